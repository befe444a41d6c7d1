import type { CSSProperties } from "react";
import { Link } from "react-router";
import { slugify } from "~/src/domain/links";
import {
  GENERATION_LABELS,
  parentsLine,
  pedigreeGenerations,
  PEDIGREE_ROWS,
  type Pedigree,
  type PedigreeNode,
} from "~/src/domain/pedigree/pedigree";
import { SkeletonRows } from "../data-table";
import "./pedigree.css";

export type PedigreeGridProps = {
  pedigree: Pedigree;
  /** Where ancestor links point: `${linkBase}/{code}-{name slug}`; default the horse profile. */
  linkBase?: string;
  linkTarget?: "_blank";
};

/** Header row first, then the 32 rows of the fifth generation. */
const FIRST_NODE_ROW = 2;

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
    <Link className="pedigree-name" to={href}>
      {node.name}
    </Link>
  );
}

/**
 * Five generations (§2.4): 5 columns × 32 rows, each ancestor spanning the rows of
 * its own ancestors. Duplicated ancestors carry their crossing colour and the word
 * 'ripetuto', so the mark does not rest on colour alone.
 */
export function PedigreeGrid({ pedigree, linkBase = "/cavalli", linkTarget }: PedigreeGridProps) {
  const generations = pedigreeGenerations(pedigree);
  return (
    <div className="pedigree-scroll" role="region" aria-label="Genealogia su cinque generazioni" tabIndex={0}>
      <div className="pedigree-grid">
        {GENERATION_LABELS.map((label, column) => (
          <div key={label} className="pedigree-heading" style={{ gridColumn: column + 1, gridRow: 1 }}>
            {label}
          </div>
        ))}
        {generations.map((nodes, column) => {
          const span = PEDIGREE_ROWS / nodes.length;
          return nodes.map((node, position) => {
            const placement: CSSProperties = {
              gridColumn: column + 1,
              gridRow: `${FIRST_NODE_ROW + position * span} / span ${span}`,
            };
            const side = position < nodes.length / 2 ? "sire" : "dam";
            if (!node) {
              return (
                <div key={`${column}-${position}`} className={`pedigree-node pedigree-unknown pedigree-${side}`} style={placement}>
                  <span aria-label="Antenato non noto">—</span>
                </div>
              );
            }
            const parents = parentsLine(node);
            const duplicated = Boolean(node.color);
            const style = duplicated ? ({ ...placement, "--crossing-color": node.color } as CSSProperties) : placement;
            return (
              <div
                key={`${column}-${position}`}
                className={`pedigree-node pedigree-${side}${duplicated ? " pedigree-duplicated" : ""}`}
                style={style}
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
          });
        })}
      </div>
    </div>
  );
}

/** Five skeleton rows while a client navigation loads the pedigree (§4). */
export function PedigreeSkeleton() {
  return <SkeletonRows rows={5} columns={5} />;
}
