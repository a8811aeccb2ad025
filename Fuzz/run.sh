#!/usr/bin/env bash
# Builds and runs the libFuzzer targets (docs/fuzzing.md).
#
#   Fuzz/run.sh [seconds] [target...]   run each target for `seconds` (default 300); targets: dsl, json (bytes of a
#                                       file), dsl-grammar, engine (bytes that choose a valid tree with extreme
#                                       numbers); default: all four
#   Fuzz/run.sh --runs N [target...]    run each target for N inputs instead of a time (the long runs of
#                                       docs/fuzzing.md: --runs 10000000 dsl json)
#   Fuzz/run.sh --ci                    run each target for 15 seconds, as CI does (a minute for the four), built
#                                       without optimisation (1.2 minutes, not 3.9: about half the inputs a
#                                       second, and CI's time is bounded); the other runs with -O, each rebuilding
#                                       when the last build was the other's
#   Fuzz/run.sh --build                 only build
#
# The sources are compiled with `swiftc -sanitize=fuzzer,address` (no Package.swift changes): LayoutModel,
# LayoutInput and (for engine) LayoutEngine become static libraries, each target a libFuzzer binary in .build-fuzz/.
# The byte-level corpora start from the fixtures (fixtures/**/*.swift for dsl, fixtures/**/*.json for json), the
# grammar targets' from nothing (every byte string is a tree); all grow in .build-fuzz/corpus-<target>.
# The grammar targets compile the property tests' generator and policy check as they are
# (Tests/LayoutEngineTests/ExtremeTrees.swift, PolicyCheck.swift).
# Crashing inputs land in .build-fuzz/artifacts-<target>/; keep each as a regression fixture under
# fixtures/fuzz-regressions/<target>/ with its expected diagnostics.
set -euo pipefail
# libFuzzer prints the crash's stack itself; Swift's backtracer would wait on the crashed process first (seen: minutes).
export SWIFT_BACKTRACE=enable=no

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/.build-fuzz"
SECONDS_EACH=300
OPTIMIZATION=-O
TARGETS=()
BUILD_ONLY=0
RUNS=0

expect_runs=0
for argument in "$@"; do
    if [ "$expect_runs" = 1 ]; then
        case "$argument" in ''|*[!0-9]*) echo "--runs needs a number of inputs" >&2; exit 2 ;; esac
        RUNS="$argument"; expect_runs=0; continue
    fi
    case "$argument" in
        --runs) expect_runs=1 ;;
        --ci) SECONDS_EACH=15; OPTIMIZATION=-Onone ;;
        --build) BUILD_ONLY=1 ;;
        dsl|json|dsl-grammar|engine) TARGETS+=("$argument") ;;
        ''|*[!0-9]*) echo "usage: Fuzz/run.sh [seconds | --runs N | --ci | --build] [dsl] [json] [dsl-grammar] [engine]" >&2; exit 2 ;;
        *) SECONDS_EACH="$argument" ;;
    esac
done
[ ${#TARGETS[@]} -eq 0 ] && TARGETS=(dsl json dsl-grammar engine)
GRAMMAR=("$ROOT/Fuzz/GrammarSupport.swift" "$ROOT/Tests/LayoutEngineTests/ExtremeTrees.swift")

FLAGS=(-parse-as-library -sanitize=fuzzer,address "$OPTIMIZATION" -g -swift-version 6)
# Unoptimised code keeps every temporary in its frame: like `swift build`'s debug configuration it defines DEBUG, so
# that the readers recurse on the debug build's larger stack (InputLimits.stackSize): on the release build's 1 GiB,
# inputs that recursed to the depth limit overflowed at -Onone (CI, stop 50; docs/fuzzing.md).
[ "$OPTIMIZATION" = -Onone ] && FLAGS+=(-D DEBUG)
mkdir -p "$OUT"

# One library, a static archive and its module, from the snapshot in $OUT/src.
build_library() {
    echo "building $1…"
    swiftc "${FLAGS[@]}" -emit-library -static -module-name "$1" -I "$OUT" \
        -emit-module -emit-module-path "$OUT/$1.swiftmodule" -o "$OUT/lib$1.a" \
        $(find "$OUT/src/$1" -name '*.swift' | sort)
}

build_target() {
    local target="$1" sources libraries=(-lLayoutInput -lLayoutModel)
    case "$target" in
        dsl) sources=("$ROOT/Fuzz/DSLReaderFuzzTarget.swift") ;;
        json) sources=("$ROOT/Fuzz/JSONReaderFuzzTarget.swift") ;;
        dsl-grammar) sources=("$ROOT/Fuzz/DSLGrammarFuzzTarget.swift" "${GRAMMAR[@]}") ;;
        engine)
            sources=("$ROOT/Fuzz/EngineFuzzTarget.swift" "${GRAMMAR[@]}" "$ROOT/Tests/LayoutEngineTests/PolicyCheck.swift")
            libraries=(-lLayoutEngine -lLayoutInput -lLayoutModel) ;;
    esac
    echo "building fuzz-$target…"
    swiftc "${FLAGS[@]}" -I "$OUT" -L "$OUT" "${libraries[@]}" \
        "${sources[@]}" "$ROOT/Fuzz/FuzzSupport.swift" -o "$OUT/fuzz-$target"
}

