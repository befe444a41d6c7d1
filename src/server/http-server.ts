import { createServer, ServerResponse, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { AppConfig } from "../config";

/**
 * The HTTP server around the Express app. Oversized headers (a 20 KB address) are refused before
 * any of Sulky's code runs, with a short Italian page (Node would send a bare 431: the request was
 * never read, so the render path cannot answer it); a slow client cannot hold a connection for ever.
 *
 * CONNECT asks for a tunnel, not a page: Node hands such a request to a `connect` listener
 * and, without one, closes the connection with no answer. Sulky answers it like any other
 * method it does not take (limits.ts): the site's 405 page, then the connection closes.
 */
export function createHttpServer(app: RequestListener, config: Pick<AppConfig, "limits"> & Partial<Pick<AppConfig, "siteName">>): Server {
  const server = createServer({ maxHeaderSize: config.limits.maxHeaderBytes }, app);
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.on("connect", (req: IncomingMessage, socket: Socket) => answerWithoutTunnel(app, req, socket));
  const tooLarge = headersTooLargePage(config.siteName ?? "Sulky");
  // Node's own answers for the other client errors, as it gives them when nobody listens.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten > 0) return socket.destroy();
    if (error.code === "HPE_HEADER_OVERFLOW") return socket.end(tooLarge);
    const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? "408 Request Timeout" : "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  });
  return server;
}

/** The whole 431 answer: a page that says in Italian what went wrong and leads home. */
export function headersTooLargePage(siteName: string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const body =
    `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Richiesta troppo lunga | ${escape(siteName)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
    `<h1>Richiesta troppo lunga</h1><p>L'indirizzo della pagina o i dati inviati dal browser sono troppo lunghi per essere letti.</p>` +
    `<p>Controlla l'indirizzo, oppure cancella i cookie del sito e riprova.</p><p><a href="/">Torna alla home</a></p></body></html>`;
  return (
    "HTTP/1.1 431 Request Header Fields Too Large\r\n" +
    "Content-Type: text/html; charset=utf-8\r\n" +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    "Cache-Control: no-store\r\n" +
    "X-Content-Type-Options: nosniff\r\n" +
    "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'\r\n" +
    "Connection: close\r\n\r\n" +
    body
  );
}

function answerWithoutTunnel(app: RequestListener, req: IncomingMessage, socket: Socket) {
  socket.on("error", () => socket.destroy());
  // The address of a CONNECT is a host and port, not a path: the refusal is the site's, for its home address.
  req.url = "/";
  const res = new ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket);
  // The server stopped listening to this socket when it handed it over: its drains are the answer's.
  socket.on("drain", () => res.emit("drain"));
  res.on("finish", () => {
    res.detachSocket(socket);
    socket.end();
  });
  app(req, res);
}
