# The static files' image: the built shell and remotes behind nginx, with the shell's HTML server
# (CSP, page hints, the live remotes.json) — `npm run start:prod` in its front-only mode
# (API_UPSTREAMS names the API instances; compose.yaml). It cannot be built on the CI machine (no
# Docker engine); every command below is one CI runs (.ci/run: npm install, npm run build:web,
# and start-prod's front-only mode in `npm run check:front-only`).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build:web

FROM node:24-bookworm-slim
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
# Promoted releases (docs/releasing.md): mount the release store at /app/.releases.
ENV NODE_ENV=production SKIP_BUILD=1 PROD_HOST=0.0.0.0 PROD_PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:8080/remotes.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "web-server/src/prod/start-prod.mjs"]
