/**
 * The page's scripts wait for its first paint. The server writes React Router's module
 * preloads and route-module script inert (views/hold-scripts.server.ts); this loader makes
 * them live once the browser reports the first contentful paint. A phone on a slow link
 * then spends its bandwidth on the document and the picture it shows first, and the
 * 150 KB of modules that hydrate the page follow. A hidden tab, which paints nothing,
 * starts them after a few seconds all the same.
 */

/** `rel` of a module preload held until the first paint. */
export const HELD_PRELOAD_REL = "sulky-modulepreload";
/** `type` of the route-module script held until the first paint. */
export const HELD_SCRIPT_TYPE = "text/sulky-module";
const HIDDEN_TAB_FALLBACK_MS = 3000;

// ES5 on purpose: it runs as written, before any module.
const LOADER = `(function(){var started=false;
function start(){if(started)return;started=true;
document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]').forEach(function(held){var link=document.createElement("link");link.rel="modulepreload";link.href=held.getAttribute("href");if(held.nonce)link.nonce=held.nonce;held.replaceWith(link);});
document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]').forEach(function(held){var script=document.createElement("script");script.type="module";script.async=true;script.nonce=held.nonce;script.textContent=held.textContent;held.replaceWith(script);});}
function soon(){setTimeout(start,0);}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon();}}).observe({type:"paint",buffered:true});}
else{requestAnimationFrame(function(){requestAnimationFrame(soon);});}
setTimeout(start,${HIDDEN_TAB_FALLBACK_MS});})();`;

export function ScriptsAfterFirstPaint({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: LOADER }} />;
}
