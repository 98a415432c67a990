# syntax=docker/dockerfile:1
# GKF Portal: one image for every machine (docs/deployment.md). Not built on the project's CI
# machines (they have no Docker); each step is the one `npm start` and CI run.

# ── 1. Everything needed to build: all workspaces' dependencies, then the web app ──────────
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Compilers for native modules when no prebuilt binary matches the platform (better-sqlite3).
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# The manifests first, so a change of source code reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── 2. The server's production dependencies only (no web tooling, browsers or bench) ──────
FROM build AS runtime-deps
RUN rm -rf node_modules packages/*/node_modules server/node_modules web/node_modules e2e/node_modules bench/node_modules \
  && npm ci --omit=dev --no-audit --no-fund --workspace server --workspace packages/contract

# ── 3. What runs: Node, the server's sources (run through tsx), the built web app ──────────
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/gkf \
    TRUST_PROXY=true
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=runtime-deps /app/package.json /app/package-lock.json /app/tsconfig.base.json ./
COPY --from=runtime-deps /app/packages/contract ./packages/contract
COPY --from=runtime-deps /app/server ./server
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /var/lib/gkf && chown node:node /var/lib/gkf
USER node
EXPOSE 3000
# The load balancer's check (docs/deployment.md); the image's own uses Node's fetch.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrates (under the migrator's lock, so replicas starting together are safe), then serves.
CMD ["node", "--import", "tsx", "server/src/main.ts"]
