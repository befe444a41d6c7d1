import { describe, expect, it } from "vitest";
import { failureOf } from "~/src/application/failures";
import { UpstreamError } from "~/src/ports/upstream-error";

describe("a use case's failure in Sulky's terms", () => {
  it("calls a missing record missing, any other upstream trouble unavailable, and a bug no failure", () => {
    expect(failureOf(new UpstreamError("trotting", "not-found", "404 on /api/v1/cavalli/1", 404))).toBe("missing");
    expect(failureOf(new UpstreamError("content", "timeout", "timeout"))).toBe("unavailable");
    expect(failureOf(new UpstreamError("trotting", "unavailable", "503", 503))).toBe("unavailable");
    expect(failureOf(new TypeError("bug"))).toBeNull();
  });
});
