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

/** When this layout shows the error page, the tab says so ("Pagina non trovata | Sulky", "Errore | Sulky"). */
export const meta: Route.MetaFunction = (args) => (args.error ? pageMeta(args, { title: errorPageTitle(args.error), noIndex: true }) : []);
