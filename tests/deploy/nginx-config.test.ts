/**
 * The compose setup's nginx config (deploy/nginx.conf), checked by nginx itself
 * (`nginx -t` in a scratch prefix, with a certificate from deploy/self-signed-cert.sh)
 * and by its directives: TLS, http → https, HSTS, the trusted proxy headers.
 * Skipped only where nginx is not installed (.ci/run installs it).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const nginx =
  ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate)) ??
  (spawnSync("nginx", ["-v"]).status === 0 ? "nginx" : undefined);
const config = readFileSync(path.resolve("deploy/nginx.conf"), "utf8");

/** The blocks `server { … }` of the config, as text. */
function serverBlocks(text: string): string[] {
  const blocks: string[] = [];
  for (let start = text.indexOf("server {"); start !== -1; start = text.indexOf("server {", start + 1)) {
    let depth = 0;
    for (let index = text.indexOf("{", start); index < text.length; index += 1) {
      if (text[index] === "{") depth += 1;
      if (text[index] === "}" && --depth === 0) {
        blocks.push(text.slice(start, index + 1));
        break;
      }
    }
  }
  return blocks;
}

describe("deploy/nginx.conf directives", () => {
  const [plain, tls] = serverBlocks(config.replace(/#.*$/gm, ""));

  it("answers plain http with a permanent redirect to the same host over https, nothing else", () => {
    expect(plain).toMatch(/listen 80\b/);
    expect(plain).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(plain).not.toMatch(/proxy_pass/);
  });

  it("terminates TLS 1.2/1.3 only and sends HSTS for two years on every answer", () => {
    expect(tls).toMatch(/listen 443 ssl/);
    expect(tls).toMatch(/ssl_protocols TLSv1\.2 TLSv1\.3;/);
    expect(tls).toMatch(/ssl_certificate \/etc\/nginx\/certs\/sulky\.crt;/);
    expect(tls).toMatch(/add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;/);
    expect(tls).toMatch(/proxy_hide_header Strict-Transport-Security;/);
  });

  it("hands Sulky the visitor's own address and the https scheme, overwriting what the visitor sent", () => {
    expect(tls).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(tls).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
  });

  it("trusts exactly nginx in the compose file", () => {
    const compose = readFileSync(path.resolve("docker-compose.yml"), "utf8");
    const nginxAddress = /ipv4_address: ([\d.]+)/.exec(compose)?.[1];
    expect(nginxAddress).toBeTruthy();
    expect(compose).toContain(`TRUST_PROXY: ${nginxAddress}`);
    expect(compose).toMatch(/SITE_URL: https:\/\//);
  });
});

describe.skipIf(!nginx)("deploy/nginx.conf under nginx -t", () => {
  let prefix: string;
  beforeAll(() => {
    prefix = mkdtempSync(path.join(tmpdir(), "sulky-nginx-"));
    mkdirSync(path.join(prefix, "logs"));
    const made = spawnSync("sh", [path.resolve("deploy/self-signed-cert.sh"), path.join(prefix, "certs")], { encoding: "utf8" });
    expect(made.status, made.stderr).toBe(0);
    // The same file with its absolute paths moved into the scratch prefix, and the instances'
    // compose host names (unknown outside compose) on loopback: nginx -t resolves them.
    const local = config
      .replaceAll("/etc/nginx/mime.types", existsSync("/etc/nginx/mime.types") ? "/etc/nginx/mime.types" : path.join(prefix, "mime.types"))
      .replaceAll("/etc/nginx/certs/", `${path.join(prefix, "certs")}/`)
      .replaceAll("/var/log/nginx/", `${path.join(prefix, "logs")}/`)
      .replace(/server sulky-\d+:3000/g, "server 127.0.0.1:3000");
    if (!existsSync("/etc/nginx/mime.types")) writeFileSync(path.join(prefix, "mime.types"), "types { text/html html; }\n");
    writeFileSync(path.join(prefix, "nginx.conf"), local);
  });
  afterAll(() => {
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it("is a valid configuration", () => {
    const check = spawnSync(
      nginx!,
      [
        "-t",
        "-p",
        prefix,
        "-c",
        path.join(prefix, "nginx.conf"),
        "-g",
        `pid ${path.join(prefix, "nginx.pid")}; error_log ${path.join(prefix, "logs", "error.log")};`,
      ],
      { encoding: "utf8" },
    );
    expect(check.stderr).toMatch(/syntax is ok/);
    expect(check.stderr).toMatch(/test is successful/);
    expect(check.status).toBe(0);
  });

  it("keeps an existing certificate: the script never replaces a real one", () => {
    const certificate = path.join(prefix, "certs", "sulky.crt");
    const before = readFileSync(certificate, "utf8");
    cpSync(certificate, `${certificate}.copia`);
    expect(spawnSync("sh", [path.resolve("deploy/self-signed-cert.sh"), path.join(prefix, "certs")]).status).toBe(0);
    expect(readFileSync(certificate, "utf8")).toBe(before);
  });
});
