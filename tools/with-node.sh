#!/usr/bin/env bash
# Runs a command with a Node new enough for the site and its TypeScript scripts (>= 22.18), fetching Node 24 without
# root when the machine's Node is older. Lets `npm start` and `npm test` work as they are on a machine with Node 20.
# Usage: bash tools/with-node.sh <command> [args...]
set -euo pipefail

node_bin="$(bash "$(dirname "$0")/bootstrap-node.sh")"
if [ -n "$node_bin" ]; then
  export PATH="$node_bin:$PATH"
  # Native addons must build against this Node's headers, not the machine's older ones.
  export npm_config_nodedir
  npm_config_nodedir="$(dirname "$(dirname "$(readlink -f "$node_bin/node")")")"
fi
exec "$@"
