#!/usr/bin/env bash
# The GPU suite as SHARDS parallel processes (gtest sharding) on one device. The oracles run on
# the host in long double, so one process kept the device machine's 16 cores mostly idle: 594
# tests took 218 s in one process on 2026-11-30.
#   bash scripts/lib/gpu_shards.sh TEST_BINARY LOG_DIR [SHARDS (default 8)]
# Prints every shard's log, then one line "gpu shards: P passed, F failed, S skipped"; exits 1
# when a shard failed or crashed.
set -uo pipefail
bin=${1:?test binary}
dir=${2:?log directory}
n=${3:-8}
mkdir -p "$dir"
pids=()
for i in $(seq 0 $((n - 1))); do
  GTEST_TOTAL_SHARDS=$n GTEST_SHARD_INDEX=$i BATCHLAS_TEST_TARGET=gpu "$bin" >"$dir/shard$i.log" 2>&1 &
  pids+=("$!")
done
rc=0
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || { rc=1; echo "gpu shards: shard $i exited with an error"; }
done
passed=0 failed=0 skipped=0
for i in $(seq 0 $((n - 1))); do
  cat "$dir/shard$i.log"
  p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) tests\?\./\1/p' "$dir/shard$i.log")
  f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) tests\?, listed below:/\1/p' "$dir/shard$i.log")
  s=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) tests\?, listed below:/\1/p' "$dir/shard$i.log")
  [ -n "$p" ] || rc=1  # no summary line: the shard crashed
  passed=$((passed + ${p:-0})) failed=$((failed + ${f:-0})) skipped=$((skipped + ${s:-0}))
done
echo "gpu shards: $passed passed, $failed failed, $skipped skipped ($n shards)"
exit $rc
