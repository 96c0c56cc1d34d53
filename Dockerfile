# syntax=docker/dockerfile:1
# Cuida's three images from one build: `--target gateway`, `--target storefront`, `--target sandbox`
# (docker-compose.yml builds each). Every stage starts from the official Node image, pinned by tag; the build stage
# holds the whole workspace with its development tools, and each final image only its production dependencies and
# build output, run as the image's unprivileged `node` user.
ARG NODE_IMAGE=node:20.20-bookworm-slim

# --- The workspace with every dependency, to build from ------------------------------------------------------------
# --prefer-offline: packages and their metadata come from npm's cache when a build lends it one (the container test
# does); without a cache, from the registry as usual.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --prefer-offline --no-audit --no-fund

FROM deps AS build
COPY . .
# next.config.ts fixes the allowed image hosts when it is built: the media host browsers reach.
ARG MEDIA_PUBLIC_URL
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone MEDIA_PUBLIC_URL=${MEDIA_PUBLIC_URL}
RUN npm run build:gateway && npm run build -w web

# --- Production dependencies of one workspace each -----------------------------------------------------------------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/

FROM manifests AS gateway-deps
RUN npm ci --prefer-offline --omit=dev --workspace gateway --no-audit --no-fund

FROM manifests AS sandbox-deps
RUN npm ci --prefer-offline --omit=dev --workspace sandbox --no-audit --no-fund

# --- Gateway: the esbuild bundle (gateway/dist) with its packages, the contracts and the trusted documents -----------
FROM ${NODE_IMAGE} AS gateway
ENV NODE_ENV=production GATEWAY_PORT=4000 GATEWAY_INTERNAL_PORT=9464 GATEWAY_INTERNAL_HOST=0.0.0.0
WORKDIR /app
COPY --from=gateway-deps /app ./
COPY --from=build /app/gateway/dist gateway/dist
COPY schema schema
COPY web/src/gql/persisted-documents.json web/src/gql/persisted-documents.json
USER node
EXPOSE 4000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/healthz').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The primary forks GATEWAY_WORKERS workers; SIGTERM stops accepting, lets in-flight requests finish, then exits.
STOPSIGNAL SIGTERM
CMD ["node", "gateway/dist/main.mjs"]

# --- Storefront: Next.js standalone output (server.js with the traced production packages) -------------------------
FROM ${NODE_IMAGE} AS storefront
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app/web/.next/standalone ./
COPY --from=build --chown=node:node /app/web/.next/static web/.next/static
# No public/ folder: the storefront's icons are app routes and its pictures come from the media host.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/robots.txt').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# next's server closes its listener on SIGTERM and exits once the requests it is serving are answered.
STOPSIGNAL SIGTERM
CMD ["node", "web/server.js"]

# --- Sandbox: the seeded upstream stand-ins, run from their TypeScript sources by tsx -------------------------------
FROM ${NODE_IMAGE} AS sandbox
ENV NODE_ENV=production SANDBOX_PORT=4010 IDENTITY_PORT=9229 SANDBOX_DATA_DIR=/data/pglite
WORKDIR /app
COPY --from=sandbox-deps /app ./
COPY schema schema
COPY sandbox/src sandbox/src
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4010 9229
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4010/healthz').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "sandbox/src/main.ts"]
