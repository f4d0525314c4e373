# One image for every Dukkan service: the gateway and each subgraph differ only by the entry they run
# (docker-compose.yml sets `command:`; SERVICE_ENTRY is the default for a plain `docker run`).
# Stage 1 installs the workspaces from the lockfile; stage 2 builds the web app; stage 3 is what runs.
FROM node:22-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY subgraphs/shared/package.json subgraphs/shared/
COPY subgraphs/auth/package.json subgraphs/auth/
COPY subgraphs/store/package.json subgraphs/store/
COPY subgraphs/apps/package.json subgraphs/apps/
COPY subgraphs/data-source/package.json subgraphs/data-source/
COPY subgraphs/chat/package.json subgraphs/chat/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build --workspace @dukkan/web

FROM node:22-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
# TypeScript runs through tsx (a dev dependency), as in development: no separate compile step to drift.
COPY --from=build /app /app
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
ARG SERVICE_ENTRY=gateway/src/main.ts
ENV SERVICE_ENTRY=${SERVICE_ENTRY}
EXPOSE 4000
CMD ["sh", "-c", "exec node --import tsx --import ./scripts/compat/node20.mjs \"$SERVICE_ENTRY\""]
