#!/usr/bin/env bash
# Installs what the real-VS-Code test (`npm run test:vscode`) needs, offline-friendly and
# idempotent: Debian's chromium, ripgrep and libkrb5-dev; code-server (VS Code in the browser)
# into a cache directory; the npm workspace's own dev dependencies (playwright-core, vsce, …).
# Nothing is installed globally and nothing is downloaded outside the package registries.
#
#   ERRLANG_VSCODE_TEST_CACHE  where code-server goes (default ~/.cache/errlang/vscode-test)
#
# See docs/extension.md ("Tests") and shared/notes/real-vscode-testing.md for the why of each step.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CODE_SERVER_VERSION=4.100.3          # newer code-server needs Node 24
RIPGREP_PKG_VERSION=1.15.11          # @vscode/ripgrep version that code-server 4.100.3 pins
RIPGREP_VERSION=v13.0.0-10           # the ripgrep build that @vscode/ripgrep 1.15.11 fetches
CACHE=${ERRLANG_VSCODE_TEST_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/errlang/vscode-test}

log() { printf 'setup-vscode-test: %s\n' "$*" >&2; }

# 1. Debian packages (only the missing ones).
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v rg >/dev/null 2>&1 || missing+=(ripgrep)
dpkg -s libkrb5-dev >/dev/null 2>&1 || missing+=(libkrb5-dev)
if ((${#missing[@]})); then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO=sudo
  log "apt-get install ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# 2. Node: code-server 4.100.3 runs on Node 20.
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" != 20 ]; then
  log "warning: Node $node_major found; code-server $CODE_SERVER_VERSION expects Node 20"
fi

# 3. @vscode/ripgrep downloads rg from GitHub in its postinstall; it first looks in this cache,
#    so give it Debian's rg packed the way it expects.
case "$(uname -m)" in
  x86_64) rg_target=x86_64-unknown-linux-musl ;;
  aarch64 | arm64) rg_target=aarch64-unknown-linux-musl ;;
  *) rg_target="$(uname -m)-unknown-linux-gnu" ;;
esac
rg_cache="${TMPDIR:-/tmp}/vscode-ripgrep-cache-$RIPGREP_PKG_VERSION"
rg_tar="$rg_cache/ripgrep-$RIPGREP_VERSION-$rg_target.tar.gz"
if [ ! -s "$rg_tar" ]; then
  mkdir -p "$rg_cache"
  tar czf "$rg_tar" -C "$(dirname "$(command -v rg)")" rg
fi

# 4. code-server into the cache directory (never globally).
stamp="$CACHE/.installed-code-server-$CODE_SERVER_VERSION"
if [ ! -f "$stamp" ] || [ ! -x "$CACHE/node_modules/.bin/code-server" ]; then
  log "installing code-server@$CODE_SERVER_VERSION into $CACHE (about 1.5 minutes)"
  mkdir -p "$CACHE"
  [ -f "$CACHE/package.json" ] || printf '{"name":"errlang-vscode-test-cache","private":true}\n' >"$CACHE/package.json"
  # yes=true: node-pty's postinstall runs `npx node-gyp`, which a `yes=false` npmrc would cancel.
  # --unsafe-perm: as root, code-server's postinstall must run its own npm scripts.
  (cd "$CACHE" && npm_config_yes=true npm install --unsafe-perm --no-audit --no-fund \
    --loglevel=error "code-server@$CODE_SERVER_VERSION")
  "$CACHE/node_modules/.bin/code-server" --version >/dev/null
  touch "$stamp"
fi

# 5. The workspace's own dependencies (playwright-core, @vscode/vsce, esbuild, …).
if [ ! -d "$ROOT/node_modules/playwright-core" ]; then
  log "npm ci in $ROOT"
  (cd "$ROOT" && npm ci --no-audit --no-fund --loglevel=error)
fi

log "ready: code-server $("$CACHE/node_modules/.bin/code-server" --version | head -1), chromium $(/usr/bin/chromium --version 2>/dev/null | awk '{print $2}')"
