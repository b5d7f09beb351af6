#!/usr/bin/env bash
# Session 33, call 3 (the landing candidate: 32 x 128 / 128 x 32 tiles where calls 1-2 measured
# them faster), about 480 s:
#  1. side + routes-agree tests; A/B BATCHLAS_AB_W128 = 0 / 3 (3: double Left m > 32 in 32 x 128
#     tiles of 2 stages, 4 blocks per SM by shared memory instead of 2), two rounds;
#  2. trmm/symm/hemm re-tuned (m = 32, 128 x n = 256, 512; m = n = 128, 256, 1024), merged with
#     the tie rule; issue 7's four shapes, every family and `auto` on those tables;
#  3. the whole GPU suite; memcheck and racecheck of the new instances.
set -u
source scripts/lib/device_call.sh s33c3
CALL_TARGETS=batchlas-tune call_build
GTEST_FILTER='SideNative*:RoutesAgree*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/shards-side 16 > $RES/tests-side.log 2>&1
t "side tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-side.log | head -8 | tr '\n' ' ')"; pack
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L"
  for v in 0 3; do
    for c in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 30 env BATCHLAS_AB_W128=$v $B $R $c --op trmm --dtype d --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_W128=$v $B $R $c --op symm --dtype d --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "W128=3 A/B round $1"; pack
}
ab 1; ab 2
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v3 > $RES/ab.txt 2>&1; pack
TN=$RES/tuned; cp -r tuned $TN
TUNE="--op trmm,symm,hemm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress"
timeout 130 $BD/tools/tune/batchlas-tune $TUNE --max-seconds 100 --m 32,128 --n 256,512 > $RES/tune1.log 2>&1
t "tune 1 rc $?: $(tail -1 $RES/tune1.log)"; pack
timeout 150 $BD/tools/tune/batchlas-tune $TUNE --max-seconds 120 --n 128,256,1024 > $RES/tune2.log 2>&1
t "tune 2 rc $?: $(tail -1 $RES/tune2.log)"; pack
for c in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  m=$(echo $c | cut -d' ' -f2)
  S7="$c --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
  BATCHLAS_TUNED_DIR=$TN timeout 60 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,blocked,recursive,expand --csv $RES/issue7-trmm-m$m.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op symm --dtype s,d --family auto,direct,expand,blocked,recursive --csv $RES/issue7-symm-m$m.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op hemm --dtype c --family auto,direct,expand,blocked,recursive --csv $RES/issue7-hemm-m$m.csv > /dev/null 2>&1
  t "issue 7 m=$m"; pack
done
timeout 200 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/tests-all.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-all.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectAllFlagsRaggedMatchGemm:SideNativeHerm/cfloat.HemmDirectAllFlagsRaggedMatchGemm:SideNative/double.NarrowLeft*' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectAllFlagsRaggedMatchGemm' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"
t done; pack
