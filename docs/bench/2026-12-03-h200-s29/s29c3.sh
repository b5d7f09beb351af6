#!/usr/bin/env bash
# Session 29, call 3: the landing tree (row blocks, side_tiles Left C prefetch, narrow symm/hemm
# stage C; no switches; call 2's trmm/symm/hemm tables in tuned/), about 360 s: side,
# routes-agree, large-batch suites; sanitizers on the C-staging instances; symm/hemm re-tuned at
# m <= 32 (into RES/tuned); issue 7's m = 32 row with auto on those tables; candidate
# BATCHLAS_AB_PACKA=1 (complex<float> kM = 32 symm/hemm stage C too, A's triangle packed to make
# room): its tests, sanitizers, A/B. (The whole suite was dropped: start refusals cost 330 s.)
set -u
source scripts/lib/device_call.sh s29c3
CALL_TARGETS=batchlas-tune call_build
GTEST_FILTER='SideNative*:RoutesAgree*:LargeBatch*' timeout 70 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c3 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.NarrowLeft*:SideNative/double.NarrowLeft*:SideNative/cfloat.NarrowLeft*' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/double.NarrowLeft*' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"
pack
TN=$RES/tuned; cp -r tuned $TN
timeout 60 $BD/tools/tune/batchlas-tune --op symm,hemm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 \
  --budget 0.2 --max-seconds 40 --no-floors --no-progress --m 8,16,32 --n 256,512 > $RES/tune.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune.log)"; pack
export BATCHLAS_TUNED_DIR=$TN
S7="--m 32 --n 256 --batch 2048 --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
timeout 40 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,expand --csv $RES/issue7-trmm.csv > /dev/null 2>&1
timeout 40 $B $S7 --op symm --dtype s,d --family auto,direct,expand --csv $RES/issue7-symm.csv > /dev/null 2>&1
timeout 40 $B $S7 --op hemm --dtype c --family auto,direct,expand --csv $RES/issue7-hemm.csv > /dev/null 2>&1
t "issue 7 m=32"; pack
BATCHLAS_AB_PACKA=1 GTEST_FILTER='SideNative/cfloat*:RoutesAgree*' timeout 60 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c3p 16 > $RES/tests-pk.log 2>&1
t "PACKA tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-pk.log | head -8 | tr '\n' ' ')"
BATCHLAS_AB_PACKA=1 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*' --gtest_brief=1 > $RES/mc-pk.log 2>&1
t "PACKA memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-pk.log | tr '\n' ' ')"
BATCHLAS_AB_PACKA=1 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*' --gtest_brief=1 > $RES/rc-pk.log 2>&1
t "PACKA racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc-pk.log | tr '\n' ' ')"
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L,U --family direct --dtype c"
for r in 1 2; do
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 24 --n 512 --batch 1024"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 40 env BATCHLAS_AB_PACKA=$v $B $R $c --op symm --csv $RES/symm-v$v-$m-$r.csv > /dev/null 2>&1
      timeout 40 env BATCHLAS_AB_PACKA=$v $B $R $c --op hemm --csv $RES/hemm-v$v-$m-$r.csv > /dev/null 2>&1
    done
  done
  t "PACKA A/B round $r"; pack
done
t done; pack
