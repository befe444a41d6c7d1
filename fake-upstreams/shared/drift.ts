import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Drift: legal but unusual answers, as a real upstream sends them sooner or later.
 * Each kind rewrites the JSON a fake was about to send (X-Fake-Fault or a fault rule):
 * - drift-nulls: every field the API does not guarantee is null, and the first row of
 *   every list of five or more loses its name;
 * - drift-missing: the same fields are left out altogether;
 * - drift-extra: every object gains unknown fields, one of them an object, and every
 *   column list names that object-valued column;
 * - drift-strings: every number is sent as text ("15400", "3");
 * - wp-empty-arrays: every empty object, and every `media_details`, is PHP's `[]`.
 */
export const DRIFT_KINDS = ["drift-nulls", "drift-missing", "drift-extra", "drift-strings", "wp-empty-arrays"] as const;
export type DriftKind = (typeof DRIFT_KINDS)[number];

export function isDriftKind(value: string): value is DriftKind {
  return (DRIFT_KINDS as readonly string[]).includes(value);
}

/**
 * What the APIs guarantee in every answer: identities (codes, ids, slugs, the days and
 * numbers that build addresses, column keys) and the names a row is listed by. The
 * structure (lists and objects) is kept too: drift changes values, not the shape.
 */
const GUARANTEED = new Set([
  "id",
  "CodiceCavallo",
  "CodiceIppodromo",
  "slug",
  "key",
  "value",
  "DataGiornata",
  "Data",
  "DataPre",
  "data",
  "date_gmt",
  "NumeroCorsa",
  "raceNumber",
  "track",
  "year",
  "Pos",
  "path",
  "href",
  "img_path",
  "source_url",
  "rendered",
  "email",
  "rating",
  "budget",
  "label",
  "NomeCavallo",
  "Nome",
  "NomeIppodromo",
  "nome",
  "name",
  "type",
]);

/** The names a row is listed by: drift-nulls takes them from one row of a long list. */
const NAMES = ["NomeCavallo", "Nome", "NomeIppodromo", "nome", "name"];
const LONG_LIST = 5;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function mapTree(
  value: unknown,
  visit: (object: Record<string, unknown>) => Record<string, unknown>,
  visitList: (list: unknown[]) => unknown[] = (list) => list,
): unknown {
  if (Array.isArray(value)) return visitList(value.map((item) => mapTree(item, visit, visitList)));
  if (isObject(value)) return visit(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTree(item, visit, visitList)])));
  return value;
}

const isScalar = (value: unknown) => value === null || ["string", "number", "boolean"].includes(typeof value);

function withoutName(row: unknown): unknown {
  if (!isObject(row)) return row;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, NAMES.includes(key) ? null : value]));
}

const DRIFTS: Record<DriftKind, (json: unknown) => unknown> = {
  "drift-nulls": (json) =>
    mapTree(
      json,
      (object) =>
        Object.fromEntries(Object.entries(object).map(([key, value]) => [key, isScalar(value) && !GUARANTEED.has(key) ? null : value])),
      (list) => (list.length >= LONG_LIST && list.every(isObject) ? [withoutName(list[0]), ...list.slice(1)] : list),
    ),
  "drift-missing": (json) =>
    mapTree(json, (object) => Object.fromEntries(Object.entries(object).filter(([key, value]) => !isScalar(value) || GUARANTEED.has(key)))),
  "drift-extra": (json) =>
    mapTree(json, (object) => {
      const extra: Record<string, unknown> = { ...object, campo_nuovo: "1", dettagli_extra: { origine: "nuova versione", livello: 2 } };
      if (Array.isArray(object.fields)) extra.fields = [...object.fields, { key: "dettagli_extra", label: "Dettagli" }];
      return extra;
    }),
  "drift-strings": (json) =>
    mapTree(json, (object) =>
      Object.fromEntries(Object.entries(object).map(([key, value]) => [key, typeof value === "number" ? String(value) : value])),
    ),
  "wp-empty-arrays": (json) =>
    mapTree(json, (object) =>
      Object.fromEntries(
        Object.entries(object).map(([key, value]) => [
          key,
          key === "media_details" || (isObject(value) && Object.keys(value).length === 0) ? [] : value,
        ]),
      ),
    ),
};

/**
 * Lets the fake answer as usual, then rewrites its JSON body with the drift before it
 * leaves. Anything that is not JSON goes out untouched.
 */
export function driftResponse(req: IncomingMessage, res: ServerResponse, drift: DriftKind): void {
  // the body is rewritten as text: no compression may come between
  req.headers["accept-encoding"] = "identity";
  const chunks: Buffer[] = [];
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: BufferEncoding, callback?: () => void) => ServerResponse;
  const originalWriteHead = res.writeHead;
  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  // the head waits for the rewritten body, whose length it must announce
  let heldStatus: number | null = null;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    heldStatus = status;
    const headers = rest.find((item) => typeof item === "object" && item !== null) as
      Record<string, string | number | string[]> | undefined;
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    return res;
  }) as ServerResponse["writeHead"];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  res.write = ((chunk: unknown, encoding?: unknown) => {
    collect(chunk, encoding);
    return true;
  }) as ServerResponse["write"];
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    collect(chunk, encoding);
    const body = Buffer.concat(chunks).toString("utf8");
    let out = body;
    if (String(res.getHeader("content-type") ?? "").includes("json") && body.length > 0) {
      try {
        out = JSON.stringify(DRIFTS[drift](JSON.parse(body)));
      } catch {
        out = body;
      }
    }
    res.writeHead = originalWriteHead;
    if (!res.headersSent) {
      res.removeHeader("etag");
      res.setHeader("content-length", Buffer.byteLength(out));
      if (heldStatus !== null) writeHead(heldStatus);
    }
    return end(out);
  }) as ServerResponse["end"];
}

/** The same rewrite on a value, for tests of the fakes. */
export function drifted(json: unknown, drift: DriftKind): unknown {
  return DRIFTS[drift](json);
}
