import { z } from "zod";
import type { FantasyPort } from "../../src/ports/fantasy-port";
import type { UpstreamClient } from "../http/upstream-client";

export function createFantasyAdapter(client: UpstreamClient): FantasyPort {
  return {
    async ping() {
      const response = await client.request({ path: "/sanctum/csrf-cookie" }, z.unknown());
      return response.status < 300;
    },
  };
}
