/**
 * Reads a V8 heap snapshot (.heapsnapshot, JSON) and adds up the objects by
 * constructor: how many and how many bytes (self size). Two summaries side by
 * side show what a process gained between the start and the end of a soak.
 */
import { readFileSync } from "node:fs";

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
};

export type HeapSummary = Map<string, { count: number; bytes: number }>;

export function summariseHeapSnapshot(file: string): HeapSummary {
  const data = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  const fields = data.snapshot.meta.node_fields;
  const types = data.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const summary: HeapSummary = new Map();
  for (let at = 0; at < data.nodes.length; at += width) {
    const type = types[data.nodes[at + typeAt]];
    // Objects by constructor; strings, code, arrays and the rest by their kind.
    const name =
      type === "object" || type === "closure" ? `${data.strings[data.nodes[at + nameAt]]}${type === "closure" ? "()" : ""}` : `(${type})`;
    const entry = summary.get(name) ?? { count: 0, bytes: 0 };
    entry.count++;
    entry.bytes += data.nodes[at + sizeAt];
    summary.set(name, entry);
  }
  return summary;
}

/** The kinds of object that grew most in bytes between two snapshots. */
export function heapGrowth(start: HeapSummary, end: HeapSummary, top = 12) {
  const names = new Set([...start.keys(), ...end.keys()]);
  return [...names]
    .map((name) => {
      const before = start.get(name) ?? { count: 0, bytes: 0 };
      const after = end.get(name) ?? { count: 0, bytes: 0 };
      return { name, count: after.count - before.count, bytes: after.bytes - before.bytes, endBytes: after.bytes };
    })
    .sort((a, b) => Math.abs(b.bytes) - Math.abs(a.bytes))
    .slice(0, top);
}
