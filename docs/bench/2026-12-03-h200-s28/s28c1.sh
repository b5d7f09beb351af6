#!/usr/bin/env bash
# Both session-27 candidates in one build (branch wip/s28-candidates = main + wip/native-gram-diag
# + wip/trmm-recursive-native), about 450 s; results packed after each stage:
#  1. the rank-k, syrk, herk, side, trmm, routes-agree and large-batch suites (session 27's review
#     fixes and widened block tests on main never ran on a GPU; trmm recursive_native is new);
#  2. syrk/herk recursive_native diagonal blocks by the Gram kernel (BATCHLAS_AB_GRAM_DIAG) A/B;
#  3. trmm recursive_native at issue 7's cells against triangular, blocked, recursive; nb; level form;
#  4. memcheck on both new paths; 5. the whole suite if time is left.
# Read: `python3 docs/bench/2026-12-03-h200-s27/variants.py DIR v0 v1` (stage 2);
# stage 3's CSVs: trmm-{def,nb64,nb128,nb256,ptr}-M-ROUND.csv (variants.py DIR def nb64 ... ptr).
set -u
source scripts/lib/device_call.sh s28cand
call_build
GTEST_FILTER='RankkNative*:RankkNativeHerm*:Syrk/*:Herk/*:SideNative*:Trmm/*:RoutesAgree*:LargeBatch*' timeout 200 bash scripts/lib/gpu_shards.sh $T /tmp/shards-s28 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
BATCHLAS_AB_GRAM_DIAG=1 GTEST_FILTER='*RecursiveNative*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/shards-s28g 16 > $RES/tests-gram.log 2>&1
t "block tests (gram) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-gram.log | head -8 | tr '\n' ' ')"
pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --family recursive_native"
for r in 1 2; do
  for v in 0 1; do
    for c in "--n 512 --k 512 --batch 512" "--n 1024 --k 1024 --batch 64"; do
      n=$(echo $c | cut -d' ' -f2)
      timeout 60 env BATCHLAS_AB_GRAM_DIAG=$v $B $R $c --op syrk --trans T --dtype s,d,c,z --csv $RES/syrk-v$v-$n-$r.csv > /dev/null 2>&1
      timeout 60 env BATCHLAS_AB_GRAM_DIAG=$v $B $R $c --op herk --trans C --dtype c,z --csv $RES/herk-v$v-$n-$r.csv > /dev/null 2>&1
    done
  done
  t "gram A/B round $r"; pack
done
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N"
for r in 1 2; do
  for s in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
    m=$(echo $s | cut -d' ' -f2)
    timeout 60 $B $R $s --family triangular,blocked,recursive,recursive_native --csv $RES/trmm-def-$m-$r.csv > /dev/null 2>&1
    for nbv in 64 128 256; do
      timeout 40 env BATCHLAS_BLOCKED_NB=$nbv $B $R $s --family recursive_native --csv $RES/trmm-nb$nbv-$m-$r.csv > /dev/null 2>&1
    done
    timeout 40 env BATCHLAS_AB_STRIDED=0 $B $R $s --family recursive_native --csv $RES/trmm-ptr-$m-$r.csv > /dev/null 2>&1
  done
  t "trmm round $r"; pack
done
BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.TrmmRecursiveNative*' --gtest_brief=1 > $RES/mc-trmm.log 2>&1
t "memcheck trmm rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-trmm.log | tr '\n' ' ')"
BATCHLAS_AB_GRAM_DIAG=1 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='RankkNative/float.SyrkRecursiveNativeBlocks' --gtest_brief=1 > $RES/mc-gram.log 2>&1
t "memcheck gram rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-gram.log | tr '\n' ' ')"
pack
timeout 150 bash scripts/lib/gpu_shards.sh $T /tmp/shards-s28w 16 > $RES/tests-all.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-all.log | head -8 | tr '\n' ' ')"
t done; pack
