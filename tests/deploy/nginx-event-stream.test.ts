/**
 * The live race day's event stream through the shipped nginx config (deploy/nginx.conf): nginx
 * runs the same file (ports, certificate and the instances moved onto loopback) in front of a
 * stand-in instance that writes an event while the stream stays open; the event must reach the
 * reader at once, unbuffered, and uncompressed. Skipped only where nginx is not installed.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http, { type ServerResponse } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const nginx =
  ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate)) ??
  (spawnSync("nginx", ["-v"]).status === 0 ? "nginx" : undefined);
const config = readFileSync(path.resolve("deploy/nginx.conf"), "utf8");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

describe("deploy/nginx.conf: the event stream's location", () => {
  it("passes each event on unbuffered and uncompressed, with a read timeout longer than Sulky's heartbeat", () => {
    const location = /location \/eventi\/ \{([^}]*)\}/.exec(config.replace(/#.*$/gm, ""))?.[1] ?? "";
    expect(location).toMatch(/proxy_buffering off;/);
    expect(location).toMatch(/gzip off;/);
    const timeout = Number(/proxy_read_timeout (\d+)s;/.exec(location)?.[1]);
    // LIVE_HEARTBEAT_SECONDS defaults to 20 (src/config.ts)
    expect(timeout).toBeGreaterThanOrEqual(3 * 20);
    expect(location).toMatch(/proxy_pass http:\/\/sulky;/);
  });
});

describe.skipIf(!nginx)("the event stream through nginx", () => {
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
    const made = spawnSync("sh", [path.resolve("deploy/self-signed-cert.sh"), path.join(prefix, "certs")], { encoding: "utf8" });
    expect(made.status, made.stderr).toBe(0);
    const local = config
      .replaceAll("/etc/nginx/mime.types", existsSync("/etc/nginx/mime.types") ? "/etc/nginx/mime.types" : path.join(prefix, "mime.types"))
      .replaceAll("/etc/nginx/certs/", `${path.join(prefix, "certs")}/`)
      .replaceAll("/var/log/nginx/", `${path.join(prefix, "logs")}/`)
      .replace(/server sulky-\d+:3000/g, `server 127.0.0.1:${instancePort}`)
      .replace(/listen \[::\]:\d+[^;]*;/g, "")
      .replace(/listen 443 /, `listen 127.0.0.1:${tlsPort} `)
      .replace(/listen 80 /, `listen 127.0.0.1:${plainPort} `);
    if (!existsSync("/etc/nginx/mime.types")) writeFileSync(path.join(prefix, "mime.types"), "types { text/html html; }\n");
    writeFileSync(path.join(prefix, "nginx.conf"), local);
    proxy = spawn(
      nginx!,
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
          .get({ host: "127.0.0.1", port: tlsPort, path: "/", rejectUnauthorized: false }, (res) => {
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
            port: tlsPort,
            path: "/eventi/corse/22112026",
            rejectUnauthorized: false,
            headers: { Accept: "text/event-stream", "Accept-Encoding": "gzip" },
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
