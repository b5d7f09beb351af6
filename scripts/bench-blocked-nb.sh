#!/usr/bin/env bash
# The `blocked` families at issue 6/7's large shapes, once per block size (BATCHLAS_BLOCKED_NB),
# each beside cuBLAS strided-batched GEMM in the same run: one CSV per block size in $OUT.
# Picks ops::blocked::block_size (docs/PERFORMANCE-LOG.md, session 5). About 2 minutes on the H200.
#   BUILD_DIR (default build-gpu), OUT (default $BUILD_DIR/bench-blocked-nb), NBS (default "64 128 256 512").
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-gpu}
OUT=${OUT:-$BUILD_DIR/bench-blocked-nb}
mkdir -p "$OUT"
B=$BUILD_DIR/tools/bench/batchlas-bench
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
. scripts/lib/bench_run.sh
for nb in ${NBS:-64 128 256 512}; do
  export BATCHLAS_BLOCKED_NB=$nb
  run() { bench_run "nb$nb" 120 "$@"; }
  run --op syrk --trans T --dtype s,d,c --n 512 --k 512 --batch 512 --family blocked
  run --op syrk --trans T --dtype s,d,c --n 1024 --k 1024 --batch 64 --family blocked
  run --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N --m 1024 --n 1024 --batch 32 --family blocked
  run --op trmm --dtype s,d,c --side L --uplo L --trans N --diag N --m 256 --n 256 --batch 512 --family blocked
  run --op trmm --dtype s,d --side R --uplo L --trans N --diag N --m 128 --n 512 --batch 1024 --family blocked
  run --op symm --dtype s,d --side L --uplo L --m 1024 --n 1024 --batch 32 --family blocked
done
echo "bench-blocked-nb: done"
