import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadAfterChunkFailure } from "./chunk-reload";

// After a release the hashed chunks of an open page may be gone: reload once.
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  reloadAfterChunkFailure();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
