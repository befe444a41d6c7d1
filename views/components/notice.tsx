import { useMatches, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Notice } from "~/src/request-context";

/**
 * The notice a successful form post left for the page it redirected to (Post/Redirect/Get,
 * docs/decisions/018-one-render-path.md), from the root's data. The server reads it once (its
 * cookie is cleared as it is read) and the root's data drop it at the next navigation
 * (`shouldReloadRootData`), so whatever the root's data hold is the notice of the page on screen.
 */
export function useNotice(): Notice | null {
  return (useRouteLoaderData("root") as { notice?: Notice | null } | undefined)?.notice ?? null;
}

/** What the notice's rule reads of the browser's router: the data on screen and whether they are being reloaded in place. */
export type RouterWithRootData = { state: { loaderData: Record<string, unknown>; revalidation?: string } };

/** The router HydratedRouter sets on window; none on the server. */
function browserRouter(): RouterWithRootData | undefined {
  return typeof window === "undefined" ? undefined : (window as { __reactRouterDataRouter?: RouterWithRootData }).__reactRouterDataRouter;
}

/** True while the root's data in the browser's router carry a notice. */
export function rootDataCarryNotice(router: RouterWithRootData | undefined = browserRouter()): boolean {
  const root = router?.state.loaderData.root as { notice?: Notice | null } | undefined;
  return root?.notice != null;
}

/**
 * The root's `shouldRevalidate`. Its data (site name, years) do not change while a visitor browses,
 * so a client navigation does not ask for them again, except:
 * - after a form submission (React Router's default), which may have left a notice;
 * - when they still carry the notice of the page being left: the server gave it once, and the
 *   next page (Back and Forward included, and a link to the same address such as "Aggiungi un
 *   altro puledro") must not show it again. The server's answer no longer has it, since its
 *   cookie was cleared when it was read.
 * A reload of the page on screen in place (`router.revalidate()`: live race-day updates, the quiet
 * refresh after Back) is no navigation: the notice stays on the page it belongs to.
 */
export function shouldReloadRootData(
  { formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs,
  router: RouterWithRootData | undefined = browserRouter(),
): boolean {
  if (formMethod) return defaultShouldRevalidate;
  if (!rootDataCarryNotice(router)) return false;
  const samePage = currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search;
  return !(samePage && router?.state.revalidation === "loading");
}

/** A page that shows the notice in its own place says so in its route handle; the layout then leaves it out. */
export type NoticeHandle = { noticeInPage?: boolean };

export function useNoticeInPage(): boolean {
  return useMatches().some((match) => (match.handle as NoticeHandle | undefined)?.noticeInPage === true);
}

/** The notice at the top of the page: what the post did, and what comes next. */
export function NoticeBanner({ notice }: { notice: Notice }) {
  return (
    <div className="alert alert-success notice" role="status">
      <p>
        <strong>{notice.text}</strong>
      </p>
      {notice.notes?.map((note) => (
        <p key={note}>{note}</p>
      ))}
      {notice.link ? (
        <p>
          <a href={notice.link.href}>{notice.link.label}</a>
        </p>
      ) : null}
    </div>
  );
}
