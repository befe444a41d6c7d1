/**
 * Work a page asks to finish before React hydrates it: the code of sections the server
 * already rendered but whose modules load after the page's own (lineage-accordions.tsx).
 * Hydrating first would leave those sections dehydrated, and any update before their
 * code arrived (an in-page anchor changes the address) makes React replace the server's
 * markup with an empty fallback. Route modules run before the client entry, so they
 * register here in time; the entry waits, never longer than HYDRATION_HOLD_LIMIT_MS.
 */
type GateWindow = Window & { __sulkyHydrationHolds?: Promise<unknown>[] | "released" };

/** Past this, a slow or failed chunk must not keep the page from becoming interactive. */
export const HYDRATION_HOLD_LIMIT_MS = 3000;

export function holdHydrationUntil(work: Promise<unknown>): void {
  const gate = window as GateWindow;
  const holds = gate.__sulkyHydrationHolds;
  if (holds === "released") return;
  gate.__sulkyHydrationHolds = [...(holds ?? []), work];
}

export async function hydrationHoldsSettled(limitMs = HYDRATION_HOLD_LIMIT_MS): Promise<void> {
  const gate = window as GateWindow;
  const holds = gate.__sulkyHydrationHolds;
  gate.__sulkyHydrationHolds = "released";
  if (!Array.isArray(holds) || holds.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([Promise.allSettled(holds), limit]);
  clearTimeout(timer);
}
