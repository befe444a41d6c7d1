/**
 * The compose setup's nginx template (deploy/nginx.conf.template), read as the official image
 * renders it, checked by its directives (TLS, http → https, HSTS, forwarded headers, failover,
 * name) and by nginx itself (`nginx -t` in a scratch prefix, with a certificate from
 * deploy/self-signed-cert.mjs). tests/deploy/stack.test.ts runs it in front of two instances.
 * The `nginx -t` part is skipped only where nginx is not installed (.ci/run installs it).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forLocalNginx, nginxProgram, readTemplate, renderTemplate } from "../support/nginx";

const template = readTemplate();
const rendered = renderTemplate(template, { SULKY_HOST: "www.sulky.example", SULKY_HTTPS_PORT: "8443", SULKY_RESOLVER: "127.0.0.11" });
const compose = readFileSync(path.resolve("docker-compose.yml"), "utf8");

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

describe("deploy/nginx.conf.template directives", () => {
  const directives = rendered.replace(/#.*$/gm, "");
  const [plain, otherNames, tls] = serverBlocks(directives);

  it("fills in only the deployment's SULKY_ settings, as the image's template step does", () => {
    expect(template).toMatch(/\$\{SULKY_HOST\}/);
    expect(directives).not.toMatch(/\$\{/);
    // nginx's own variables are left for nginx.
    expect(directives).toContain("$request_uri");
    expect(compose).toContain("NGINX_ENVSUBST_FILTER: SULKY_");
    expect(compose).toContain("NGINX_ENVSUBST_OUTPUT_DIR: /etc/nginx");
    expect(compose).toContain("./deploy/nginx.conf.template:/etc/nginx/templates/nginx.conf.template:ro");
  });

  it("answers plain http with a permanent redirect to the site's own name and https port, nothing else", () => {
    expect(plain).toMatch(/listen 80\b/);
    expect(plain).toMatch(/return 301 https:\/\/www\.sulky\.example:8443\$request_uri;/);
    expect(plain).not.toMatch(/proxy_pass/);
  });

  it("serves the site under its own name only: other names get no TLS handshake", () => {
    expect(otherNames).toMatch(/listen 443 ssl default_server;/);
    expect(otherNames).toMatch(/ssl_reject_handshake on;/);
    expect(tls).toMatch(/server_name www\.sulky\.example;/);
  });

  it("terminates TLS 1.2/1.3 with HTTP/2 in the current syntax, and sends HSTS for two years on every answer", () => {
    expect(tls).toMatch(/listen 443 ssl;/);
    expect(tls).toMatch(/http2 on;/);
    expect(directives).not.toMatch(/listen [^;]*http2/);
    expect(tls).toMatch(/ssl_protocols TLSv1\.2 TLSv1\.3;/);
    expect(tls).toMatch(/ssl_certificate \/etc\/nginx\/certs\/sulky\.crt;/);
    expect(tls).toMatch(/add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;/);
    expect(tls).toMatch(/proxy_hide_header Strict-Transport-Security;/);
  });

  it("hands Sulky the Host with its port, the visitor's own address and the https scheme", () => {
    expect(tls).toMatch(/proxy_set_header Host \$http_host;/);
    expect(tls).toMatch(/proxy_set_header X-Forwarded-Host \$http_host;/);
    expect(tls).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(tls).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
  });

  it("re-resolves the instances and fails over at once from one that is stopped", () => {
    expect(directives).toMatch(/resolver 127\.0\.0\.11 valid=\d+s/);
    expect(directives).toMatch(/zone sulky_instances \d+k;/);
    const servers = [...directives.matchAll(/server (sulky-\d+):3000 resolve max_fails=1 fail_timeout=(\d+)s;/g)];
    expect(servers.map((match) => match[1])).toEqual(["sulky-1", "sulky-2"]);
    expect(tls).toMatch(/proxy_connect_timeout 1s;/);
    // Only connection failures move a request on (and count against an instance), never Sulky's own 5xx pages.
    expect(tls).toMatch(/proxy_next_upstream error timeout;/);
  });

  it("trusts exactly nginx in the compose file, and starts nginx only once both instances are healthy", () => {
    const nginxAddress = /ipv4_address: ([\d.]+)/.exec(compose)?.[1];
    expect(nginxAddress).toBeTruthy();
    expect(compose).toContain(`TRUST_PROXY: ${nginxAddress}`);
    expect(compose).toMatch(/SITE_URL: https:\/\/\$\{SULKY_HOST:-localhost\}:\$\{SULKY_HTTPS_PORT:-443\}/);
    for (const instance of ["sulky-1", "sulky-2"]) expect(compose).toMatch(new RegExp(`${instance}:\\n\\s+condition: service_healthy`));
    expect(compose).toMatch(/certs:\n\s+condition: service_completed_successfully/);
    const dockerfile = readFileSync(path.resolve("Dockerfile"), "utf8");
    expect(dockerfile).toMatch(/HEALTHCHECK [^\n]*--start-period=\d+s[^\n]*\/readyz/);
  });

  it("refuses to start without a session secret, and pulls nothing but base images", () => {
    expect(compose).toMatch(/SESSION_SECRET: \$\{SESSION_SECRET:\?[^}]+\}/);
    expect(compose).not.toMatch(/change-me/);
    const dockerfile = readFileSync(path.resolve("Dockerfile"), "utf8");
    expect(dockerfile).not.toMatch(/^# syntax=/m);
    expect([...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1])).toEqual(["node:24-bookworm-slim", "node:24-bookworm-slim"]);
    // The certificate is made without network, on the build stage: the alpine nginx image has no openssl.
    expect(compose).toMatch(/certs:\n\s+build:[\s\S]*?network_mode: none/);
  });
});

describe.skipIf(!nginxProgram)("deploy/nginx.conf.template under nginx -t", () => {
  let prefix: string;
  beforeAll(() => {
    prefix = mkdtempSync(path.join(tmpdir(), "sulky-nginx-"));
    mkdirSync(path.join(prefix, "logs"));
    const made = spawnSync(process.execPath, [path.resolve("deploy/self-signed-cert.mjs"), path.join(prefix, "certs")], {
      encoding: "utf8",
    });
    expect(made.status, made.stderr).toBe(0);
    const local = forLocalNginx(
      renderTemplate(template, { SULKY_HOST: "localhost", SULKY_HTTPS_PORT: "8443", SULKY_RESOLVER: "127.0.0.1" }),
      {
        prefix,
        httpPort: 8080,
        httpsPort: 8443,
        instances: ["127.0.0.1:3001", "127.0.0.1:3002"],
      },
    );
    if (!existsSync("/etc/nginx/mime.types")) writeFileSync(path.join(prefix, "mime.types"), "types { text/html html; }\n");
    writeFileSync(path.join(prefix, "nginx.conf"), local);
  });
  afterAll(() => {
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it("is a valid configuration, without warnings", () => {
    const check = spawnSync(
      nginxProgram!,
      ["-t", "-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", `pid ${path.join(prefix, "nginx.pid")}; error_log stderr;`],
      { encoding: "utf8" },
    );
    expect(check.stderr).toMatch(/syntax is ok/);
    expect(check.stderr).toMatch(/test is successful/);
    expect(check.stderr).not.toMatch(/\[warn\]/);
    expect(check.status).toBe(0);
  });

  it("keeps an existing certificate: the script never replaces a real one", () => {
    const certificate = path.join(prefix, "certs", "sulky.crt");
    const before = readFileSync(certificate, "utf8");
    cpSync(certificate, `${certificate}.copia`);
    const again = spawnSync(process.execPath, [path.resolve("deploy/self-signed-cert.mjs"), path.join(prefix, "certs")], {
      encoding: "utf8",
    });
    expect(again.status).toBe(0);
    expect(readFileSync(certificate, "utf8")).toBe(before);
  });
});
