import { Outlet } from "react-router";
import type { Route } from "./+types/default-layout";
import { ErrorContent, errorPageTitle } from "../components/error-content";
import { pageMeta } from "../seo";
import { SiteChrome } from "./site-chrome";

export default function DefaultLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** Errors of the portal's pages keep the header, navigation and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      <div className="container">
        <ErrorContent error={error} />
      </div>
    </SiteChrome>
  );
}

/** A page that failed with headers of its own (the game's Retry-After and no-store on a 429) keeps them on the error page. */
export const headers: Route.HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  errorHeaders?.forEach((value, name) => headers.set(name, value));
  return headers;
};

/** When this layout shows the error page, the tab says so ("Pagina non trovata | Sulky", "Errore | Sulky"). */
export const meta: Route.MetaFunction = (args) => (args.error ? pageMeta(args, { title: errorPageTitle(args.error), noIndex: true }) : []);
