# The API image: the compiled API (api/dist) on Node 24 LTS. compose.yaml runs it as the API
# instances (`node api/dist/server.js`) and as the job worker (`node api/dist/cli/worker.js`).
# It cannot be built on the CI machine (no Docker engine); every command below is one CI runs
# (.ci/run: npm install, npm run build -w api, and the compiled API under Node 24).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build -w api

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 OUTBOX_DIR=/app/.data/outbox
# The repository root is found by its package.json; the seed command reads api/fixtures.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/fixtures ./api/fixtures
# The development outbox when SMTP_URL is unset (mount a volume there to keep it).
RUN mkdir -p /app/.data/outbox && chown -R node /app/.data
USER node
EXPOSE 4000
# Readiness: /health answers 200 once the database is reachable (docs/operations.md §9).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.WORKER_METRICS_PORT||process.env.PORT)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "api/dist/server.js"]
