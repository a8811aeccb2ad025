#!/usr/bin/env bash
# Shows that every golden test can fail: for each kind of golden file, corrupt one (in place, restored from a
# copy on exit), run the test that owns it, and require that it fails and names the file. Then shows that a
# run that records fails too, and writes back exactly the committed file.
#
#   bash Tests/corrupt-goldens.sh      (SWIFT=CMD runs CMD in place of swift, e.g. a wrapper holding a build lock)
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
log=$(mktemp)
backup=$(mktemp -d)
trap 'restore; rm -rf "$log" "$backup"' EXIT
current=""

restore() {
    if [ -n "$current" ]; then
        if [ -f "$backup/golden" ]; then cp "$backup/golden" "$current"; fi
        rm -f "$backup/golden"
        current=""
    fi
}

# The tests run with CI set (record mode 'never') unless a case says otherwise.
run_test() { env -u LAYOUTDBG_RECORD CI=true "$@" >"$log" 2>&1; }

# expect_failure KIND FILE FILTER HOW: HOW is 'garbage' (the file's content replaced), 'digit' (its last
# digit changed: the comparison is byte-exact), 'size' (the first digit of the first reply's size in a JSON
# trace changed) or 'delete'.
expect_failure() {
    local kind=$1 file=$2 filter=$3 how=$4
    [ -z "$(git status --porcelain -- "$file")" ] || { echo "refusing: $file has uncommitted changes"; exit 2; }
    current=$file
    cp "$file" "$backup/golden"
    case $how in
        garbage) printf 'garbage\n' >"$file" ;;
        digit) python3 -c 'import re,sys; p=sys.argv[1]; s=open(p,encoding="utf-8").read(); m=list(re.finditer(r"[0-9]",s))[-1]; open(p,"w",encoding="utf-8").write(s[:m.start()]+str((int(m.group())+1)%10)+s[m.end():])' "$file" ;;
        size) python3 -c 'import re,sys; p=sys.argv[1]; s=open(p,encoding="utf-8").read(); m=re.search(r"\"size\": \[([0-9])",s); open(p,"w",encoding="utf-8").write(s[:m.start(1)]+str((int(m.group(1))+1)%10)+s[m.end(1):])' "$file" ;;
        delete) rm "$file" ;;
    esac
    local status=0
    run_test "$swift" test --skip-build --filter "$filter" || status=$?
    restore
    if [ "$status" -ne 0 ] && grep -q "$file" "$log"; then
        printf 'ok    %-22s %-8s %-62s fails: %s\n' "$kind" "$how" "$file" "$(grep -m1 -o "Test run with .*" "$log")"
    else
        printf 'FAIL  %-22s %-8s %-62s did not fail (status %s)\n' "$kind" "$how" "$file" "$status"
        tail -n 20 "$log"
        failures=$((failures + 1))
    fi
}

failures=0
"$swift" build --build-tests >"$log" 2>&1 || { cat "$log"; exit 1; }

expect_failure "fixture text trace"    fixtures/seed-002/grid-bug.trace.txt                 'GoldenTests/matchesExpectedFiles' garbage
expect_failure "fixture text trace"    fixtures/stacks/fieldguide-text.trace.txt           'GoldenTests/matchesExpectedFiles' digit
expect_failure "fixture JSON trace"    fixtures/seed-002/grid-bug.trace.json                'GoldenTests/matchesExpectedFiles' digit
expect_failure "fixture JSON trace"    fixtures/seed-002/grid-bug.trace.json                'GoldenTests/matchesExpectedFiles' delete
expect_failure "rule fixture trace"    fixtures/rules/overflow/triggers.trace.txt           'GoldenTests/matchesExpectedFiles' digit
expect_failure "JSON diagnostics"      fixtures/errors/json/duplicate-key.diagnostics.txt   'JSONErrorFixtureTests' digit
expect_failure "DSL diagnostics"       fixtures/errors/dsl/$(ls fixtures/errors/dsl | grep -m1 'diagnostics.txt$') 'DSLErrorFixtureTests' garbage
expect_failure "findings"              fixtures/seed-002/grid-bug.findings.txt              'RuleFixtureTests/findingsMatchTheGolden' digit
expect_failure "findings"              fixtures/seed-002/grid-bug.findings.txt              'RuleFixtureTests/findingsMatchTheGolden' delete
expect_failure "trace-fixture findings" fixtures/rules/placed-twice/triggers.findings.txt   'RuleTraceFixtureTests' digit
expect_failure "trace fixture"         fixtures/rules/placed-twice/triggers.trace.json      'RuleTraceFixtureTests' size
expect_failure "trace fixture"         fixtures/rules/placed-twice/triggers.trace.json      'RuleTraceFixtureTests' garbage
expect_failure "custom-layout input"   fixtures/custom-layouts/flow-layout.json             'FixtureTests/inputIsTheSwiftView' digit
expect_failure "session trace"         Tests/LayoutDebuggerTests/Goldens/seed-001-session.trace.txt 'RadialStackTests/sessionMatchesItsGolden' garbage
expect_failure "seed diff"             fixtures/diff/seed-002-workaround.diff.txt           'DiffSeedGoldenTests' digit
expect_failure "rules documentation"   docs/RULES.md                                        'RuleRegistryTests/rulesDocumentationIsInSync' garbage
expect_failure "catalogue document"    docs/catalogue.md                                    'CatalogueTests/docsAreTheCatalogues' digit
expect_failure "compiled examples"     Tests/LayoutDebuggerTests/CatalogueExamples.swift    'CatalogueConformanceTests/compiledExamplesAreTheCatalogues' digit
expect_failure "compiled trace"        fixtures/compiled/own-flow-layout.trace.txt          'GoldenTests' digit

# Recording: the run that rewrites a corrupted golden fails and says RECORDED, and what it writes is the
# committed file again.
file=fixtures/seed-002/grid-bug.trace.txt
current=$file
cp "$file" "$backup/golden"
printf 'garbage\n' >"$file"
status=0
env CI=true LAYOUTDBG_RECORD=failed "$swift" test --skip-build --filter 'GoldenTests/matchesExpectedFiles' >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ] && grep -q "RECORDED $file" "$log" && cmp -s "$file" "$backup/golden"; then
    printf 'ok    %-22s %-8s %-62s fails, says RECORDED, wrote the committed file back\n' "recording" "failed" "$file"
else
    printf 'FAIL  recording: status %s\n' "$status"
    failures=$((failures + 1))
fi
restore

[ -z "$(git status --porcelain -- fixtures docs Tests/LayoutDebuggerTests/Goldens)" ] || { echo "the tree is dirty"; git status --short; exit 1; }
echo "corrupt-goldens: $failures failures"
[ "$failures" -eq 0 ]
