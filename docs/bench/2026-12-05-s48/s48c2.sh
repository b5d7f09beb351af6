#!/usr/bin/env bash
# Session 48's prepared call 2 (after s48c1.sh on the same warm machine; about 200 s): A/B of the
# FP64 tensor-core routes off (v0: the switches at 0, so the warp kernels and the staged engine)
# against on (v1: BATCHLAS_TINY_RANK_MMA, SYMM_MMA, GEMM_MMA, TRMM_MMA at 1) at n = 32,
# saturating batch, two rounds. v0 turns double / complex<double> rank_mma and symm_mma off too,
# so their rows restate session 47's gains.
# Predictions (from the copy bandwidth and the tensor pipe; docs/PERFORMANCE-LOG.md session 48):
#   complex<float> gemm 0.70 -> 0.85-0.9 of copy, symm / hemm 0.56 -> 0.85, syrk / herk / syr2k /
#   her2k 0.49-0.55 -> 0.8; float 0.70-0.76 -> 0.85-0.9 where the tile kernels are issue-bound;
#   trmm z 0.65 -> 0.85, c 0.72 -> 0.85; gemm z 0.75 -> 0.9. A loss would mean the widening
#   (cvt.f64.f32, 16 a clock per SM) or the 128-thread blocks' occupancy limit it.
set -u
source scripts/lib/device_call.sh c2 s48
call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do
  for v in 0 1; do
    export BATCHLAS_TINY_RANK_MMA=$v BATCHLAS_SYMM_MMA=$v BATCHLAS_GEMM_MMA=$v BATCHLAS_TRMM_MMA=$v
    timeout 30 $B $R --op gemm --dtype s,c,d,z --transa N,T --transb N,C --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-g$r.csv > /dev/null 2>&1
    timeout 30 $B $R --op syrk,syr2k --dtype s,c --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-r$r.csv > /dev/null 2>&1
    timeout 30 $B $R --op herk,her2k,hemm --dtype c --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-h$r.csv > /dev/null 2>&1
    timeout 30 $B $R --op symm --dtype s,c --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-s$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op trmm --dtype s,d,c,z --side L,R --uplo L,U --trans N,T --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-t$r.csv > /dev/null 2>&1
  done
  unset BATCHLAS_TINY_RANK_MMA BATCHLAS_SYMM_MMA BATCHLAS_GEMM_MMA BATCHLAS_TRMM_MMA
  t "round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt
t done; pack
