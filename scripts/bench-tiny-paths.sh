#!/usr/bin/env bash
# tiny's two S = 16, 32 paths from one build: every Level-3 op at n = 16 and 32, saturating batch,
# with BATCHLAS_TINY_WIDE=0 (generic 2 x 2 path) and =1 (wide path), each beside cuBLAS
# strided-batched GEMM in the same run; one CSV per path in $OUT, then the wide/generic
# speed-up per cell on stdout and in $OUT/summary.txt. Picks kernels::tiny wide_path
# (docs/PERFORMANCE-LOG.md, session 6). About 2 minutes on the H200.
#   BUILD_DIR (default build-gpu), OUT (default $BUILD_DIR/bench-tiny-paths), NS (default "16 32").
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-gpu}
OUT=${OUT:-$BUILD_DIR/bench-tiny-paths}
mkdir -p "$OUT"
rm -f "$OUT/wide0.csv" "$OUT/wide1.csv" "$OUT/wide0.txt" "$OUT/wide1.txt"  # bench_run appends
B=$BUILD_DIR/tools/bench/batchlas-bench
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
. scripts/lib/bench_run.sh
n=$(echo ${NS:-16 32} | tr ' ' ,)
for w in 0 1; do
  export BATCHLAS_TINY_WIDE=$w
  run() { bench_run "wide$w" 150 "$@"; }
  run --op gemm,symm,syrk,syr2k,trmm --dtype s,d,c,z --n "$n" --batch saturate --family tiny
  run --op hemm,herk,her2k --dtype c,z --n "$n" --batch saturate --family tiny
done
python3 scripts/lib/speedup.py "$OUT/wide0.csv" "$OUT/wide1.csv" generic wide | tee "$OUT/summary.txt"
echo "bench-tiny-paths: done"
