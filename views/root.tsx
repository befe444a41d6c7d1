import { useEffect } from "react";
import { Meta, Outlet, Scripts, ScrollRestoration, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/root";
import { ErrorContent, errorPageTitle, refusalOf } from "./components/error-content";
import { shouldReloadRootData } from "./components/notice";
import { SiteChrome } from "./layouts/site-chrome";
import type { ChromeData } from "./layouts/use-site";
import { ScriptsAfterFirstPaint } from "./scripts-after-first-paint";
import { pageMeta } from "./seo";
import { useNonce } from "./nonce";
import { PageStylesheets } from "./stylesheets";
import { allowOnMethodNotAllowed, refuseWhenTheServerDid } from "./root-middleware.server";
import "./styles/app.css";
import { isPartnerPath } from "~/src/urls/partner";
import { flashKey, requestKey, siteKey } from "~/src/request-context";

export const middleware: Route.MiddlewareFunction[] = [allowOnMethodNotAllowed, refuseWhenTheServerDid];

export async function loader({ context }: Route.LoaderArgs) {
  // The notice a successful form post left for this page (Post/Redirect/Get), shown once.
  return { site: context.get(requestKey).site, frame: context.get(siteKey).getSiteFrame(), notice: await context.get(flashKey).take() };
}

/**
 * The root's data (site name, years) do not change while a visitor browses: ask for them again
 * only after a form submission, or to drop the one-time notice of the page being left
 * (views/components/notice.tsx), so client navigations and Back cost one request less.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return shouldReloadRootData(args);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Inside a partner's frame the browser may deny sessionStorage, which scroll
  // restoration needs; a framed table has no scroll position worth restoring anyway.
  const framed = isPartnerPath(useLocation().pathname);
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c8102e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <PageStylesheets />
      </head>
      <body>
        {children}
        {framed ? null : <ScrollRestoration nonce={nonce} />}
        <Scripts nonce={nonce} />
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Lets browser tests and scripts know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export const meta: Route.MetaFunction = (args) => (args.error ? pageMeta(args, { title: errorPageTitle(args.error), noIndex: true }) : []);

/**
 * A request the server refused ran no route (views/root-middleware.server.ts): its error page has the
 * portal's frame like every other (a partner's frame, inside another site, has none).
 * Otherwise this is the last resort, when even a layout failed: the bare error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const framed = isPartnerPath(useLocation().pathname);
  if (refusalOf(error) && !framed) {
    return (
      <SiteChrome data={(error as { data: ChromeData }).data}>
        <div className="container">
          <ErrorContent error={error} />
        </div>
      </SiteChrome>
    );
  }
  return (
    <main className="container error-standalone">
      <ErrorContent error={error} linkTarget={framed ? "_blank" : undefined} />
    </main>
  );
}
