import { describe, expect, it } from "vitest";
import { isUpstreamError, UpstreamError } from "../../../src/ports/upstream-error";

describe("isUpstreamError", () => {
  it("recognises an upstream error and its kind", () => {
    const error = new UpstreamError("trotting", "not-found", "HTTP 404", 404);
    expect(isUpstreamError(error)).toBe(true);
    expect(isUpstreamError(error, "not-found")).toBe(true);
    expect(isUpstreamError(error, "timeout")).toBe(false);
  });

  it("recognises one made by a second copy of the module (views and use cases in different module graphs)", () => {
    const foreign = Object.assign(new Error("x"), { kind: "timeout" });
    Object.defineProperty(foreign, Symbol.for("sulky.upstream-error"), { value: true });
    expect(isUpstreamError(foreign, "timeout")).toBe(true);
  });

  it("rejects ordinary errors and non-errors", () => {
    expect(isUpstreamError(new Error("boom"))).toBe(false);
    expect(isUpstreamError({ kind: "timeout", name: "UpstreamError" })).toBe(false);
    expect(isUpstreamError(null)).toBe(false);
  });
});
