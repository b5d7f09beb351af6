#!/usr/bin/env bash
# Level-2 CUDA families `native` (register tiles), `packed` (16-byte packs) and, for the rank
# updates, `stream` (one flat list of packs), docs/LEVEL2.md:
# each pinned in the same bench call per group, n = 8..1024 (issue 5's sizes), saturating batch
# (>= 1 GB), cuBLAS and the copy floor beside each case. gemv runs N and T (packed refuses N, so
# N is native's alone).
# Writes $OUT/l2-families.csv (and the bench's text output in $OUT/l2-families.txt).
# BENCH_EXTRA: more batchlas-bench options for every run (e.g. "--l2-fetch-granularity 32").
# About 10 s of timing on the H200 (session 18's calls 3 and 5 ran these groups in 2-3 s each).
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-gpu}
OUT=${OUT:-$BUILD_DIR/bench-l2}
mkdir -p "$OUT"
B=$BUILD_DIR/tools/bench/batchlas-bench
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress --family native,packed,stream ${BENCH_EXTRA:-}"
rm -f "$OUT/l2-families.csv"
. scripts/lib/bench_run.sh
for args in "--op gemv --dtype s,d,c,z --trans N,T" "--op ger,syr,syr2 --dtype s,d" \
            "--op gerc,her,her2 --dtype c,z"; do
  bench_run l2-families 150 $args --n 8,16,32,64,128,256,512,1024 --batch saturate
done
