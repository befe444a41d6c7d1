import type { ReactNode } from "react";

/** The frame of every partner page: its heading, its content and the link to the full page on the portal, opened in a new tab. */
export function PartnerPage({
  title,
  headerExtra,
  fullPage,
  children,
}: {
  title: string;
  headerExtra?: ReactNode;
  fullPage: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <article className="partner-page">
      <header className="partner-header">
        <h1>{title}</h1>
        {headerExtra}
      </header>
      {children}
      <p className="partner-source">
        <a href={fullPage.href} target="_blank" rel="noopener">
          {fullPage.label}
        </a>
      </p>
    </article>
  );
}
