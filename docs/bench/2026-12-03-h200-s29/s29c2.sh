#!/usr/bin/env bash
# Session 29, call 2 (branch wip/s29: the row blocks for trmm (complex, float kM = 32) and the
# Left side_tiles C prefetch landed from call 1; candidate BATCHLAS_AB_STAGEC=1: the narrow
# kernel's symm/hemm stage C into shared memory), about 350 s:
#  1. side, routes-agree, large-batch suites; the side suites again with STAGEC=1; sanitizers;
#  2. A/B STAGEC=0/1, symm/hemm Left direct, m = 32 / 16 / 24, two rounds;
#  3. trmm/symm/hemm re-tuned at m = 8, 16, 32 x n = 256, 512 (into RES/tuned);
#  4. issue 7 with auto on those tables: the m = 32 row (all ops), symm/hemm rows m >= 128.
set -u
source scripts/lib/device_call.sh s29c2
CALL_TARGETS=batchlas-tune call_build
GTEST_FILTER='SideNative*:RoutesAgree*:LargeBatch*' timeout 70 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c2 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
BATCHLAS_AB_STAGEC=1 GTEST_FILTER='SideNative*:RoutesAgree*' timeout 70 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c2s 16 > $RES/tests-sc.log 2>&1
t "STAGEC tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-sc.log | head -8 | tr '\n' ' ')"
BATCHLAS_AB_STAGEC=1 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.NarrowLeft*:SideNative/cdouble.NarrowLeft*:SideNative/cfloat.TrmmTriangularAllFlagsSmall' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"
BATCHLAS_AB_STAGEC=1 BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.NarrowLeft*' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*' --gtest_brief=1 > $RES/rc-c.log 2>&1
t "racecheck cfloat rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc-c.log | tr '\n' ' ')"
pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L,U --family direct"
for r in 1 2; do
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 16 --n 1024 --batch 1024" "--m 24 --n 512 --batch 1024"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 40 env BATCHLAS_AB_STAGEC=$v $B $R $c --op symm --dtype s,d,c,z --csv $RES/symm-v$v-$m-$r.csv > /dev/null 2>&1
      timeout 40 env BATCHLAS_AB_STAGEC=$v $B $R $c --op hemm --dtype c,z --csv $RES/hemm-v$v-$m-$r.csv > /dev/null 2>&1
    done
  done
  t "STAGEC A/B round $r"; pack
done
TN=$RES/tuned; cp -r tuned $TN
timeout 90 $BD/tools/tune/batchlas-tune --op trmm,symm,hemm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 \
  --budget 0.2 --max-seconds 60 --no-floors --no-progress --m 8,16,32 --n 256,512 > $RES/tune.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune.log)"; pack
export BATCHLAS_TUNED_DIR=$TN
S7="--m 32 --n 256 --batch 2048 --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
timeout 40 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,expand --csv $RES/issue7-trmm.csv > /dev/null 2>&1
timeout 40 $B $S7 --op symm --dtype s,d --family auto,direct,expand --csv $RES/issue7-symm.csv > /dev/null 2>&1
timeout 40 $B $S7 --op hemm --dtype c --family auto,direct,expand --csv $RES/issue7-hemm.csv > /dev/null 2>&1
t "issue 7 m=32"; pack
# (S was overwritten below, so the last two t lines failed; the CSVs were packed)
for c in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  m=$(echo $c | cut -d' ' -f2)
  S="$c --side L,R --uplo L --repeats 5 --warmup 2 --budget 0.3 --no-progress --family auto,direct,expand"
  timeout 40 $B $S --op symm --dtype s,d --csv $RES/issue7-symm-$m.csv > /dev/null 2>&1
  timeout 40 $B $S --op hemm --dtype c --csv $RES/issue7-hemm-$m.csv > /dev/null 2>&1
done
t "issue 7 symm/hemm m>=128"; t done; pack
