import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import type { Route } from "./+types/default-layout";
import { usePendingPagePlaceholder } from "../components/breeding/for-sale-skeleton";
import { ErrorContent, errorPageTitle } from "../components/error-content";
import { pageMeta } from "../seo";
import { NavigationSpinner } from "../components/loading-indicator";
import { MainNav } from "../components/main-nav";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { useSite } from "./use-site";

const FANTASY_PATH = /^\/fantatrotto(\/|$)/;

function SiteChrome({ children }: { children: ReactNode }) {
  const { site, frame } = useSite();
  const { pathname } = useLocation();
  // A page with its own loading placeholder (the for-sale lists' skeleton rows) shows it at once, in place of the page being left.
  const placeholder = usePendingPagePlaceholder();
  return (
    <>
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <SiteHeader siteName={site.name} />
      {FANTASY_PATH.test(pathname) ? null : <MainNav lastYear={frame.lastYear} />}
      {placeholder ? null : <NavigationSpinner />}
      <main id="contenuto" className="site-main" tabIndex={-1}>
        {placeholder ?? children}
      </main>
      <SiteFooter siteName={site.name} year={frame.currentYear} contacts={site.contacts} />
    </>
  );
}

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
