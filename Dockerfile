# syntax=docker/dockerfile:1
# Platewise container: build stage (all dependencies, `pnpm build`), production dependencies stage,
# and a runtime stage with plain node, the built client and the compiled server.
# scripts/check-production-build.sh repeats these steps without Docker in CI: change it with this file.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS pnpm
ARG PNPM_VERSION=12.21.0
ENV CI=true
RUN npm install --global --no-fund --no-audit pnpm@${PNPM_VERSION}
WORKDIR /app

FROM pnpm AS build
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

FROM pnpm AS production-dependencies
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm install --prod --frozen-lockfile

FROM ${NODE_IMAGE} AS runtime
# PUBLIC_ORIGIN has no default: the address people open is known only at `docker run -e PUBLIC_ORIGIN=…`,
# and the server refuses to start without it. The health check below asks on 127.0.0.1, which any Host may.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    PGLITE_DIR=/data/pglite
WORKDIR /app
# The application files stay owned by root: the server can read them, never change them.
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# The embedded database (used when DATABASE_URL is unset) lives in a volume the server may write.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as process 1 and stops gracefully on SIGTERM (docker stop): in-flight requests finish first.
CMD ["node", "dist-server/src-server/main.js"]
