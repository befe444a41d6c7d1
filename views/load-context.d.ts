import type { SulkyLoadContext } from "~/src/application/load-context";

declare module "react-router" {
  interface AppLoadContext extends SulkyLoadContext {}
}
