#!/usr/bin/env bash
# Level-2 native kernels, variant old vs new (BATCHLAS_L2_VARIANT, docs/LEVEL2.md), family
# `native` pinned, n = 8..512, saturating batch (>= 1 GB), cuBLAS beside each case.
# Writes $OUT/l2-old.csv and $OUT/l2-new.csv. About 2 minutes on the H200.
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-gpu}
OUT=${OUT:-$BUILD_DIR/bench-l2}
mkdir -p "$OUT"
B=$BUILD_DIR/tools/bench/batchlas-bench
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress --family native"
for v in old new; do
  for args in "--op gemv,trmv --dtype s,d,c,z --trans N,T" "--op symv,ger,syr,syr2 --dtype s,d" \
              "--op hemv,gerc,her,her2 --dtype c,z"; do
    part=$OUT/.l2-$v.$RANDOM.csv
    BATCHLAS_L2_VARIANT=$v timeout -k 5 150 "$B" $args --n 8,16,32,64,512 --batch saturate $R \
      --csv "$part" >>"$OUT/l2-$v.txt" 2>&1 || echo "bench-l2-variants: $v $args (exit $?)" >>"$OUT/l2-$v.txt"
    if [ -f "$part" ]; then
      if [ -f "$OUT/l2-$v.csv" ]; then tail -n +2 "$part" >>"$OUT/l2-$v.csv"; else cp "$part" "$OUT/l2-$v.csv"; fi
      rm -f "$part"
    fi
  done
done
