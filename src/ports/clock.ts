export type Clock = { now(): Date };
