import type { SulkyLoadContext } from "~/src/application/load-context";

/**
 * The server's fields ride on React Router's RouterContextProvider (src/server/load-context.ts
 * builds it), as React Router's own guide to adopting middleware describes; values that route
 * middleware produces use typed contexts (createContext). docs/decisions/018-one-render-path.md
 */
declare module "react-router" {
  interface RouterContextProvider extends SulkyLoadContext {}
}
