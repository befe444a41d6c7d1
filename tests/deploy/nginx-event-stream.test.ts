/**
 * The race day's event stream through the shipped nginx template (deploy/nginx.conf.template):
 * nginx runs it as rendered for local processes (tests/support/nginx.ts: ports, certificate and the
 * instances moved onto loopback) in front of a
 * stand-in instance that writes an event while the stream stays open; the event must reach the
 * reader at once, unbuffered, and uncompressed. Skipped only where nginx is not installed.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http, { type ServerResponse } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forLocalNginx, nginxProgram, readTemplate, renderTemplate } from "../support/nginx";

const template = readTemplate();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

describe("deploy/nginx.conf.template: the event stream's location", () => {
  it("passes each event on unbuffered and uncompressed, with a read timeout longer than Sulky's heartbeat", () => {
    const uncommented = template.replace(/#.*$/gm, "");
    expect(uncommented.match(/location \/eventi\//g)).toHaveLength(1);
    const location = /location \/eventi\/ \{([^}]*)\}/.exec(uncommented)?.[1] ?? "";
    expect(location).toMatch(/proxy_buffering off;/);
    expect(location).toMatch(/gzip off;/);
    const timeout = Number(/proxy_read_timeout (\d+)s;/.exec(location)?.[1]);
    // LIVE_HEARTBEAT_SECONDS defaults to 20 (src/config.ts)
    expect(timeout).toBeGreaterThanOrEqual(3 * 20);
    expect(location).toMatch(/proxy_pass http:\/\/sulky;/);
  });
});

describe.skipIf(!nginxProgram)("the event stream through nginx", () => {
  let prefix: string;
  let proxy: ChildProcess;
  let instance: http.Server;
  let tlsPort: number;
  const open: ServerResponse[] = [];

  beforeAll(async () => {
    // A stand-in instance: the stream's headers and first field, and nothing more until asked.
    instance = http.createServer((req, res) => {
      if (!req.url?.startsWith("/eventi/")) return void res.writeHead(404).end();
      res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store, no-transform" });
      res.write("retry: 5000\n\n");
      open.push(res);
    });
    await new Promise<void>((resolve) => instance.listen(0, "127.0.0.1", resolve));
    const instancePort = (instance.address() as AddressInfo).port;
    tlsPort = await freePort();
    const plainPort = await freePort();
    prefix = mkdtempSync(path.join(tmpdir(), "sulky-nginx-live-"));
    mkdirSync(path.join(prefix, "logs"));
    const made = spawnSync(process.execPath, [path.resolve("deploy/self-signed-cert.mjs"), path.join(prefix, "certs")], {
      encoding: "utf8",
    });
    expect(made.status, made.stderr).toBe(0);
    const local = forLocalNginx(
      renderTemplate(template, { SULKY_HOST: "localhost", SULKY_HTTPS_PORT: String(tlsPort), SULKY_RESOLVER: "127.0.0.1" }),
      // Both of the template's instances are the stand-in.
      { prefix, httpPort: plainPort, httpsPort: tlsPort, instances: [`127.0.0.1:${instancePort}`, `127.0.0.1:${instancePort}`] },
    );
    if (!existsSync("/etc/nginx/mime.types")) writeFileSync(path.join(prefix, "mime.types"), "types { text/html html; }\n");
    writeFileSync(path.join(prefix, "nginx.conf"), local);
    proxy = spawn(
      nginxProgram!,
      [
        "-p",
        prefix,
        "-c",
        path.join(prefix, "nginx.conf"),
        "-g",
        `daemon off; pid ${path.join(prefix, "nginx.pid")}; error_log ${path.join(prefix, "logs", "error.log")};`,
      ],
      { stdio: "ignore" },
    );
    for (const deadline = Date.now() + 10_000; ;) {
      const answered = await new Promise<boolean>((resolve) => {
        https
          .get({ host: "127.0.0.1", servername: "localhost", port: tlsPort, path: "/", rejectUnauthorized: false }, (res) => {
            res.resume();
            resolve(true);
          })
          .on("error", () => resolve(false));
      });
      if (answered) break;
      if (Date.now() > deadline) throw new Error("nginx did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    for (const res of open) res.end();
    if (proxy && proxy.exitCode === null) {
      proxy.kill("SIGTERM");
      await new Promise((resolve) => proxy.once("exit", resolve));
    }
    instance?.closeAllConnections();
    instance?.close();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it("hands an event to the reader while the stream stays open, not when it ends", async () => {
    let text = "";
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      https
        .get(
          {
            host: "127.0.0.1",
            servername: "localhost",
            port: tlsPort,
            path: "/eventi/corse/22112026",
            rejectUnauthorized: false,
            headers: { Host: `localhost:${tlsPort}`, Accept: "text/event-stream", "Accept-Encoding": "gzip" },
          },
          resolve,
        )
        .on("error", reject);
    });
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => (text += chunk));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    const waitFor = async (needle: string) => {
      for (const deadline = Date.now() + 2000; !text.includes(needle);) {
        if (Date.now() > deadline) throw new Error(`not through nginx within 2 s: ${JSON.stringify(needle)} (got ${JSON.stringify(text)})`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await waitFor("retry: 5000");
    open[0].write('id: 1\ndata: {"kind":"result"}\n\n');
    await waitFor('data: {"kind":"result"}');
    response.destroy();
  });
});
