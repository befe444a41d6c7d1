import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Entry, Har, Header } from "har-format";
import { createProxyMiddleware, responseInterceptor } from "http-proxy-middleware";
import { isTextAnswer, moveOrigin } from "./origins";
import { redactEntry } from "./redact";

/**
 * Recording proxies for `npm run record`: Sulky calls each upstream through a local proxy
 * (http-proxy-middleware) that forwards the call unchanged and keeps a redacted copy of the
 * exchange as a HAR 1.2 entry.
 */

const UNRECORDED_HEADERS = new Set(["host", "connection", "keep-alive", "content-encoding", "transfer-encoding"]);
const TEXT_TYPES = /json|text|xml|javascript|x-www-form-urlencoded|svg/i;

type RecordedRequest = IncomingMessage & { recording?: { body: Buffer; startedAt: number } };

function harHeaders(headers: IncomingHttpHeaders): Header[] {
  return Object.entries(headers).flatMap(([name, value]) =>
    UNRECORDED_HEADERS.has(name) || value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: String(item) })),
  );
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export interface HarRecorder {
  add(entry: Entry): void;
  har(): Har;
  /** Writes the HAR now (the recorder also writes by itself shortly after each exchange). */
  flush(): void;
  readonly file: string | undefined;
}

/** Collects redacted entries; with a file, keeps it up to date (debounced) and writes it once more on exit. */
export function createHarRecorder(options: { file?: string; writeDelayMs?: number } = {}): HarRecorder {
  const entries: Entry[] = [];
  let timer: NodeJS.Timeout | null = null;
  const har = (): Har => ({ log: { version: "1.2", creator: { name: "Sulky npm run record", version: "1.0" }, entries: [...entries] } });
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!options.file) return;
    mkdirSync(path.dirname(options.file), { recursive: true });
    writeFileSync(options.file, JSON.stringify(har(), null, 2) + "\n");
  };
  if (options.file) process.once("exit", flush);
  return {
    file: options.file,
    har,
    flush,
    add(entry) {
      entries.push(redactEntry(entry));
      if (options.file && !timer) timer = setTimeout(flush, options.writeDelayMs ?? 300);
    },
  };
}

export interface RecordingProxy {
  /** Base URL to give Sulky instead of the upstream's: same path, the proxy's origin. */
  url: string;
  target: string;
  close(): Promise<void>;
}

/** A proxy in front of one upstream base URL (e.g. https://api.example.it/wp-json/wp/v2). */
export async function startRecordingProxy(
  upstreamBaseUrl: string,
  recorder: HarRecorder,
  options: { host?: string; port?: number } = {},
): Promise<RecordingProxy> {
  const upstream = new URL(upstreamBaseUrl);
  /** This proxy's own origin, known once it listens. */
  let proxyOrigin = upstream.origin;
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: upstream.origin,
    changeOrigin: true,
    selfHandleResponse: true,
    on: {
      proxyReq: (proxyReq, req) => {
        // the body was read to record it: hand it on to the upstream
        const body = (req as RecordedRequest).recording?.body;
        if (body?.length) {
          proxyReq.setHeader("content-length", body.length);
          proxyReq.write(body);
        }
      },
      proxyRes: responseInterceptor(async (buffer, proxyRes, req) => {
        const recording = (req as RecordedRequest).recording!;
        const elapsed = Date.now() - recording.startedAt;
        const requestUrl = new URL(req.url ?? "/", upstream.origin);
        const requestType = req.headers["content-type"];
        const responseType = proxyRes.headers["content-type"] ?? "";
        const asText = buffer.length === 0 || TEXT_TYPES.test(responseType);
        recorder.add({
          startedDateTime: new Date(recording.startedAt).toISOString(),
          time: elapsed,
          request: {
            method: req.method ?? "GET",
            url: requestUrl.toString(),
            httpVersion: `HTTP/${req.httpVersion}`,
            cookies: [],
            headers: harHeaders(req.headers),
            queryString: [...requestUrl.searchParams].map(([name, value]) => ({ name, value })),
            ...(recording.body.length
              ? { postData: { mimeType: requestType ?? "application/octet-stream", text: recording.body.toString("utf8") } }
              : {}),
            headersSize: -1,
            bodySize: recording.body.length,
          },
          response: {
            status: proxyRes.statusCode ?? 0,
            statusText: proxyRes.statusMessage ?? "",
            httpVersion: `HTTP/${proxyRes.httpVersion}`,
            cookies: [],
            headers: harHeaders(proxyRes.headers),
            content: asText
              ? { size: buffer.length, mimeType: responseType, text: buffer.toString("utf8") }
              : { size: buffer.length, mimeType: responseType, text: buffer.toString("base64"), encoding: "base64" },
            redirectURL: proxyRes.headers.location ?? "",
            headersSize: -1,
            bodySize: buffer.length,
          },
          cache: {},
          timings: { send: 0, wait: elapsed, receive: 0 },
        });
        // The HAR keeps the upstream's own addresses; Sulky gets them on this proxy, so its media proxy
        // takes the pictures (CSP img-src 'self') and fetches them through here, recorded too.
        return asText && isTextAnswer(responseType)
          ? Buffer.from(moveOrigin(buffer.toString("utf8"), upstream.origin, proxyOrigin))
          : buffer;
      }),
      error: (error, _req, res) => {
        const response = res as ServerResponse;
        if (response.headersSent) return void response.destroy();
        response.statusCode = 502;
        response.setHeader("Content-Type", "application/json; charset=utf-8");
        response.end(JSON.stringify({ message: `Upstream non raggiungibile: ${(error as Error).message}` }));
      },
    },
  });
  const server = createServer((req, res) => {
    const startedAt = Date.now();
    readBody(req).then(
      (body) => {
        (req as RecordedRequest).recording = { body, startedAt };
        void proxy(req, res, () => {
          res.statusCode = 404;
          res.end();
        });
      },
      () => res.destroy(),
    );
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  proxyOrigin = `http://${host}:${port}`;
  const basePath = upstream.pathname.replace(/\/+$/, "");
  return {
    url: `http://${host}:${port}${basePath}`,
    target: upstreamBaseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
