#!/usr/bin/env bash
# Debian packages the engine's tests need beyond gcc: Csmith and its headers (the differential
# tests against gcc, tests/differential) and C-Reduce (shrinking a disagreeing program).
# Idempotent: installs only what is missing; needs root or sudo (CI and the dev machines are root).
set -euo pipefail
missing=()
command -v csmith >/dev/null 2>&1 || missing+=(csmith)
[ -f /usr/include/csmith/safe_math.h ] || missing+=(libcsmith-dev)
command -v creduce >/dev/null 2>&1 || missing+=(creduce)
if ((${#missing[@]})); then
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO=sudo
  printf 'setup-debian: apt-get install %s\n' "${missing[*]}" >&2
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
