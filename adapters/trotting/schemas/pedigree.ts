import type { z } from "zod";
import type { MatingPedigree, Pedigree, PedigreeNode } from "~/src/domain/pedigree/pedigree";
import { anything, asNumber, code, fromUpstream, identity, optionalRecord, optionalRows, record, text } from "../../shared/tolerant-reader";
import { horseName } from "./common";

/** The pedigree answers of the trotting upstream: a horse's five generations, and a would-be foal's. */

const pedigreeNodeSchema = fromUpstream({
  code: ["id", code],
  name: ["nome", horseName],
  record: ["record", text],
  color: ["color", text],
  sire: ["padre", text],
  dam: ["madre", text],
}) satisfies z.ZodType<PedigreeNode, unknown>;

/** One ancestor's place: an unreadable ancestor is an unknown one (null), reported like a dropped row. */
const ancestor = (generation: string) => optionalRecord(generation, pedigreeNodeSchema);
const generation = (name: string) =>
  anything.transform((nodes) => (Array.isArray(nodes) ? nodes.map((node) => ancestor(name).parse(node)) : []));

/** Generations where a duplicated ancestor appears, as numbers whatever their form. */
const generationList = anything.transform((values) =>
  Array.isArray(values) ? values.map(asNumber).filter((value): value is number => value !== null) : [],
);

const crossingSchema = fromUpstream({
  name: ["name", identity],
  sireSide: ["p", generationList],
  damSide: ["m", generationList],
  color: ["color", text],
});

const pedigreeShape = {
  crossings: ["crossings", optionalRows("crossings", crossingSchema)],
  // a horse without known parents still has `genitori` ({p: null, m: null}): without it the answer is no pedigree
  parents: ["genitori", record({ p: ancestor("genitori"), m: ancestor("genitori") })],
  grandparents: ["nonni", generation("nonni")],
  greatGrandparents: ["bisnonni", generation("bisnonni")],
  greatGreatGrandparents: ["trisnonni", generation("trisnonni")],
  fifthGeneration: ["bisarcavoli", generation("bisarcavoli")],
} as const;

function asPedigree(body: z.output<ReturnType<typeof fromUpstream<typeof pedigreeShape>>>): Pedigree {
  return {
    crossings: body.crossings,
    generations: [
      [body.parents.p, body.parents.m],
      body.grandparents,
      body.greatGrandparents,
      body.greatGreatGrandparents,
      body.fifthGeneration,
    ],
  };
}

/** GET /api/v1/cavalli/genealogia/{code}: crossings and five generations. */
export const pedigreeSchema = fromUpstream(pedigreeShape).transform(asPedigree) satisfies z.ZodType<Pedigree, unknown>;

/** POST /api/v1/genealogia: the would-be foal's pedigree and its title. */
export const matingPedigreeSchema = fromUpstream({ ...pedigreeShape, title: ["title", text] }).transform(
  ({ title, ...body }): MatingPedigree => ({ ...asPedigree(body), title }),
);
