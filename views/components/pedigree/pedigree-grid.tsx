import type { CSSProperties } from "react";
import { Link } from "react-router";
import { slugify } from "~/src/domain/links";
import { GENERATION_LABELS, parentsLine, pedigreeGenerations, type Pedigree, type PedigreeNode } from "~/src/domain/pedigree/pedigree";
import { SkeletonRows } from "../data-table";
import "./pedigree.css";

export type PedigreeGridProps = {
  pedigree: Pedigree;
  /** Where ancestor links point: `${linkBase}/{code}-{name slug}`; default the horse profile. */
  linkBase?: string;
  linkTarget?: "_blank";
};

function NodeName({ node, linkBase, linkTarget }: { node: PedigreeNode; linkBase: string; linkTarget?: "_blank" }) {
  const href = `${linkBase}/${node.code}-${slugify(node.name)}`;
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

/**
 * Five generations (§2.4): 5 columns × 32 rows, each ancestor spanning the rows of
 * its own ancestors. The stylesheet places them (`gen-N`: the column and the span; the
 * grid flows by column, so ancestors fill each column in order), which keeps the
 * markup of 62 cells free of inline placements. Duplicated ancestors carry their
 * crossing colour and the word 'ripetuto', so the mark does not rest on colour alone.
 */
export function PedigreeGrid({ pedigree, linkBase = "/cavalli", linkTarget }: PedigreeGridProps) {
  const generations = pedigreeGenerations(pedigree);
  return (
    <div className="pedigree-scroll" role="region" aria-label="Genealogia su cinque generazioni" tabIndex={0}>
      <div className="pedigree-grid">
        {GENERATION_LABELS.map((label, column) => (
          <div key={label} className={`pedigree-heading gen-${column + 1}`}>
            {label}
          </div>
        ))}
        {generations.map((nodes, column) =>
          nodes.map((node, position) => {
            const place = `gen-${column + 1} pedigree-${position < nodes.length / 2 ? "sire" : "dam"}`;
            if (!node) {
              // The dash and its spoken text come from the stylesheet (pedigree.css): half the markup of most grids.
              return <div key={`${column}-${position}`} className={`${place} pedigree-unknown`} />;
            }
            const parents = parentsLine(node);
            const duplicated = Boolean(node.color);
            return (
              <div
                key={`${column}-${position}`}
                className={duplicated ? `${place} pedigree-duplicated` : place}
                style={duplicated ? ({ "--crossing-color": node.color } as CSSProperties) : undefined}
              >
                <NodeName node={node} linkBase={linkBase} linkTarget={linkTarget} />
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
          }),
        )}
      </div>
    </div>
  );
}

/** Five skeleton rows while a client navigation loads the pedigree (§4). */
export function PedigreeSkeleton() {
  return <SkeletonRows rows={5} columns={5} />;
}
