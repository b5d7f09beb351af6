#!/usr/bin/env bash
# Every operation in every precision against cuBLAS, one device call (docs/PERFORMANCE.md,
# "Every operation"): all runnable families at saturating batch (>= 1 GB of operands), n = 8, 32,
# 128, 512 (m = k = n), default flags (uplo L, trans N, side L, diag N) plus gemv T.
#   BUILD_DIR (default build-gpu), OUT (default $BUILD_DIR/bench-all), NS (default 8,32,128,512).
# Writes $OUT/level2.csv, $OUT/level3.csv and their stdout tables; each group has a time limit so
# the whole sweep ends inside one 10-minute call (about 1 minute on the H200 in session 23).
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-gpu}
OUT=${OUT:-$BUILD_DIR/bench-all}
NS=${NS:-8,32,128,512}
mkdir -p "$OUT"
B=$BUILD_DIR/tools/bench/batchlas-bench
[ -x "$B" ] || { echo "bench-all: $B not built" >&2; exit 1; }
# Short timing: 2 warm-up calls, median of at most 7, a quarter second per family.
R="--repeats 7 --warmup 2 --budget 0.25 --no-progress"

. scripts/lib/bench_run.sh

rm -f "$OUT"/level2.* "$OUT"/level3.*
t0=$(date +%s)
bench_run level2 150 --op level2 --dtype all --n "$NS" --batch saturate
bench_run level2 60 --op gemv --dtype all --trans T --n "$NS" --batch saturate
bench_run level3 240 --op level3 --dtype all --n "$NS" --batch saturate
echo "bench-all: $(($(date +%s) - t0)) s; rows: $(cat "$OUT"/level*.csv 2>/dev/null | wc -l)"
