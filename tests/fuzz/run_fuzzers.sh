#!/usr/bin/env bash
# Runs every libFuzzer target for a bounded time and fails on any crash, leak, sanitizer report,
# broken property or timeout. Seeds come from hardware-profiles/ and tests/data/; the corpus grows in
# the build folder and is reused by the next run.
#
#   tests/fuzz/run_fuzzers.sh [SECONDS_PER_TARGET [BUILD_DIR]]     (after: cmake --preset fuzz && cmake --build --preset fuzz)
#
# A crasher is saved as BUILD_DIR/fuzz-work/artifacts/<target>/crash-…; keep it as a regression test by
# copying it into tests/data/fuzz-regressions/<target>/ (see docs/testing.md "Fuzz").
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
seconds="${1:-60}"
build="${2:-$here/build/fuzz}"
work="$build/fuzz-work"
jobs="${FUZZ_PARALLEL:-2}" # targets run side by side; each is one process

# target : seed folders (relative to the repository) : dictionary
targets=(
    "chip_json:hardware-profiles tests/data/fuzz-regressions/chip-json:json.dict"
    "project_json:tests/data/projects tests/data/fuzz-regressions/project-json:json.dict"
    "op_spec:tests/data/op-specs tests/data/fuzz-regressions/op-spec:op_spec.dict"
    "measured_csv:tests/data/measured tests/data/fuzz-regressions/measured-csv:csv.dict"
    "model_json:models tests/data/fuzz-regressions/model-json:json.dict"
    "ert_json:tests/data/ert tests/data/ert/malformed tests/data/fuzz-regressions/ert-json:ert.dict"
    "name_pattern:tests/data/name-patterns tests/data/fuzz-regressions/name-pattern:name_pattern.dict"
    "kineto_trace:tests/data/traces tests/data/traces/real:trace.dict"
    "rocprof_counters:tests/data/rocprof:csv.dict"
    "xprof_roofline:tests/data/xprof:csv.dict"
    "measured_import:tests/data/measured tests/data/ert tests/data/hostile/numbers tests/data/hostile/nsight-runs tests/data/hostile/parse tests/data/fuzz-regressions/measured-import:csv.dict"
    "nsight_csv:tests/data/measured tests/data/hostile/numbers tests/data/hostile/nsight-runs tests/data/fuzz-regressions/nsight-csv:csv.dict"
    "number_text:tests/data/fuzz-regressions/number-text:number.dict"
)

run_one() {
    local target="$1" seeds="$2" dict="$3"
    local binary="$build/tests/fuzz/fuzz_$target"
    local corpus="$work/corpus/$target" artifacts="$work/artifacts/$target" log="$work/$target.log"
    mkdir -p "$corpus" "$artifacts"
    for folder in $seeds; do
        find "$here/$folder" -maxdepth 1 -type f ! -name README.md ! -name '*.expect.json' -exec cp -f {} "$corpus/" \;
    done
    # -max_len keeps mutated inputs small enough to run fast; the seeds larger than it are cut.
    if "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=32768 \
        -dict="$here/tests/fuzz/$dict" -artifact_prefix="$artifacts/" -print_final_stats=1 \
        "$corpus" >"$log" 2>&1; then
        local runs
        runs="$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' || echo '?')"
        echo "fuzz_$target: ${seconds}s, $runs runs, no crash (corpus: $(find "$corpus" -type f | wc -l) inputs)"
    else
        echo "fuzz_$target: FAILED — the report and the input that triggered it:" >&2
        grep -E "ERROR|SUMMARY|fuzz property|Test unit written|runtime error|deadly signal" "$log" | head -20 >&2 || true
        tail -40 "$log" >&2
        return 1
    fi
}

for target_line in "${targets[@]}"; do
    [ -x "$build/tests/fuzz/fuzz_${target_line%%:*}" ] || {
        echo "run_fuzzers: $build/tests/fuzz/fuzz_${target_line%%:*} is missing (cmake --preset fuzz && cmake --build --preset fuzz)" >&2
        exit 1
    }
done

mkdir -p "$work"
status=0
pids=()
for target_line in "${targets[@]}"; do
    IFS=: read -r target seeds dict <<<"$target_line"
    run_one "$target" "$seeds" "$dict" &
    pids+=($!)
    if [ ${#pids[@]} -ge "$jobs" ]; then
        wait "${pids[0]}" || status=1
        pids=("${pids[@]:1}")
    fi
done
for pid in "${pids[@]}"; do
    wait "$pid" || status=1
done
exit $status
