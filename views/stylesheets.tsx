import { createContext, useContext } from "react";
import { Links, UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The text of the build's stylesheets by address, handed over by the server
 * (src/server/stylesheets.ts); absent in the browser and under the dev server.
 */
export const InlineStylesheetsContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

/** One precedence for every sheet: React keeps them in the order the routes list them. */
const PRECEDENCE = "page";

/**
 * React writes the inline sheets of one precedence as one tag listing all their addresses
 * (`data-href="a b"`), and adopts that tag for each of them: the text need not be given again.
 */
function inlinedInDocument(href: string): boolean {
  return document.querySelector(`style[data-href~="${CSS.escape(href)}"]`) !== null;
}

/**
 * The page's stylesheets inlined in the head, so a phone paints the page as soon
 * as the HTML is in, without waiting for a stylesheet behind the scripts.
 * As React style resources (`href` + `precedence`) they are adopted at
 * hydration; a route reached later by a client navigation gets its sheet as a
 * link, which React loads before showing the route. Without inline text (dev
 * server) the router's own links.
 */
export function PageStylesheets() {
  const serverSheets = useContext(InlineStylesheetsContext);
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const inline =
    serverSheets !== undefined ||
    (typeof document !== "undefined" && document.querySelector(`style[data-precedence="${PRECEDENCE}"]`) !== null);
  if (!inline || !framework) return <Links />;
  const hrefs = [...new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []))];
  return (
    <>
      {hrefs.map((href) => {
        const text = serverSheets ? serverSheets.get(href) : inlinedInDocument(href) ? "" : undefined;
        return text !== undefined ? (
          <style key={href} href={href} precedence={PRECEDENCE}>
            {text}
          </style>
        ) : (
          <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} />
        );
      })}
    </>
  );
}
