#!/usr/bin/env bash
# Session 40, call 1 (branch wip/gram-warp: main + wip/tri-copy + the gram warp kernels).
# 1. Tests of the new path (gram forced onto the warp kernels, host gates) and of everything it
#    touches (RankkNative*, Tiny RankWarp*), then compute-sanitizer on the new kernels.
# 2. A/B, same binary: BATCHLAS_GRAM_WARP=0/1 at issue 6's n = 32, k = 256, batch 2048, trans T
#    (syrk s d c z, herk c z) and trans N at n = 16, 32 (k = 256). Prediction (session 40 notes):
#    float trans T 0.45 -> 0.65-0.75 of the floor; complex 1.2x -> 1.5-1.8x cuBLAS.
# 3. Session 39's tri-copy A/B (BATCHLAS_AB_TRI_COPY=0/1, tiny, symm/trmm/hemm n = 16, 32, lower).
set -u
source scripts/lib/device_call.sh s40c1
call_build
GTEST_FILTER='RankkNative*:RankWarpRoute*:Tiny/*.RankWarp*:TinyHerm/*.RankWarp*' timeout 220 \
  bash scripts/lib/gpu_shards.sh $T /tmp/shards-gw 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
sanitize 'RankkNative/0.GramOnWarpKernels:RankkNativeHerm/1.HerkGramOnWarpKernelsMatchGemmReference' 150; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/gw $RES/lo
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_GRAM_WARP=$v timeout 60 $B $R --op syrk --trans T --dtype s,d,c,z --n 32 --k 256 --batch 2048 --family gram --csv $RES/gw/v$v-s$r.csv > /dev/null 2>&1
    BATCHLAS_GRAM_WARP=$v timeout 40 $B $R --op herk --trans C --dtype c,z --n 32 --k 256 --batch 2048 --family gram --csv $RES/gw/v$v-h$r.csv > /dev/null 2>&1
    BATCHLAS_GRAM_WARP=$v timeout 40 $B $R --op syrk --trans N --dtype s,d,c --n 16,32 --k 256 --batch 2048 --family gram --csv $RES/gw/v$v-n$r.csv > /dev/null 2>&1
  done
  t "gram round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/gw gram v0 v1 > $RES/gw/ab.txt 2>&1
cat $RES/gw/ab.txt >> $RES/log.txt; pack
R2="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
for r in 1 2 3; do
  for v in 0 1; do
    BATCHLAS_AB_TRI_COPY=$v timeout 40 $B $R2 --op symm,trmm --dtype s,d,c --n 16,32 --uplo L --csv $RES/lo/v$v-r$r.csv > /dev/null 2>&1
    BATCHLAS_AB_TRI_COPY=$v timeout 40 $B $R2 --op hemm --dtype c --n 16,32 --uplo L --csv $RES/lo/v$v-h$r.csv > /dev/null 2>&1
  done
  t "tri-copy round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/lo v0 v1 > $RES/lo/ab.txt 2>&1
cat $RES/lo/ab.txt >> $RES/log.txt
t done; pack
