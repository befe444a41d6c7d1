import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { usePendingPagePlaceholder } from "../components/breeding/for-sale-skeleton";
import { NavigationSpinner } from "../components/loading-indicator";
import { MainNav } from "../components/main-nav";
import { NoticeBanner, useNotice, useNoticeInPage } from "../components/notice";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { useSite, type ChromeData } from "./use-site";
import { isFantasyPath } from "~/src/urls/fantasy";

/** The portal's frame: header, navigation (not in the game), the page with its notice, footer. */
export function SiteChrome({ children, data }: { children: ReactNode; data?: ChromeData }) {
  // The root's data; a refused request, which ran no loader, brings its own (views/root-middleware.server.ts).
  const fromRoot = useSite();
  const { site, frame } = data ?? fromRoot;
  const { pathname } = useLocation();
  // A page with its own loading placeholder (the for-sale lists' skeleton rows) shows it at once, in place of the page being left.
  const placeholder = usePendingPagePlaceholder();
  const notice = useNotice();
  const noticeInPage = useNoticeInPage();
  return (
    <>
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <SiteHeader siteName={site.name} />
      {isFantasyPath(pathname) ? null : <MainNav lastYear={frame.lastYear} />}
      {placeholder ? null : <NavigationSpinner />}
      <main id="contenuto" className="site-main" tabIndex={-1}>
        {notice && !noticeInPage && !placeholder ? (
          <div className="container">
            <NoticeBanner notice={notice} />
          </div>
        ) : null}
        {placeholder ?? children}
      </main>
      <SiteFooter siteName={site.name} year={frame.currentYear} contacts={site.contacts} />
    </>
  );
}
