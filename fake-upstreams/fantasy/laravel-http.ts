import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Response } from "express";

/**
 * What Laravel's HTTP layer does around the game's routes, as the real peer shows it
 * (peers/laravel, tests/contract/fantasy.test.ts): cookies encrypted with the app key in
 * Laravel's format, rate limiters counting per key from the first hit, and its JSON errors.
 */

/** Laravel's encrypted value: base64 of {iv, value, mac, tag}, AES-256-CBC with an HMAC-SHA256 over iv and value. */
export class CookieEncrypter {
  private readonly key = randomBytes(32);

  encrypt(plain: string): string {
    const iv = randomBytes(16);
    const cipher = createCipheriv("aes-256-cbc", this.key, iv);
    const value = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
    const ivText = iv.toString("base64");
    const mac = createHmac("sha256", this.key)
      .update(ivText + value)
      .digest("hex");
    return Buffer.from(JSON.stringify({ iv: ivText, value, mac, tag: "" })).toString("base64");
  }

  /** The plain value, or null for anything this key did not encrypt (tampered, foreign, garbage). */
  decrypt(payload: string | undefined): string | null {
    if (!payload) return null;
    try {
      const { iv, value, mac } = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Record<string, string>;
      const expected = createHmac("sha256", this.key)
        .update(iv + value)
        .digest();
      const given = Buffer.from(String(mac), "hex");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const decipher = createDecipheriv("aes-256-cbc", this.key, Buffer.from(iv, "base64"));
      return Buffer.concat([decipher.update(value, "base64"), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }
}

/** Laravel's RateLimiter: a key's hits count in a window that starts at its first hit. */
export class RateLimiter {
  private readonly windows = new Map<string, { hits: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit; the answer says whether it is over `limit` and how long until the window ends. */
  hit(key: string, limit: number, windowMs = 60_000): { allowed: boolean; remaining: number; retryAfterSeconds: number } {
    const current = this.windows.get(key);
    const window = current && current.resetAt > this.now() ? current : { hits: 0, resetAt: this.now() + windowMs };
    this.windows.set(key, window);
    const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
    if (window.hits >= limit) return { allowed: false, remaining: 0, retryAfterSeconds };
    window.hits += 1;
    return { allowed: true, remaining: limit - window.hits, retryAfterSeconds };
  }
}

/** Laravel's JSON errors (debug off). Framework messages stay in English, as on a stock install. */
export const LARAVEL_MESSAGES = {
  invalid: "The given data was invalid.",
  unauthenticated: "Unauthenticated.",
  csrf: "CSRF token mismatch.",
  throttled: "Too Many Attempts.",
  credentials: "These credentials do not match our records.",
  required: (attribute: string) => `The ${attribute} field is required.`,
  email: (attribute: string) => `The ${attribute} must be a valid email address.`,
  taken: (attribute: string) => `The ${attribute} has already been taken.`,
  minString: (attribute: string, min: number) => `The ${attribute} must be at least ${min} characters.`,
  maxString: (attribute: string, max: number) => `The ${attribute} must not be greater than ${max} characters.`,
  confirmed: (attribute: string) => `The ${attribute} confirmation does not match.`,
  invalidChoice: (attribute: string) => `The selected ${attribute} is invalid.`,
};

export function validationError(res: Response, errors: Record<string, string[]>): void {
  res.status(422).json({ message: LARAVEL_MESSAGES.invalid, errors });
}

/** Symfony's exceptions rendered by Laravel come pretty-printed; the others as plain JSON. */
export function httpError(res: Response, status: number, message: string, headers: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res
    .status(status)
    .type("application/json")
    .send(JSON.stringify({ message }, null, 4));
}
