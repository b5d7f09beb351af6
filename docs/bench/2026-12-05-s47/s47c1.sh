#!/usr/bin/env bash
# Session 47 call 1 (H100: the H200 start failed). unroll-rows.patch A/B on the same card:
# main's library (v0) against the patched one (v1), warp route forced on, at n = 32, Left and
# Right, two rounds interleaved. Prediction (session 46): Left within 2% of Right for float and
# double symm, trmm Left float / complex<float> up 1-3%, Right unchanged (the control).
# Then the warp and route tests on the patched build (complex<double> trmm's route expectations
# are new in session 46 and never ran on a GPU), and racecheck of complex<double>
# TrmmWarpEveryFlag if time is left.
set -u
source scripts/lib/device_call.sh c1
el() { echo $(( $(date +%s) - S )); }
call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
keep_variant 0
git apply docs/bench/2026-12-05-s46/unroll-rows.patch > $RES/patch.log 2>&1; t "patch rc $?"
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $RES/build2.log 2>&1; t "rebuild rc $?: $(tail -1 $RES/build2.log)"
keep_variant 1; pack
BATCHLAS_TEST_TARGET=gpu timeout 70 $T --gtest_filter='Tiny/*.TrmmWarp*:Tiny/*.SymmWarp*:TrmmWarpRoute.*:SymmWarpRoute.*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_SYMM_WARP=1 BATCHLAS_TRMM_WARP=1 with_variant $v timeout 30 /tmp/b$v $R --op symm --dtype s,d,c --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-s$r.csv > /dev/null 2>&1
    BATCHLAS_SYMM_WARP=1 BATCHLAS_TRMM_WARP=1 with_variant $v timeout 30 /tmp/b$v $R --op trmm --dtype s,d,c,z --side L,R --uplo L,U --trans N --diag N --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-t$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt; pack
if [ "$(el)" -lt 400 ]; then
  (export BATCHLAS_MAX_GRID=1; BATCHLAS_TEST_TARGET=gpu timeout $(( 560 - $(el) )) compute-sanitizer --tool racecheck --error-exitcode 9 \
    $T --gtest_filter='Tiny/cdouble.TrmmWarpEveryFlag' --gtest_brief=1 > $RES/racecheck.log 2>&1
   t "racecheck z trmm rc $?: $(grep -E 'RACECHECK SUMMARY' $RES/racecheck.log | tr '\n' ' ')")
fi
t done; pack
