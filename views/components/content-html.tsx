import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { isPlainClick } from "../plain-click";

/**
 * HTML that the content service writes (a post's body, a static page), shown as it is. Its links
 * are plain anchors the router never sees: a plain click on one that stays on this site is handed
 * to the router, so it navigates like any other link of the site instead of reloading the page.
 * Links to other sites, to files (`download`), to another window, and modified clicks keep the
 * browser's own behaviour; without JavaScript every link works as written.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (!isPlainClick(event)) return;
    const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // A jump within the same page stays the browser's.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  }
  // The handler only reads clicks that bubble up from the content's own links (keyboard activation of a link is a click too).
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
