import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Reads HAR 1.2 files (browser developer tools, Playwright, recording proxies, `npm run record`)
 * into fixtures the fakes replay. Only what replaying needs is checked; everything else a tool
 * writes (timings, pages, cache, initiators…) is allowed and ignored.
 */

const headerSchema = z.object({ name: z.string(), value: z.string() });

/** 'manca X' when absent, 'X deve essere …' when of another type. */
const required = (what: string, shouldBe: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? `manca ${what}` : `${what} deve essere ${shouldBe}`),
});

const entrySchema = z.object({
  request: z.object(
    {
      method: z.string(required("il metodo", "un testo")).regex(/^[A-Za-z]+$/, { error: "metodo non valido" }),
      url: z
        .string(required("l'URL", "un testo"))
        .refine((url) => URL.canParse(url, "http://fixture.invalid"), { error: "URL non valido" }),
    },
    required("request", "un oggetto"),
  ),
  response: z.object(
    {
      // 0 is what developer tools write for a request that never got an answer
      status: z
        .number(required("lo stato", "un numero"))
        .int({ error: "lo stato deve essere un intero" })
        .refine((status) => status === 0 || (status >= 100 && status <= 599), {
          error: "lo stato deve essere tra 100 e 599",
        }),
      headers: z.array(headerSchema).optional(),
      content: z.object(
        {
          text: z.string().optional(),
          mimeType: z.string().optional(),
          encoding: z.string().optional(),
        },
        required("content", "un oggetto"),
      ),
    },
    required("response", "un oggetto"),
  ),
  comment: z.string().optional(),
});

const harSchema = z.object({
  log: z.object({ entries: z.array(z.unknown(), required("log.entries", "una lista")) }, required("log", "un oggetto")),
});

/** One answer to replay, with where it came from so logs and errors can name it. */
export interface FixtureEntry {
  /** 'edge-cases.har #12' (1-based, as a person counts entries) */
  label: string;
  method: string;
  url: URL;
  status: number;
  headers: { name: string; value: string }[];
  body: Buffer;
  mimeType: string | undefined;
  comment: string | undefined;
}

/** A fixture file that cannot be used: its message is the one line the fakes print before stopping. */
export class FixtureFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FixtureFileError";
  }
}

function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.join(".");
  return where ? `${where}: ${issue.message}` : issue.message;
}

function describeRequest(raw: unknown): string {
  const request = (raw as { request?: { method?: unknown; url?: unknown } } | null)?.request;
  return typeof request?.method === "string" && typeof request?.url === "string" ? ` (${request.method} ${request.url})` : "";
}

function decodeBody(content: { text?: string; encoding?: string }): Buffer {
  if (content.text === undefined) return Buffer.alloc(0);
  return content.encoding === "base64" ? Buffer.from(content.text, "base64") : Buffer.from(content.text, "utf8");
}

/** Entries of one HAR file, in file order; answers that never arrived (status 0) are left out. */
export function readHarFile(file: string): FixtureEntry[] {
  const name = path.basename(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT" ? "file non trovato" : `JSON non valido (${(error as Error).message})`;
    throw new FixtureFileError(`FAKE_FIXTURES: ${file}: ${reason}`);
  }
  const har = harSchema.safeParse(parsed);
  if (!har.success) throw new FixtureFileError(`FAKE_FIXTURES: ${file}: non è un file HAR (${issueText(har.error)})`);
  const entries: FixtureEntry[] = [];
  har.data.log.entries.forEach((raw, index) => {
    const label = `${name} #${index + 1}`;
    const entry = entrySchema.safeParse(raw);
    if (!entry.success)
      throw new FixtureFileError(`FAKE_FIXTURES: ${file}: voce ${index + 1}${describeRequest(raw)}: ${issueText(entry.error)}`);
    const { request, response, comment } = entry.data;
    if (response.status === 0) return;
    entries.push({
      label,
      method: request.method.toUpperCase(),
      url: new URL(request.url, "http://fixture.invalid"),
      status: response.status,
      headers: response.headers ?? [],
      body: decodeBody(response.content),
      mimeType: response.content.mimeType,
      comment,
    });
  });
  return entries;
}

/** `FAKE_FIXTURES` value: files or folders (their `*.har` files, by name), separated by commas. */
export function loadFixtures(spec: string): { files: string[]; entries: FixtureEntry[] } {
  const files: string[] = [];
  for (const part of spec
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)) {
    let isFolder = false;
    try {
      isFolder = statSync(part).isDirectory();
    } catch {
      throw new FixtureFileError(`FAKE_FIXTURES: ${part}: file o cartella non trovati`);
    }
    if (!isFolder) {
      files.push(part);
      continue;
    }
    const hars = readdirSync(part)
      .filter((file) => file.toLowerCase().endsWith(".har"))
      .sort()
      .map((file) => path.join(part, file));
    if (hars.length === 0) throw new FixtureFileError(`FAKE_FIXTURES: ${part}: la cartella non contiene file .har`);
    files.push(...hars);
  }
  return { files, entries: files.flatMap(readHarFile) };
}
