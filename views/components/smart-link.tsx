import type { ReactNode } from "react";
import { Link } from "react-router";

/** Internal paths navigate client-side; absolute URLs open as ordinary links in a new tab. */
export function SmartLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (/^https?:\/\//i.test(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className} prefetch="intent">
      {children}
    </Link>
  );
}
