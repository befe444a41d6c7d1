import type { MouseEvent } from "react";

/** A plain left click: with a modifier key or another button the browser's own behaviour (new tab, window, download) stays. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
