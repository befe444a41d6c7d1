import { href } from "react-router";

/** Addresses of the Sulky ratings' public pages. */

/** The methodology: how the Sulky figure is made, with the fitted adjustments. */
export const ratingsMethodPath = (): string => href("/trotto/indice-sulky");

/** The track record of the frozen forecasts over the last 30 and 365 days. */
export const ratingsTrackRecordPath = (): string => href("/trotto/indice-sulky/pronostici");
