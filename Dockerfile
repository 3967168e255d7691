# syntax=docker/dockerfile:1
# The dashboard's container image: the release (npm run build:release) on Node, run by a non-root
# user, its data in the /data volume. Build: `podman build --format docker -t fireworks-dashboard .`
# (or docker build). Run: see "Deployment" in the README; compose.yaml pairs it with PostgreSQL.
# BASE is the official Node 22 LTS image; a machine that reaches no image registry passes a local
# one made from Debian's packages (scripts/image/make-local-base.sh).
ARG BASE=node:22-bookworm-slim

# The build: every package (the build tools too), the release built into dist/, then the
# development packages pruned away. better-sqlite3 compiles here when no prebuilt binary downloads.
FROM ${BASE} AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
WORKDIR /src
COPY package.json package-lock.json ./
COPY server/package.json server/
# Behind a TLS-inspecting proxy, pass its CA bundle as the build secret `ca`
# (--secret id=ca,src=/etc/ssl/certs/ca-certificates.crt); it is used for this step only.
RUN --mount=type=secret,id=ca \
    if [ -s /run/secrets/ca ]; then export npm_config_cafile=/run/secrets/ca NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm ci || npm install
COPY . .
RUN npm run build:release \
 && npm prune --omit=dev \
 && rm -rf dist/types dist/*.map dist/autoload/*.map dist/server/*.map

# What runs: Node, the pruned packages and the release. No compiler, tsx, Vite, tsup or browser.
FROM ${BASE}
RUN groupadd --system --gid 1001 fireworks \
 && useradd --system --uid 1001 --gid fireworks --home-dir /app --no-create-home fireworks \
 && mkdir -p /data \
 && chown fireworks:fireworks /data
WORKDIR /app
COPY --from=build /src/package.json ./package.json
COPY --from=build /src/server/package.json ./server/package.json
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/dist ./dist
COPY --from=build /src/public ./public
COPY --from=build /src/examples/html ./examples/html
# The official images set PATH; a base imported from a root file system (make-local-base.sh) has none.
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787 \
    FW_DATA_DIR=/data
USER fireworks
VOLUME ["/data"]
EXPOSE 8787
# Liveness: /api/health answers from the moment the port opens (readiness is /api/ready).
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/start.js"]
