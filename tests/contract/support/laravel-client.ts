/**
 * A Sanctum SPA client as bare as a contract needs: one cookie jar, the X-XSRF-TOKEN header from
 * the XSRF-TOKEN cookie, the site's Origin and Referer, and redirects never followed (a 302 is an
 * answer to assert, as it is for Sulky's own client).
 */
export type Exchange = { status: number; headers: Headers; text: string; json: unknown; setCookies: SetCookie[] };
export type SetCookie = { name: string; value: string; attributes: Record<string, string | true> };

export const SPA_ORIGIN = "http://127.0.0.1:3000";

export function parseSetCookie(line: string): SetCookie {
  const [pair, ...rest] = line.split(";");
  const index = pair.indexOf("=");
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const [key, ...value] = part.trim().split("=");
    if (key) attributes[key.toLowerCase()] = value.length ? value.join("=") : true;
  }
  return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim(), attributes };
}

export class LaravelClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly baseUrl: string,
    private readonly options: { origin?: string | null } = {},
  ) {}

  /** The token to send: the XSRF-TOKEN cookie, URL-decoded, exactly as the SPA's axios does. */
  get xsrf(): string | undefined {
    const raw = this.cookies.get("XSRF-TOKEN");
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  async request(method: "GET" | "POST", path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Exchange> {
    const origin = this.options.origin === undefined ? SPA_ORIGIN : this.options.origin;
    const headers: Record<string, string> = { Accept: "application/json", ...(origin ? { Origin: origin, Referer: `${origin}/` } : {}) };
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (method === "POST" && this.xsrf !== undefined) headers["X-XSRF-TOKEN"] = this.xsrf;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: { ...headers, ...extraHeaders },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of setCookies) this.cookies.set(cookie.name, cookie.value);
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json, setCookies };
  }

  post(path: string, body: unknown = {}, extraHeaders: Record<string, string> = {}): Promise<Exchange> {
    return this.request("POST", path, body, extraHeaders);
  }

  get(path: string): Promise<Exchange> {
    return this.request("GET", path);
  }
}

/** Laravel's encrypted cookie value: URL-encoded base64 of {iv, value, mac, tag}. */
export function looksEncrypted(value: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8")) as Record<string, unknown>;
    return typeof payload.iv === "string" && typeof payload.value === "string" && typeof payload.mac === "string";
  } catch {
    return false;
  }
}
