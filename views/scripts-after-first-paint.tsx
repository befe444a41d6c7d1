/**
 * The page's scripts wait for its first paint. The server writes React Router's module
 * preloads and route-module script inert (views/hold-scripts.server.ts); this loader makes
 * them live once the browser reports the first contentful paint. A phone on a slow link
 * then spends its bandwidth on the document and the picture it shows first, and the
 * 150 KB of modules that hydrate the page follow. A hidden tab, which paints nothing,
 * starts them after a few seconds all the same. The route-module script is released first,
 * then the preloads in batches of four, one task each (docs/decisions/036-taps-answered-at-once.md).
 */

/** `rel` of a module preload held until the first paint. */
export const HELD_PRELOAD_REL = "sulky-modulepreload";
/** `type` of the route-module script held until the first paint. */
export const HELD_SCRIPT_TYPE = "text/sulky-module";
const HIDDEN_TAB_FALLBACK_MS = 3000;

/** Module preloads put back per task: about 30 in one task kept the main thread 65–200 ms on a phone. */
export const PRELOADS_PER_TASK = 4;

// ES5 on purpose: it runs as written, before any module. The route-module script goes first (its
// imports start at once), then the preloads four at a time, each batch in a task of its own so a
// tap in between is answered.
export const LOADER = `(function(){var started=false;
function later(next){var s=window.scheduler;if(s&&typeof s.yield==="function"){s.yield().then(next);}else{setTimeout(next,0);}}
function release(held){var n=held.splice(0,${PRELOADS_PER_TASK});n.forEach(function(h){var link=document.createElement("link");link.rel="modulepreload";link.href=h.getAttribute("href");if(h.nonce)link.nonce=h.nonce;h.replaceWith(link);});if(held.length)later(function(){release(held);});}
function start(){if(started)return;started=true;
document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]').forEach(function(held){var script=document.createElement("script");script.type="module";script.async=true;script.nonce=held.nonce;script.textContent=held.textContent;held.replaceWith(script);});
var held=[].slice.call(document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]'));if(held.length)later(function(){release(held);});}
function soon(){setTimeout(start,0);}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf("paint")>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();soon();}}).observe({type:"paint",buffered:true});}
else{requestAnimationFrame(function(){requestAnimationFrame(soon);});}
setTimeout(start,${HIDDEN_TAB_FALLBACK_MS});})();`;

export function ScriptsAfterFirstPaint({ nonce }: { nonce: string | undefined }) {
  // Only the server writes the loader: it has run by the time React hydrates the page, so the
  // browser's bundle leaves its text out (hydration keeps the script element as it is).
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? LOADER : "" }} />;
}
