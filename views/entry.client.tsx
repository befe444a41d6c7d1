import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { limitRouterModuleReloads, reloadAfterChunkFailure } from "./chunk-reload";

// After a release the hashed chunks of an open page may be gone: reload once.
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadAfterChunkFailure();
});

// React Router's own reload over a missing route module counts too: once per 60 seconds.
limitRouterModuleReloads();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
