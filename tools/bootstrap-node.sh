#!/usr/bin/env bash
# Prints the bin directory of a Node 24 that works without root, installing it on first use.
# Usage: export PATH="$(bash tools/bootstrap-node.sh):$PATH"
# It leaves a machine alone (and prints nothing then) when its Node runs the site and its scripts: Node >= 22.12 for
# Astro, TypeScript run as it is (type stripping, on by default from Node 22.18) and module.registerHooks.
set -euo pipefail

NODE_VERSION="$(cat "$(dirname "$0")/../.nvmrc")"
PREFIX="${NODE_PREFIX:-$HOME/.cache/node-$NODE_VERSION}"

if command -v node >/dev/null 2>&1 && node -e '
  const [major, minor] = process.versions.node.split(".").map(Number);
  const site = major > 22 || (major === 22 && minor >= 12);
  const scripts = Boolean(process.features.typescript) && typeof require("node:module").registerHooks === "function";
  process.exit(site && scripts ? 0 : 1);
'; then
  exit 0
fi

if [ ! -x "$PREFIX/node_modules/.bin/node" ]; then
  # The node package on the npm registry ships the official binary for this platform.
  npm install --prefix "$PREFIX" --no-save --no-audit --no-fund "node@$NODE_VERSION" >&2
fi
echo "$PREFIX/node_modules/.bin"
