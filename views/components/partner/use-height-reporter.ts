import { useEffect } from "react";
import { useLocation } from "react-router";

/** The message a partner page posts to its host window (docs/PARTNERS.md). */
export const HEIGHT_MESSAGE_TYPE = "sulky:height";

export type HeightMessage = { type: typeof HEIGHT_MESSAGE_TYPE; height: number; path: string };

/**
 * Tells the host page the height of the content so it can size the frame
 * without scrollbars: on load, whenever the content resizes and after each
 * navigation inside the frame. The height is not secret, hence target origin '*'.
 */
export function useHeightReporter() {
  const location = useLocation();
  const path = location.pathname + location.search;
  useEffect(() => {
    if (window.parent === window) return;
    let lastHeight = -1;
    const report = () => {
      const height = Math.ceil(document.body.getBoundingClientRect().height);
      if (height === lastHeight) return;
      lastHeight = height;
      const message: HeightMessage = { type: HEIGHT_MESSAGE_TYPE, height, path };
      window.parent.postMessage(message, "*");
    };
    report();
    const observer = new ResizeObserver(report);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [path]);
}
