/**
 * The day every test takes as today unless it pins another: the site's clock and the
 * fakes' world are both built for it, so no test depends on the machine's date.
 */
export const TEST_TODAY = new Date("2026-11-22T10:00:00Z");
