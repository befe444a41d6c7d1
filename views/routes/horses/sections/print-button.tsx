/**
 * Stampa (docs/PRODUCT.md, "Horse file"): the accordions open for the printout and close again afterwards,
 * so the paper copy has the pedigree and the female line too.
 */
export function PrintButton() {
  function print() {
    const closed = [...document.querySelectorAll<HTMLDetailsElement>("details.horse-accordion:not([open])")];
    closed.forEach((details) => (details.open = true));
    window.print();
    closed.forEach((details) => (details.open = false));
  }
  return (
    <button type="button" className="button button-secondary horse-print" onClick={print}>
      Stampa
    </button>
  );
}
