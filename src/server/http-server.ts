import { createServer, IncomingMessage, ServerResponse, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { AppConfig } from "../config";
import { markHeadersTooLarge } from "./limits";

/**
 * The HTTP server around the Express app. A slow client cannot hold a connection for ever.
 *
 * Oversized headers (a 20 KB address) cannot be read into a request, so no route can run: Node
 * would send a bare 431. Sulky answers with its own Italian error page instead, rendered through
 * the one render path like every refusal (decision 018): a stand-in GET of the home address,
 * marked so that the first check refuses it with 431 (`headersTooLargeGuard` in limits.ts).
 *
 * CONNECT asks for a tunnel, not a page: Node hands such a request to a `connect` listener
 * and, without one, closes the connection with no answer. Sulky answers it like any other
 * method it does not take (limits.ts): the site's 405 page, then the connection closes.
 */
export function createHttpServer(app: RequestListener, config: Pick<AppConfig, "limits">): Server {
  const server = createServer({ maxHeaderSize: config.limits.maxHeaderBytes }, app);
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.on("connect", (req: IncomingMessage, socket: Socket) => {
    // The address of a CONNECT is a host and port, not a path: the refusal is the site's, for its home address.
    req.url = "/";
    answerOnSocket(app, req, socket);
  });
  // Node's own answers for the other client errors, as it gives them when nobody listens.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten > 0) return socket.destroy();
    if (error.code === "HPE_HEADER_OVERFLOW") return answerOnSocket(app, headersTooLargeStandIn(socket), socket);
    const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? "408 Request Timeout" : "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
  });
  return server;
}

/** A GET of the home address that stands for a request whose headers were too large to read. */
function headersTooLargeStandIn(socket: Socket): IncomingMessage {
  const req = new IncomingMessage(socket);
  req.method = "GET";
  req.url = "/";
  req.httpVersion = "1.1";
  req.headers = { host: socket.localAddress && socket.localPort ? `${hostOf(socket.localAddress)}:${socket.localPort}` : "localhost" };
  markHeadersTooLarge(req);
  req.push(null);
  return req;
}

function hostOf(address: string): string {
  const plain = address.replace(/^::ffff:/, "");
  return plain.includes(":") ? `[${plain}]` : plain;
}

/** Answers a request the server handed over (or never parsed) on its socket, then closes the connection. */
function answerOnSocket(app: RequestListener, req: IncomingMessage, socket: Socket) {
  socket.on("error", () => socket.destroy());
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
