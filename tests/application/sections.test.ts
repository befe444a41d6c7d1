import { describe, expect, it } from "vitest";
import { mainSection, optionalSection, unusableAsNull } from "~/src/application/sections";
import { UpstreamError } from "~/src/ports/upstream-error";

const failure = (kind: UpstreamError["kind"]) => Promise.reject(new UpstreamError("trotting", kind, kind));

describe("how a use case takes an upstream's failure", () => {
  it("mainSection: a not-found is null (the 404), an unreadable answer an empty section, an outage propagates", async () => {
    expect(await mainSection(Promise.resolve({ code: "1" }))).toEqual({ section: { code: "1" } });
    expect(await mainSection(failure("not-found"))).toBeNull();
    expect(await mainSection(failure("invalid-response"))).toEqual({ section: null });
    await expect(mainSection(failure("unavailable"))).rejects.toMatchObject({ kind: "unavailable" });
    await expect(mainSection(Promise.reject(new TypeError("bug")))).rejects.toBeInstanceOf(TypeError);
  });

  it("unusableAsNull: only an unreadable answer becomes null", async () => {
    expect(await unusableAsNull(failure("invalid-response"))).toBeNull();
    await expect(unusableAsNull(failure("timeout"))).rejects.toMatchObject({ kind: "timeout" });
    await expect(unusableAsNull(failure("not-found"))).rejects.toMatchObject({ kind: "not-found" });
  });

  it("optionalSection: any upstream failure leaves the section out, a bug does not", async () => {
    expect(await optionalSection(failure("unavailable"))).toBeNull();
    expect(await optionalSection(failure("not-found"))).toBeNull();
    await expect(optionalSection(Promise.reject(new TypeError("bug")))).rejects.toBeInstanceOf(TypeError);
  });
});
