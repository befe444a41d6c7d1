import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveFake } from "~/fake-upstreams/shared/serve";
import type { RunningFake } from "~/fake-upstreams/shared/types";

/** One HTTP/1.1 request on an open socket; resolves with the status line of the answer. */
function ask(socket: Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (!received.includes("\r\n\r\n")) return;
      socket.off("data", onData).off("close", onClose);
      resolve(received.split("\r\n")[0]);
    };
    const onClose = () => reject(new Error(`connection closed before the answer to ${path}`));
    socket.on("data", onData).once("close", onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: fake\r\nConnection: keep-alive\r\n\r\n`);
  });
}

describe("the fakes' HTTP server", () => {
  let fake: RunningFake;
  const forgotten: string[] = [];
  beforeAll(async () => {
    fake = await serveFake("content", { port: 0, quiet: true }, "", ({ faults, onFresh }) => {
      onFresh(() => void forgotten.push("state"));
      return (req, res) =>
        faults.middleware(req, res, () => {
          res.setHeader("Content-Length", "2");
          res.end("ok");
        });
    });
  });
  afterAll(() => fake?.close());

  it("leaves an idle keep-alive connection to its client, past Node's default (closed at about 6 s)", async () => {
    // A client in the same process whose event loop was blocked longer than the server's
    // keep-alive timeout reused the connection just as the server closed it: ECONNRESET.
    const socket = connect(Number(new URL(fake.origin).port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    try {
      expect(await ask(socket, "/one")).toBe("HTTP/1.1 200 OK");
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(socket.destroyed).toBe(false);
      expect(await ask(socket, "/two")).toBe("HTTP/1.1 200 OK");
    } finally {
      socket.destroy();
    }
  }, 15_000);

  it("starts fresh on request: no fault rule, no count, no state a client wrote", async () => {
    const control = (path: string, init?: RequestInit) => fetch(`${fake.origin}/__fake/${path}`, init);
    await control("faults", { method: "POST", body: JSON.stringify({ path: "^/a", fault: "503" }) });
    expect((await fetch(`${fake.origin}/a`)).status).toBe(503);
    expect(((await (await control("requests")).json()) as { byPath: Record<string, number> }).byPath["/a"]).toBe(1);

    expect((await control("fresh", { method: "POST" })).status).toBe(200);
    expect(forgotten).toEqual(["state"]);
    expect(await (await control("faults")).json()).toEqual({ rules: [] });
    expect(await (await control("requests")).json()).toEqual({ total: 0, byPath: {} });
    expect((await fetch(`${fake.origin}/a`)).status).toBe(200);
  });
});
