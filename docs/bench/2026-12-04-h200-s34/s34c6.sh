#!/usr/bin/env bash
# Session 34, call 6 (the landing tree: float's Right m >= 128 in the 128 x 32 l-major tile, no
# switch; PTX-identical to call 5's BATCHLAS_AB_R128=1 instances), about 220 s: side and
# routes-agree tests, racecheck / memcheck of the new tile, trmm/symm float rows re-tuned,
# issue 7's float cells with `auto` on those tables.
set -u
source scripts/lib/device_call.sh call6
CALL_TARGETS=batchlas-tune call_build
GTEST_FILTER='SideNative*:RoutesAgree*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/shards-side 16 > $RES/tests-side.log 2>&1
t "side tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-side.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectWideTiles:SideNative/float.TrmmTriangularWideTiles' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.SymmDirectAllFlagsRaggedMatchGemm' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
TN=$RES/tuned; cp -r tuned $TN
TUNE="--op trmm,symm --dtype s --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress"
timeout 60 $BD/tools/tune/batchlas-tune $TUNE --max-seconds 50 --m 32,128 --n 256,512 > $RES/tune1.log 2>&1
timeout 60 $BD/tools/tune/batchlas-tune $TUNE --max-seconds 50 --n 128,256,1024 > $RES/tune2.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune2.log)"; pack
for c in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  m=$(echo $c | cut -d' ' -f2)
  S7="$c --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
  BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op trmm --trans N --diag N --dtype s --family auto,triangular,blocked,recursive,expand --csv $RES/issue7-trmm-m$m.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op symm --dtype s --family auto,direct,expand,blocked,recursive --csv $RES/issue7-symm-m$m.csv > /dev/null 2>&1
done
t "issue 7 float"; t done; pack
