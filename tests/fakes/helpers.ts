import { buildDataset } from "~/fake-upstreams/trotting/dataset";
import { TEST_TODAY } from "../support/today";

export { TEST_TODAY };
export const TEST_SEED = 4242;

export function testDataset() {
  return buildDataset({ seed: TEST_SEED, today: TEST_TODAY, publicUrl: "http://127.0.0.1:1" });
}

/** Minimal cookie jar + XSRF header, the way a Sanctum SPA client talks to the fantasy API. */
export class SanctumClient {
  private cookies = new Map<string, string>();
  constructor(private readonly baseUrl: string) {}

  get xsrf(): string | undefined {
    const raw = this.cookies.get("XSRF-TOKEN");
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const headers: Record<string, string> = { Accept: "application/json", Origin: "http://localhost:3000", ...extraHeaders };
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (method !== "GET" && this.xsrf !== undefined && !("X-XSRF-TOKEN" in extraHeaders)) headers["X-XSRF-TOKEN"] = this.xsrf;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair.indexOf("=");
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  }
}
