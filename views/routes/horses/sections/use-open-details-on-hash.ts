import { useEffect } from "react";
import { useLocation } from "react-router";

/** An in-page link to a closed accordion opens it, so the anchor never lands on a folded section. */
export function useOpenDetailsOnHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target instanceof HTMLDetailsElement && !target.open) {
      target.open = true;
      target.scrollIntoView();
    }
  }, [hash]);
}
