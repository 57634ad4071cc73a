# Questline's image (README "Several instances", ADR 0136): the web app and the server built from this checkout,
# run with the server's production dependencies only, as the unprivileged `node` user.
#   docker build -t questline .            (NODE_VERSION: 22 by default, 24 with --build-arg NODE_VERSION=24)
ARG NODE_VERSION=22

# Every dependency, then the web app and the server's bundle (npm run build).
FROM node:${NODE_VERSION}-trixie AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
RUN npm run build

# The server's own production dependencies: native addons (SQLite, argon2, canvas) are built or fetched here for the
# same Node and C library as the runtime below, which has no compiler.
FROM node:${NODE_VERSION}-trixie AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace=@questline/server

FROM node:${NODE_VERSION}-trixie-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=production-dependencies /app ./
COPY --from=build /src/apps/server/assets ./apps/server/assets
COPY --from=build /src/apps/server/dist ./apps/server/dist
COPY --from=build /src/apps/web/dist ./apps/web/dist
# DATA_DIR: the embedded database when DATABASE_URL is unset, uploads under way, and files with FILE_STORAGE=disk
# (files/, a volume several instances share in docker-compose.yml). A new volume takes this ownership.
RUN mkdir -p /data/files /data/uploads && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Liveness: the process answers. GET /prod-api/ready also says whether the database and Redis do.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/prod-api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: requests in flight finish (up to 10 s), sockets are told to reconnect, waiting mail goes out, the database
# closes (ADR 0136); give the container 20 s (`docker stop -t 20`, stop_grace_period in docker-compose.yml).
STOPSIGNAL SIGTERM
# File operations and answer compression share libuv's pool; four threads queued an upload's file steps (ADR 0153).
ENV UV_THREADPOOL_SIZE=16
CMD ["node", "--max-semi-space-size=4", "apps/server/dist/main.js"]
