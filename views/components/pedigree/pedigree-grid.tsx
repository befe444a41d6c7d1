import { useId, type CSSProperties } from "react";
import { Link } from "react-router";
import { horseProfilePath } from "~/src/urls/horses";
import { GENERATION_LABELS, parentsLine, pedigreeGenerations, type Pedigree, type PedigreeNode } from "~/src/domain/pedigree/pedigree";
import { SkeletonRows } from "../skeleton-rows";
import "./pedigree.css";

export type PedigreeGridProps = {
  pedigree: Pedigree;
  /** Ancestors link to their profile; a partner page opens it in a new tab. */
  linkTarget?: "_blank";
};

function NodeName({ node, linkTarget }: { node: PedigreeNode; linkTarget?: "_blank" }) {
  const href = horseProfilePath({ code: node.code, name: node.name });
  if (linkTarget === "_blank") {
    return (
      <a className="pedigree-name" href={href} target="_blank" rel="noopener noreferrer">
        {node.name}
      </a>
    );
  }
  return (
    // A grid holds up to 62 such links; the profile route needs announcing to the router only once.
    <Link className="pedigree-name" to={href} discover="none">
      {node.name}
    </Link>
  );
}

/** The three-generation views a phone offers, by their first generation: 1–3, 2–4, 3–5. */
const PHONE_WINDOWS = [1, 2, 3] as const;

/**
 * On a phone three generations are shown at once and the window moves deeper with one tap:
 * radio buttons the stylesheet reads (`:has(:checked)`), so it works without JavaScript and
 * needs none of the page's scripts. Hidden on wider screens, which show all five.
 */
function GenerationWindow() {
  // One group of radios per pedigree: two pedigrees on a page move their windows apart.
  const name = `generazioni-${useId()}`;
  return (
    <fieldset className="pedigree-window">
      <legend>Generazioni</legend>
      {PHONE_WINDOWS.map((first) => (
        <label key={first}>
          <input type="radio" name={name} value={first} defaultChecked={first === 1} />
          <span>{`${first}–${first + 2}`}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Five generations (docs/PRODUCT.md, "Pedigree and female line"): 5 columns × 32 rows, each ancestor spanning the rows of
 * its own ancestors. Each generation is one column (`gen-N`, a subgrid of the grid's
 * rows); the stylesheet gives its cells their span and the paternal half its colour, and
 * draws unknown ancestors (empty cells). So 62 cells carry no class and no placement.
 * Duplicated ancestors carry their crossing colour and the word 'ripetuto', so the mark
 * does not rest on colour alone. On a phone the grid shows three generations, chosen with
 * `GenerationWindow` (docs/decisions/028-phone-tables-as-cards.md).
 */
export function PedigreeGrid({ pedigree, linkTarget }: PedigreeGridProps) {
  const generations = pedigreeGenerations(pedigree);
  return (
    <div className="pedigree">
      <GenerationWindow />
      <div className="pedigree-scroll" role="region" aria-label="Genealogia su cinque generazioni" tabIndex={0}>
        <div className="pedigree-grid">
          {GENERATION_LABELS.map((label) => (
            <div key={label} className="pedigree-heading">
              {label}
            </div>
          ))}
          {generations.map((nodes, column) => (
            <div key={column} className={`gen-${column + 1}`}>
              {nodes.map((node, position) => {
                if (!node) return <div key={position} />;
                const parents = parentsLine(node);
                const duplicated = Boolean(node.color);
                return (
                  <div
                    key={position}
                    className={duplicated ? "pedigree-duplicated" : undefined}
                    style={duplicated ? ({ "--crossing-color": node.color } as CSSProperties) : undefined}
                  >
                    <NodeName node={node} linkTarget={linkTarget} />
                    {node.record ? <span className="pedigree-record">{node.record}</span> : null}
                    {parents ? <span className="pedigree-parents">{parents}</span> : null}
                    {duplicated ? (
                      <span className="pedigree-duplicate-mark">
                        <span className="pedigree-swatch" aria-hidden="true" />
                        ripetuto
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Five skeleton rows while a client navigation loads the pedigree (docs/PRODUCT.md, "Across the site"). */
export function PedigreeSkeleton() {
  return <SkeletonRows rows={5} columns={5} />;
}
