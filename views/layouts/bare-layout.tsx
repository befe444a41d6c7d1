import { Outlet } from "react-router";
import type { Route } from "./+types/bare-layout";
import { ErrorContent } from "../components/error-content";
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="bare-main">
      <ErrorContent error={error} linkTarget="_blank" />
    </main>
  );
}