# Runs the commands given as arguments two at a time (a whole-module compile uses one core; the machine has two) and
# fails when any of them does.
two_at_a_time() {
    local pids=() failed=0
    for command in "$@"; do
        $command & pids+=($!)
        if [ ${#pids[@]} -eq 2 ]; then
            wait "${pids[0]}" || failed=1
            pids=("${pids[1]}")
        fi
    done
    for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
    return $failed
}

build() {
    # Build from a snapshot: the compiler refuses sources that change while it reads them.
    rm -rf "$OUT/src" && mkdir -p "$OUT/src"
    # An archive keeps members of deleted files: start from none.
    rm -f "$OUT/libLayoutModel.a" "$OUT/libLayoutInput.a" "$OUT/libLayoutEngine.a"
    cp -R "$ROOT/Sources/LayoutModel" "$ROOT/Sources/LayoutInput" "$ROOT/Sources/LayoutEngine" "$OUT/src/"
    build_library LayoutModel
    # LayoutInput and LayoutEngine import LayoutModel only: side by side, then the targets two at a time (a CI run
    # built all of it one compile after another in 4.5 minutes).
    local libraries=("build_library LayoutInput") targets=()
    [[ " ${TARGETS[*]} " == *" engine "* ]] && libraries+=("build_library LayoutEngine")
    two_at_a_time "${libraries[@]}"
    for target in "${TARGETS[@]}"; do targets+=("build_target $target"); done
    two_at_a_time "${targets[@]}"
}

seed_corpus() {
    local target="$1" corpus="$OUT/corpus-$target" extension
    mkdir -p "$corpus"
    case "$target" in
        dsl) extension=swift ;;
        json) extension=json ;;
        *) echo "$corpus"; return ;;  # grammar targets: every byte string is a tree
    esac
    # Inputs over the length limit would only be cut; the deep-nesting fixtures are covered by the tests.
    find "$ROOT/fixtures" -name "*.$extension" -size -8k -exec cp -n {} "$corpus/" \;
    echo "$corpus"
}

# Rebuild only when a source is newer than a target binary.
stale=0
for target in "${TARGETS[@]}"; do
    binary="$OUT/fuzz-$target"
    if [ ! -x "$binary" ] || [ -n "$(find "$ROOT/Sources/LayoutModel" "$ROOT/Sources/LayoutInput" "$ROOT/Sources/LayoutEngine" "$ROOT/Fuzz" \
            "$ROOT/Tests/LayoutEngineTests/ExtremeTrees.swift" "$ROOT/Tests/LayoutEngineTests/PolicyCheck.swift" -name '*.swift' -newer "$binary" | head -1)" ]; then
        stale=1
    fi
done
# A build of the other optimisation is rebuilt: CI's quick one must not serve a long run, nor the other way round.
[ "$(cat "$OUT/optimization" 2>/dev/null)" = "$OPTIMIZATION" ] || stale=1
if [ "$stale" = 1 ] || [ "$BUILD_ONLY" = 1 ]; then build; echo "$OPTIMIZATION" > "$OUT/optimization"; fi
[ "$BUILD_ONLY" = 1 ] && exit 0

status=0
for target in "${TARGETS[@]}"; do
    corpus="$(seed_corpus "$target" | tail -1)"
    artifacts="$OUT/artifacts-$target/"
    mkdir -p "$artifacts"
    options=(-max_len=8192)
    if [ "$RUNS" -gt 0 ]; then
        echo "fuzzing $target for $RUNS inputs (corpus: $(ls "$corpus" | wc -l) inputs)…"
        # A long run's RSS grows with libFuzzer's own tables (seen: 2 GB after 10 million runs); 8 GB of 24 is room.
        limit=(-runs="$RUNS" -rss_limit_mb=8192)
    else
        echo "fuzzing $target for ${SECONDS_EACH}s (corpus: $(ls "$corpus" | wc -l) inputs)…"
        limit=(-max_total_time="$SECONDS_EACH" -rss_limit_mb=4096)
    fi
    [ -f "$ROOT/Fuzz/$target.dict" ] && options+=(-dict="$ROOT/Fuzz/$target.dict")
    [[ "$target" == dsl-grammar || "$target" == engine ]] && options=(-max_len=1024)
    if ! "$OUT/fuzz-$target" "$corpus" "${options[@]}" "${limit[@]}" \
        -timeout=10 -artifact_prefix="$artifacts" -print_final_stats=1 2>&1 | grep -v '^"' | tail -n 25; then
        status=1
    fi
done
exit $status
