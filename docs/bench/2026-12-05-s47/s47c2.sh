#!/usr/bin/env bash
# Session 47 call 2: the FP64 tensor-core rank-k kernel at n = 32 (rank_mma.cu; default off,
# BATCHLAS_TINY_RANK_MMA=1 forces it).
# 1. Its GPU tests (TinyF64: every layout, both triangles, k = 1..32, rounds past the ring) and
#    the host gate tests.
# 2. A/B at n = k = 32 (issue 10's shape): rank_warp (v0, today's default) against rank_mma (v1),
#    syrk / syr2k double and complex<double>, herk / her2k complex<double>, two rounds.
#    Prediction: complex<double> 0.40-0.43 -> 0.6-0.75 of copy (1.5-1.8x); double 0.62-0.67 ->
#    0.7-0.8 (1.1-1.25x).
# 3. memcheck and racecheck of RankMmaSanitizerLight.
# 4. On an H200 only: issue 10 re-timed with the kernel on (against session 46 call 1), trmm
#    re-tuned at n = 32 (copy $RES/tuned/trmm.sm_90.* over tuned/).
set -u
source scripts/lib/device_call.sh c2
el() { echo $(( $(date +%s) - S )); }
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='TinyF64/*:RankMmaRoute.*:RankWarpRoute.*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_TINY_RANK_MMA=$v timeout 40 $B $R --op syrk,syr2k --dtype d,z --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-a$r.csv > /dev/null 2>&1
    BATCHLAS_TINY_RANK_MMA=$v timeout 40 $B $R --op herk,her2k --dtype z --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-h$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt; pack
(export BATCHLAS_TINY_RANK_MMA=1; sanitize 'TinyF64/*.RankMmaSanitizerLight' 90)
pack
if grep -q H200 $RES/gpu.txt; then
  BATCHLAS_TINY_RANK_MMA=1 ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
  python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s46/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
  t "issue 10: $(tail -1 $RES/issues/targets.txt)"; pack
  TN=$RES/tuned; mkdir -p $TN; cp tuned/trmm.sm_90.* $TN/
  timeout 60 $BD/tools/tune/batchlas-tune --op trmm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 40 --n 32 > $RES/tune-trmm.log 2>&1
  t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"; pack
fi
t done; pack
