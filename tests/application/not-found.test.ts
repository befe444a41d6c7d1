import { describe, expect, it } from "vitest";
import { nullIfNotFound } from "../../src/application/not-found";
import { UpstreamError } from "../../src/ports/upstream-error";

describe("nullIfNotFound", () => {
  it("passes an answer through", async () => {
    expect(await nullIfNotFound(Promise.resolve({ code: "1" }))).toEqual({ code: "1" });
  });

  it("turns an upstream not-found into null", async () => {
    expect(await nullIfNotFound(Promise.reject(new UpstreamError("trotting", "not-found", "HTTP 404", 404)))).toBeNull();
  });

  it("lets every other failure through", async () => {
    await expect(nullIfNotFound(Promise.reject(new UpstreamError("trotting", "unavailable", "HTTP 503", 503)))).rejects.toMatchObject({ kind: "unavailable" });
    await expect(nullIfNotFound(Promise.reject(new TypeError("bug")))).rejects.toBeInstanceOf(TypeError);
  });
});
