# Keel's image: build everything in one stage, then a runtime stage with only the compiled
# server, the built web app and the API's production dependencies, run as the unprivileged
# `node` user with the data folder as a volume. scripts/verify-deploy.sh runs the same steps
# without a container (CI cannot reach an image registry, so CI does not build this image).
# Build: docker build -t keel .      Run: docker compose up (compose.yaml)

FROM node:20-bookworm-slim AS build
WORKDIR /src
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/stage-deploy.mjs /out

FROM node:20-bookworm-slim AS runtime
# pg_dump/pg_restore for `keel backup` and `keel restore` on PostgreSQL (Debian 12 ships 15:
# use a PostgreSQL server of version 15 or older, or install a newer client here).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /out ./
RUN npm ci --omit=dev --workspace=@keel/api --no-audit --no-fund && npm cache clean --force \
  && mkdir -p /data && chown node:node /data
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    PATH=/app/node_modules/.bin:$PATH
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Plain node on the compiled output; `docker compose exec keel keel check` runs the admin CLI.
CMD ["node", "apps/api/dist/server.mjs"]
