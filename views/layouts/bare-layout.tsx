import { Outlet } from "react-router";
import type { Route } from "./+types/bare-layout";
import { ErrorContent, errorPageTitle } from "../components/error-content";
import { pageMeta } from "../seo";
import { useHeightReporter } from "../components/partner/use-height-reporter";
import { NavigationSpinner } from "../components/loading-indicator";

/** Partner pages: the content alone, to sit inside another site's frame. */
export default function BareLayout() {
  return (
    <main className="bare-main">
      <NavigationSpinner />
      <Outlet />
    </main>
  );
}

/** A partner's 404 or error page reports its height too, so the host can size the frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHeightReporter();
  return (
    <main className="bare-main">
      <ErrorContent error={error} linkTarget="_blank" />
    </main>
  );
}

/** When this layout shows the error page, the tab says so ("Pagina non trovata | Sulky", "Errore | Sulky"). */
export const meta: Route.MetaFunction = (args) => (args.error ? pageMeta(args, { title: errorPageTitle(args.error), noIndex: true }) : []);
