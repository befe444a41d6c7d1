# syntax=docker/dockerfile:1
# Sulky: build the site, then run it with production dependencies only as a non-root user.
# Upstream URLs come from the environment (TROTTO_API_URL, CONTENT_API_URL, FANTASY_API_URL);
# any that is missing is served by the embedded fake, as with `npm start`.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY tsconfig.json ./
COPY src ./src
COPY adapters ./adapters
COPY fake-upstreams ./fake-upstreams
COPY scripts/start.ts ./scripts/start.ts
RUN mkdir -p fake-upstreams/fantasy/.state && chown -R node:node fake-upstreams/fantasy/.state
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "scripts/start.ts"]
