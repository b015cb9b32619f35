#!/usr/bin/env bash
# Builds the app into <dir>/dist (client and server) instead of ./dist, for an e2e run that must not share
# ./dist with another build in progress: E2E_SERVER=<dir>/dist/server/server.js npx playwright test …
# <dir> must sit one level below the project root (the server finds drizzle/ and node_modules from there).
set -euo pipefail
dir=${1:?usage: scripts/build/e2e-build.sh <dir>}
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=$(realpath -m "$dir")
cd "$root"
npx vite build --outDir "$dir/dist/client" --emptyOutDir --logLevel warn
npx tsx scripts/build/server.ts "$dir/dist/server"
ln -sfn "$root/drizzle" "$dir/drizzle"
