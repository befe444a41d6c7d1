import { describe, expect, it } from "vitest";
import { UpstreamError } from "~/src/ports/upstream-error";
import { noteRouteError, outageStatus } from "~/views/outage-status.server";

const page = () => new Request("http://sulky.test/trotto/partenti");

describe("a page that failed because an upstream is out", () => {
  it("answers 503 when every route error is an upstream outage", () => {
    const request = page();
    noteRouteError(request, new UpstreamError("trotting", "unavailable", "503 on /api/v2/corse", 503));
    noteRouteError(request, new UpstreamError("content", "timeout", "too slow"));
    expect(outageStatus(request, 500)).toBe(503);
  });

  it("stays 500 for a bug, even beside an outage", () => {
    const request = page();
    noteRouteError(request, new UpstreamError("trotting", "timeout", "too slow"));
    noteRouteError(request, new TypeError("cannot read properties of undefined"));
    expect(outageStatus(request, 500)).toBe(500);
  });

  it("leaves any other status and a request without errors alone", () => {
    const request = page();
    noteRouteError(request, new UpstreamError("trotting", "not-found", "no such horse", 404));
    expect(outageStatus(request, 500)).toBe(500);
    expect(outageStatus(page(), 500)).toBe(500);
    const down = page();
    noteRouteError(down, new UpstreamError("trotting", "unavailable", "down"));
    expect(outageStatus(down, 200)).toBe(200);
  });
});
