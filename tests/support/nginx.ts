import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The local nginx program, when installed (.ci/run installs Debian's). */
export const nginxProgram =
  ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate)) ??
  (spawnSync("nginx", ["-v"]).status === 0 ? "nginx" : undefined);

/** Its version as [major, minor, patch] (`nginx -v` writes to stderr). */
export function nginxVersion(): [number, number, number] | undefined {
  if (!nginxProgram) return undefined;
  const match = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(spawnSync(nginxProgram, ["-v"], { encoding: "utf8" }).stderr);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

const atLeast = (version: [number, number, number], wanted: [number, number, number]) => {
  for (let index = 0; index < 3; index++) if (version[index] !== wanted[index]) return version[index] > wanted[index];
  return true;
};

export const NGINX_TEMPLATE = path.resolve("deploy/nginx.conf.template");

/**
 * The template as the official nginx image renders it (NGINX_ENVSUBST_FILTER=SULKY_): each
 * `${SULKY_…}` with its value; every other `$name` is nginx's and stays.
 */
export function renderTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{(SULKY_\w*)\}/g, (whole, name: string) => values[name] ?? whole);
}

export type LocalNginxOptions = {
  /** Scratch folder: certificates in certs/, logs in logs/. */
  prefix: string;
  httpPort: number;
  httpsPort: number;
  /** The instances' addresses, in the template's order (sulky-1, sulky-2, …). */
  instances: string[];
};

/**
 * The rendered config for plain processes on this machine: ports on loopback, files in the
 * scratch folder, the instances' addresses instead of their compose names. Where the local
 * nginx is older than the image's, its two newer syntaxes are written the older way: `http2 on`
 * (1.25.1) as a `listen … http2` flag, and the upstream `resolve` parameter (1.27.3), which
 * addresses need no more, dropped. Everything else is the shipped file as it is.
 */
export function forLocalNginx(rendered: string, options: LocalNginxOptions): string {
  const version = nginxVersion() ?? [0, 0, 0];
  let local = rendered
    .replaceAll(
      "/etc/nginx/mime.types",
      existsSync("/etc/nginx/mime.types") ? "/etc/nginx/mime.types" : path.join(options.prefix, "mime.types"),
    )
    .replaceAll("/etc/nginx/certs/", `${path.join(options.prefix, "certs")}/`)
    .replaceAll("/var/log/nginx/", `${path.join(options.prefix, "logs")}/`)
    .replace(/listen \[::\]:\d+[^;]*;\n\s*/g, "")
    .replace(/listen 80\b/g, `listen 127.0.0.1:${options.httpPort}`)
    .replace(/listen 443\b/g, `listen 127.0.0.1:${options.httpsPort}`);
  let instance = 0;
  local = local.replace(/server sulky-\d+:3000/g, () => `server ${options.instances[instance++]}`);
  if (instance !== options.instances.length)
    throw new Error(`the template lists ${instance} instances, the test ${options.instances.length}`);
  if (!atLeast(version, [1, 25, 1])) {
    local = local.replace(/\n\s*http2 on;/g, "").replace(/listen (127\.0\.0\.1:\d+) ssl;/g, "listen $1 ssl http2;");
  }
  if (!atLeast(version, [1, 27, 3])) local = local.replace(/ resolve(?= )/g, "");
  return local;
}

export function readTemplate(): string {
  return readFileSync(NGINX_TEMPLATE, "utf8");
}
