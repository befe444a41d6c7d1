/** What stands in for a page's main data when the upstream's answer could not be read (it is logged). */
export const SECTION_UNAVAILABLE_TEXT = "Questi dati non sono disponibili in questo momento: riprova più tardi.";

export function SectionUnavailable({ text = SECTION_UNAVAILABLE_TEXT }: { text?: string }) {
  return (
    <p className="section-unavailable" role="status">
      {text}
    </p>
  );
}
