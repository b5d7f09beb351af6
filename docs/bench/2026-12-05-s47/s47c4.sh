#!/usr/bin/env bash
# Session 47 call 4: symm_mma (symm / hemm of double and complex<double> at m = n = 32 on the FP64
# tensor cores; default off until this call, BATCHLAS_SYMM_MMA=1 forces it) beside rank_mma.
# 1. GPU tests: TinyF64 (rank_mma and symm_mma forced), the symm / hemm sweeps of double and
#    complex<double> (their "on" half now runs symm_mma at m = n = 32), host gates.
# 2. A/B at m = n = 32: today's route (v0: symm_warp for double, the staged engine for
#    complex<double>) against symm_mma (v1), symm d, z and hemm z, both sides, two rounds.
#    Prediction: complex<double> 0.55 -> 0.7-0.85 of copy (1.3-1.5x); double 0.72-0.78 ->
#    0.78-0.85 (1.0-1.1x).
# 3. memcheck and racecheck of the two light tests.
# 4. H200 only: issue 10 re-timed with symm_mma on (rank_mma is the default), and the re-tune of
#    s47c3.sh (trmm at n = 32; syrk / herk / syr2k / her2k d, z at n = 32, k = 8, 32).
set -u
source scripts/lib/device_call.sh c4
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 140 $T --gtest_filter='TinyF64/*:SymmMmaRoute.*:RankMmaRoute.*:Tiny/*double.Symm*:TinyHerm/cdouble.Hemm*:Tiny/*double.Syr*:TinyHerm/cdouble.Her*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_SYMM_MMA=$v timeout 40 $B $R --op symm --dtype d,z --side L,R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-s$r.csv > /dev/null 2>&1
    BATCHLAS_SYMM_MMA=$v timeout 40 $B $R --op hemm --dtype z --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-h$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt; pack
sanitize 'TinyF64/*.SymmMmaSanitizerLight:TinyF64/*.RankMmaSanitizerLight' 90
pack
if grep -q H200 $RES/gpu.txt; then
  BATCHLAS_SYMM_MMA=1 ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
  python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s46/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
  t "issue 10: $(tail -1 $RES/issues/targets.txt)"; pack
  TN=$RES/tuned; mkdir -p $TN; cp tuned/trmm.sm_90.* tuned/syrk.sm_90.* tuned/herk.sm_90.* tuned/syr2k.sm_90.* tuned/her2k.sm_90.* $TN/
  TU="$BD/tools/tune/batchlas-tune --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30"
  timeout 50 $TU --op trmm --n 32 > $RES/tune-trmm.log 2>&1; t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"; pack
  timeout 60 $TU --op syrk,herk,syr2k,her2k --dtype d,z --n 32 --k 8,32 > $RES/tune-rank.log 2>&1; t "tune rank rc $?: $(tail -1 $RES/tune-rank.log)"; pack
fi
t done; pack
