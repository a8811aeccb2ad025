#!/usr/bin/env bash
# Builds and runs the libFuzzer targets of the two tree readers.
#
#   Fuzz/run.sh [seconds] [target...]   run each target for `seconds` (default 300); targets: dsl, json (default both)
#   Fuzz/run.sh --ci                    run each target for 20 seconds, as CI does
#   Fuzz/run.sh --build                 only build
#
# The sources are compiled with `swiftc -sanitize=fuzzer,address` (no Package.swift changes): LayoutModel and
# LayoutInput become static libraries, each target a libFuzzer binary in .build-fuzz/. Corpora start from the
# fixtures (fixtures/**/*.swift for dsl, fixtures/**/*.json for json) and grow in .build-fuzz/corpus-<target>.
# Crashing inputs land in .build-fuzz/artifacts-<target>/; keep each as a regression fixture under
# fixtures/fuzz-regressions/<target>/ with its expected diagnostics.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/.build-fuzz"
SECONDS_EACH=300
TARGETS=()
BUILD_ONLY=0

for argument in "$@"; do
    case "$argument" in
        --ci) SECONDS_EACH=20 ;;
        --build) BUILD_ONLY=1 ;;
        dsl|json) TARGETS+=("$argument") ;;
        ''|*[!0-9]*) echo "usage: Fuzz/run.sh [seconds | --ci | --build] [dsl] [json]" >&2; exit 2 ;;
        *) SECONDS_EACH="$argument" ;;
    esac
done
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=(dsl json)

FLAGS=(-parse-as-library -sanitize=fuzzer,address -O -g -swift-version 6)
mkdir -p "$OUT"

build() {
    # Build from a snapshot: the compiler refuses sources that change while it reads them.
    rm -rf "$OUT/src" && mkdir -p "$OUT/src"
    # An archive keeps members of deleted files: start from none.
    rm -f "$OUT/libLayoutModel.a" "$OUT/libLayoutInput.a"
    cp -R "$ROOT/Sources/LayoutModel" "$ROOT/Sources/LayoutInput" "$OUT/src/"
    echo "building LayoutModel…"
    swiftc "${FLAGS[@]}" -emit-library -static -module-name LayoutModel \
        -emit-module -emit-module-path "$OUT/LayoutModel.swiftmodule" -o "$OUT/libLayoutModel.a" \
        $(find "$OUT/src/LayoutModel" -name '*.swift' | sort)
    echo "building LayoutInput…"
    swiftc "${FLAGS[@]}" -emit-library -static -module-name LayoutInput -I "$OUT" \
        -emit-module -emit-module-path "$OUT/LayoutInput.swiftmodule" -o "$OUT/libLayoutInput.a" \
        $(find "$OUT/src/LayoutInput" -name '*.swift' | sort)
    for target in "${TARGETS[@]}"; do
        local source
        case "$target" in
            dsl) source="$ROOT/Fuzz/DSLReaderFuzzTarget.swift" ;;
            json) source="$ROOT/Fuzz/JSONReaderFuzzTarget.swift" ;;
        esac
        echo "building fuzz-$target…"
        swiftc "${FLAGS[@]}" -I "$OUT" -L "$OUT" -lLayoutInput -lLayoutModel \
            "$source" "$ROOT/Fuzz/FuzzSupport.swift" -o "$OUT/fuzz-$target"
    done
}

seed_corpus() {
    local target="$1" corpus="$OUT/corpus-$target" extension
    [ "$target" = dsl ] && extension=swift || extension=json
    mkdir -p "$corpus"
    # Inputs over the length limit would only be cut; the deep-nesting fixtures are covered by the tests.
    find "$ROOT/fixtures" -name "*.$extension" -size -8k -exec cp -n {} "$corpus/" \;
    echo "$corpus"
}

# Rebuild only when a source is newer than a target binary.
stale=0
for target in "${TARGETS[@]}"; do
    binary="$OUT/fuzz-$target"
    if [ ! -x "$binary" ] || [ -n "$(find "$ROOT/Sources/LayoutModel" "$ROOT/Sources/LayoutInput" "$ROOT/Fuzz" -name '*.swift' -newer "$binary" | head -1)" ]; then
        stale=1
    fi
done
if [ "$stale" = 1 ] || [ "$BUILD_ONLY" = 1 ]; then build; fi
[ "$BUILD_ONLY" = 1 ] && exit 0

status=0
for target in "${TARGETS[@]}"; do
    corpus="$(seed_corpus "$target" | tail -1)"
    artifacts="$OUT/artifacts-$target/"
    mkdir -p "$artifacts"
    echo "fuzzing $target for ${SECONDS_EACH}s (corpus: $(ls "$corpus" | wc -l) inputs)…"
    if ! "$OUT/fuzz-$target" "$corpus" -dict="$ROOT/Fuzz/$target.dict" -max_total_time="$SECONDS_EACH" -max_len=8192 \
        -timeout=10 -rss_limit_mb=4096 -artifact_prefix="$artifacts" -print_final_stats=1 2>&1 | grep -v '^"' | tail -n 25; then
        status=1
    fi
done
exit $status
