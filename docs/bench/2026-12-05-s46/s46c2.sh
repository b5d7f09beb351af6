#!/usr/bin/env bash
# Session 46, call 2 (H200, at most about 560 s; later steps run only while time is left):
# 1. the two-chain symm warp kernel as the default for float, double and complex<float> symm /
#    hemm at m = n = 32 (call 1's A/B: 1.05-1.25x the engine): tests, memcheck / racecheck;
# 2. trmm_warp instantiated for complex<double> (blocks of one warp, 50,688 bytes: 4 warps per
#    SM; ptxas: 204-255 registers, three gather forms spill 136-176 bytes): its tests, the
#    trmm sweep over both routes, memcheck / racecheck; A/B against the engine at n = 32
#    (BATCHLAS_TRMM_WARP=0 / 1; the engine reads 0.464 of copy at Left Lower N, issue 10 wants
#    0.75). Prediction: 1.2-1.5x (the FP64 pipe needs ~4,200 cycles per item per scheduler,
#    the 0.75 target allows ~13,500; one warp per scheduler must hide its own latency);
#    symm_warp for complex<double> too (same shared memory; ptxas: 254-255 registers, 8-56
#    bytes spilled): symm / hemm z A/B the same way (BATCHLAS_SYMM_WARP; engine 0.55-0.56);
# 3. trmm-gather-split.patch (trmm_warp's gather form on two chains): tests, A/B;
# 4. issues 7 and 6 re-timed on the H200 (their counts are session 40's).
set -u
source scripts/lib/device_call.sh c2
el() { echo $(( $(date +%s) - S )); }
call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
SYMM_TESTS='Tiny/*.SymmWarp*:SymmWarpRoute.*:Tiny/*.Symm*:TinyHerm/*.Hemm*:Tiny/*.PackedAligned*'
TRMM_TESTS='Tiny/*.TrmmWarp*:TrmmWarpRoute.*:Tiny/cdouble.Trmm*:WarpItemDeviceGate.*'
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter="$SYMM_TESTS:$TRMM_TESTS" --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -12 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/abz
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_TRMM_WARP=$v timeout 40 $B $R --op trmm --dtype z --side L,R --uplo L,U --trans N,C --diag N --n 32 --batch saturate --family tiny --csv $RES/abz/v$v-$r.csv > /dev/null 2>&1
  done
  for v in 0 1; do
    BATCHLAS_SYMM_WARP=$v timeout 40 $B $R --op symm --dtype z --side L,R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/abz/v$v-s$r.csv > /dev/null 2>&1
    BATCHLAS_SYMM_WARP=$v timeout 40 $B $R --op hemm --dtype z --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/abz/v$v-h$r.csv > /dev/null 2>&1
  done
  t "z round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/abz tiny v0 v1 > $RES/abz.txt 2>&1; cat $RES/abz.txt >> $RES/log.txt; pack
sanitize 'Tiny/float.SymmWarpRouteByDefault:Tiny/double.SymmWarpRouteByDefault:Tiny/cfloat.SymmWarpRouteByDefault:Tiny/cdouble.SymmWarpRouteByDefault:Tiny/cdouble.TrmmWarpRouteByDefault' 70
cp $RES/memcheck.log $RES/memcheck-1.log; cp $RES/racecheck.log $RES/racecheck-1.log; pack
(export BATCHLAS_MAX_GRID=1; sanitize 'Tiny/cdouble.TrmmWarpEveryFlag:Tiny/cdouble.SymmWarpEveryFlag' 100); pack
keep_variant 1
if [ "$(el)" -lt 420 ]; then
  git apply docs/bench/2026-12-05-s46/trmm-gather-split.patch > $RES/patch.log 2>&1; t "patch rc $?"
  cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench > "$RES/build2.log" 2>&1
  t "rebuild rc $?: $(tail -1 "$RES/build2.log")"
  keep_variant 2
  BATCHLAS_TEST_TARGET=gpu timeout 60 $T --gtest_filter='Tiny/*.TrmmWarpEveryFlag' --gtest_brief=1 > $RES/tests-split.log 2>&1
  t "split tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests-split.log | head -8 | tr '\n' ' ')"; pack
  mkdir -p $RES/abg
  for r in 1 2; do
    for v in 1 2; do
      with_variant $v /tmp/b$v $R --no-reference --op trmm --dtype s,d,c,z --side L --uplo L,U --trans T,C --diag N --n 32 --batch saturate --family tiny --csv $RES/abg/v$v-L$r.csv > /dev/null 2>&1
      with_variant $v /tmp/b$v $R --no-reference --op trmm --dtype s,d,c,z --side R --uplo L,U --trans N --diag N --n 32 --batch saturate --family tiny --csv $RES/abg/v$v-R$r.csv > /dev/null 2>&1
    done
    t "gather round $r"; pack
  done
  python3 docs/bench/2026-12-05-s40/ab.py $RES/abg tiny v1 v2 > $RES/abg.txt 2>&1; cat $RES/abg.txt >> $RES/log.txt; pack
fi
if [ -z "${SKIP_ISSUES:-}" ] && [ "$(el)" -lt 480 ]; then
  ONLY="7" BUILD_DIR=$BD OUT=$RES/issues timeout 70 bash scripts/bench-issues.sh > $RES/issues.log 2>&1
  python3 scripts/issue_targets.py 7 $RES/issues/issue7.csv > $RES/issues/issue7.txt 2>&1
  t "issue 7: $(tail -2 $RES/issues/issue7.txt | tr '\n' ' ')"; pack
fi
t done; pack
