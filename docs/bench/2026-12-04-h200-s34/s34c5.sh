#!/usr/bin/env bash
# Session 34, call 5 (wip/s34-r128: main's SimtWarpXL plus two switches), about 260 s:
# BATCHLAS_AB_R128=1, float's Right m >= 128 in 128 x 32 tiles (l-major B, 2 stages; today 64 x 64);
# BATCHLAS_AB_XD=1, float's Left 32 x 128 l-major tile in 3 stages (today 2). Float side tests
# under both, memcheck of the Right 128 x 32 tile, A/B v0 / v1 (R128) / v2 (XD) in two rounds.
set -u
source scripts/lib/device_call.sh call5
call_build
BATCHLAS_AB_R128=1 BATCHLAS_AB_XD=1 GTEST_FILTER='SideNative/float.*:RoutesAgree/float.*' timeout 90 bash scripts/lib/gpu_shards.sh $T /tmp/shards-sw 16 > $RES/tests-sw.log 2>&1
t "switched float tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-sw.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_AB_R128=1 BATCHLAS_AB_XD=1 BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.TrmmTriangularWideTiles:SideNative/float.SymmDirectWideTiles' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L,R --uplo L"
  for v in 0 1 2; do
    case $v in 0) E="";; 1) E="BATCHLAS_AB_R128=1";; 2) E="BATCHLAS_AB_XD=1";; esac
    for c in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 30 env $E $B $R $c --op trmm --dtype s --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env $E $B $R $c --op symm --dtype s --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "A/B round $1"; pack
}
ab 1; ab 2
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v1 v2 > $RES/ab.txt 2>&1
t done; pack
