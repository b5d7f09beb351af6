#!/usr/bin/env bash
# A/B on the device in one call: two snapshots (git archive tarballs made here, carried in
# .snapshot/), both built in parallel directories, the candidate's tests, then the same bench
# commands on both, CSVs side by side. Used on 2026-11-30 for branch wip/next against main
# (docs/PERFORMANCE-LOG.md, "Session 4").
#   git archive --format=tar.gz -o .snapshot/a.tgz main
#   git archive --format=tar.gz -o .snapshot/b.tgz wip/next
#   device call (carry [".snapshot"]):
#     A=.snapshot/a.tgz B=.snapshot/b.tgz TESTS='Tiny*:Rankk*' \
#     BENCH='--op gemm --dtype s,d --n 4,8,16,32 --batch saturate --family tiny' bash scripts/gpu-ab.sh
# BENCH holds one batchlas-bench argument list; BENCH2, BENCH3 more (optional). The reference
# (cuBLAS) column is skipped: both sides run in the same call, so their ratio is the measure.
# Output: $OUT/ab.tgz (logs, a-N.csv / b-N.csv) and $OUT/summary.txt with per-row b/a speed-ups.
set -u
: "${A:?A= snapshot tarball}" "${B:?B= snapshot tarball}" "${BENCH:?BENCH= bench arguments}"
OUT=${OUT:-/tmp/gpu-ab-out}
S=$(date +%s)
W=${W:-$(mktemp -d)}  # W= keeps the builds where a later command finds them
mkdir -p "$OUT"
for t in a b; do
  src=$W/src-$t
  mkdir -p "$src"
  tar xzf "$([ $t = a ] && echo "$A" || echo "$B")" -C "$src"
  cmake -S "$src" -B "$W/build-$t" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON \
    -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON >"$W/cfg-$t.log" 2>&1
done
# The candidate builds everything (its tests run); the baseline only the bench tool.
cmake --build "$W/build-b" -j "$(nproc)" >"$W/build-b.log" 2>&1
echo "build b rc $? $(($(date +%s) - S)) s" | tee -a "$W/summary.txt"
cmake --build "$W/build-a" -j "$(nproc)" --target batchlas-bench >"$W/build-a.log" 2>&1
echo "build a rc $? $(($(date +%s) - S)) s" | tee -a "$W/summary.txt"
if [ -n "${TESTS:-}" ]; then
  BATCHLAS_TEST_TARGET=gpu timeout "${TEST_LIMIT:-200}" "$W/build-b/tests/batchlas_tests" \
    --gtest_filter="$TESTS" --gtest_brief=1 >"$W/tests-b.log" 2>&1
  echo "tests b rc $? $(($(date +%s) - S)) s" | tee -a "$W/summary.txt"
  tail -6 "$W/tests-b.log" >>"$W/summary.txt"
fi
R="--repeats ${REPEATS:-5} --warmup 2 --budget 0.2 --no-progress --no-reference"
i=0
for args in "$BENCH" "${BENCH2:-}" "${BENCH3:-}"; do
  [ -n "$args" ] || continue
  i=$((i + 1))
  for t in a b; do  # a then b per command, so drift between the two stays small
    # shellcheck disable=SC2086  # args is an argument list
    timeout "${BENCH_LIMIT:-120}" "$W/build-$t/tools/bench/batchlas-bench" $args $R \
      --csv "$W/$t-$i.csv" >"$W/bench-$t-$i.log" 2>&1
  done
  echo "bench $i done $(($(date +%s) - S)) s" | tee -a "$W/summary.txt"
  python3 "$(dirname "$0")/lib/speedup.py" "$W/a-$i.csv" "$W/b-$i.csv" >>"$W/summary.txt"
done
tar czf "$OUT/ab.tgz" -C "$W" --exclude='src-*' --exclude='build-*' .
cp "$W/summary.txt" "$OUT/summary.txt"
cat "$OUT/summary.txt"
