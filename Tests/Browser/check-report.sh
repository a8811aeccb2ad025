#!/usr/bin/env bash
# The HTML report checked in headless Chromium (issue 13): check-report.py does the checks.
#
#   Tests/Browser/check-report.sh [INPUT] [OUT_DIR]   default: the seed's grid bug, .build/browser
#
# Installs Debian's chromium package when it is missing (and says so): it is used by this test only.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
INPUT="${1:-fixtures/seed-002/grid-bug.json}"
OUT="${2:-$ROOT/.build/browser}"
if ! command -v chromium >/dev/null 2>&1; then
    echo "check-report: installing Debian's chromium package for this test (apt-get install chromium)…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q chromium >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q chromium >/dev/null; }
fi
cd "$ROOT"
swift build --product layoutdbg >/dev/null
python3 "$ROOT/Tests/Browser/check-report.py" "$ROOT/.build/debug/layoutdbg" "$INPUT" "$OUT"
