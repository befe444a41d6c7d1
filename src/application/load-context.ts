import type { UseCases } from "./use-cases";

/** What every route loader and action receives from the server for one request. */
export type SulkyLoadContext = {
  useCases: UseCases;
  cspNonce: string;
  requestId: string;
  site: { name: string; url: string };
};
