import { createServer, ServerResponse, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { AppConfig } from "../config";

/**
 * The HTTP server around the Express app. Oversized headers get Node's own 431 before any
 * of Sulky's code runs; a slow client cannot hold a connection for ever.
 *
 * CONNECT asks for a tunnel, not a page: Node hands such a request to a `connect` listener
 * and, without one, closes the connection with no answer. Sulky answers it like any other
 * method it does not take (limits.ts): the site's 405 page, then the connection closes.
 */
export function createHttpServer(app: RequestListener, config: Pick<AppConfig, "limits">): Server {
  const server = createServer({ maxHeaderSize: config.limits.maxHeaderBytes }, app);
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.on("connect", (req: IncomingMessage, socket: Socket) => answerWithoutTunnel(app, req, socket));
  return server;
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
