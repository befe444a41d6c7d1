# Sulky: build the site, then run the built server with plain node, production dependencies
# only, as a non-root user. Upstream URLs come from the environment (TROTTO_API_URL,
# CONTENT_API_URL, FANTASY_API_URL) and are mandatory: the image carries neither the fake
# upstreams nor json-server (they belong to development and QA, see the `build` stage).
# Nothing but the base image is fetched from a registry (no BuildKit frontend image).

FROM node:24-bookworm-slim AS build
WORKDIR /app
# patches/: what `npm ci` applies after installing (postinstall, patch-package; decision 040).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
# Fits a 512 MB container (docs/RESILIENCE.md, "Memory"): V8's heap capped at 256 MB (it otherwise keeps
# freed old-space pages committed). The page cache's 48 MB are buffers outside the heap; the soak holds
# about 210 MB resident under this cap.
ENV NODE_OPTIONS=--max-old-space-size=256
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional as well: TypeScript is a dev dependency and also an optional peer of React Router's
# server packages, and npm keeps such a package unless both kinds are omitted. No production dependency
# is optional. tests/deploy/runtime-dependencies.test.ts runs this same command and checks the result.
# --ignore-scripts: the postinstall patches a build tool (patch-package, a dev dependency), none of these.
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build/server ./build/server
COPY --from=build /app/build/client ./build/client
COPY scripts/start.js ./scripts/start.js
USER node
EXPOSE 3000
# Healthy = able to serve visitors (/readyz: 200 ready or degraded, 503 not ready or draining);
# /healthz stays the liveness check. The start period covers the first start.
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "scripts/start.js"]
