import { z } from "zod";
import type { HorseSuggestion } from "../../../src/domain/horses/horse-suggestion";
import type { MatingPedigree, Pedigree, PedigreeCrossing, PedigreeNode } from "../../../src/domain/pedigree/pedigree";
import { codeSchema, optionalText } from "./common";

export const horseSuggestionSchema = z.object({
  CodiceCavallo: codeSchema,
  NomeCavallo: z.string(),
  NomePadre: optionalText,
  NomeMadre: optionalText,
  text: z.string().optional(),
}) satisfies z.ZodType<HorseSuggestion, unknown>;

export const horseSuggestionsSchema = z.object({
  results: z.array(horseSuggestionSchema),
  total: z.number().optional(),
});

const pedigreeNodeSchema = z.object({
  id: codeSchema,
  nome: z.string(),
  record: optionalText,
  color: optionalText,
  padre: optionalText,
  madre: optionalText,
}) satisfies z.ZodType<PedigreeNode, unknown>;

const generationSchema = z.array(pedigreeNodeSchema.nullable()).default([]);

const crossingSchema = z.object({
  name: z.string(),
  p: z.array(z.number()).default([]),
  m: z.array(z.number()).default([]),
  color: z.string(),
}) satisfies z.ZodType<PedigreeCrossing, unknown>;

export const pedigreeSchema = z.object({
  crossings: z.array(crossingSchema).default([]),
  genitori: z.object({ p: pedigreeNodeSchema.nullable(), m: pedigreeNodeSchema.nullable() }),
  nonni: generationSchema,
  bisnonni: generationSchema,
  trisnonni: generationSchema,
  bisarcavoli: generationSchema,
}) satisfies z.ZodType<Pedigree, unknown>;

export const matingPedigreeSchema = pedigreeSchema.extend({ title: z.string() }) satisfies z.ZodType<MatingPedigree, unknown>;
