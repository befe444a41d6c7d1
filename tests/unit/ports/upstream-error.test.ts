import { describe, expect, it } from "vitest";
import { isUpstreamError, UpstreamError } from "~/src/ports/upstream-error";

describe("isUpstreamError", () => {
  it("recognises an upstream error and its kind", () => {
    const error = new UpstreamError("trotting", "not-found", "HTTP 404", 404);
    expect(isUpstreamError(error)).toBe(true);
    expect(isUpstreamError(error, "not-found")).toBe(true);
    expect(isUpstreamError(error, "timeout")).toBe(false);
  });

  it("does not take a look-alike for one: one module graph, one class", () => {
    const lookAlike = Object.assign(new Error("x"), { name: "UpstreamError", kind: "timeout", upstream: "trotting" });
    expect(isUpstreamError(lookAlike)).toBe(false);
    expect(isUpstreamError(lookAlike, "timeout")).toBe(false);
  });

  it("rejects ordinary errors and non-errors", () => {
    expect(isUpstreamError(new Error("boom"))).toBe(false);
    expect(isUpstreamError({ kind: "timeout", name: "UpstreamError" })).toBe(false);
    expect(isUpstreamError(null)).toBe(false);
  });
});
