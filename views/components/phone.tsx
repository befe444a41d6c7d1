import { phoneDisplay } from "~/src/domain/breeding/breeders";

/** A phone (docs/PRODUCT.md, "Horse file"): an ALLEVATORE note as text, a number as a +39 tel: link. */
export function Phone({ phone }: { phone: string | null | undefined }) {
  const shown = phoneDisplay(phone);
  if (shown.kind === "none") return null;
  if (shown.kind === "text") return <span>{shown.text}</span>;
  return <a href={shown.href}>{shown.text}</a>;
}
