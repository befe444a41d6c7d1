import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import type { Notice } from "~/src/request-context";

/**
 * The location each notice arrived with, by the root's data object that carried it. Kept outside
 * the components: a layout that mounts anew on the next page (another area's frame) would
 * otherwise take the notice still in the root's data as just arrived, and show it twice.
 */
const arrivals = new WeakMap<Notice, string>();

/**
 * The notice a successful form post left for the page it redirected to (Post/Redirect/Get,
 * docs/decisions/018-one-render-path.md), from the root's data. It belongs to the page it
 * arrived with: after the next navigation it is gone, even while the root's data stay.
 */
export function useNotice(): Notice | null {
  const notice = (useRouteLoaderData("root") as { notice?: Notice | null } | undefined)?.notice ?? null;
  const { key } = useLocation();
  if (notice === null) return null;
  if (!arrivals.has(notice)) arrivals.set(notice, key);
  return arrivals.get(notice) === key ? notice : null;
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
