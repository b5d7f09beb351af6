#!/usr/bin/env bash
# Session 31, call 3 (branch wip/s31-weak = the landing tree s31-land + an A/B switch whose
# default is the landing kernels, PTX-identical): about 330 s.
#  1. the whole GPU suite (default: landing kernels); memcheck and racecheck of the narrow tests;
#  2. A/B BATCHLAS_AB_WEAK=0/1: 1 writes the epilogue's pieces with weak asm st.global.v4/v2
#     instead of __stwb (whose .wb became STG.E.128.STRONG.SM in SASS), symm s d c z, hemm c z,
#     trmm s d at Left m = 32 / 24 / 16 (the switch changes trmm's column-slice kernels only:
#     float and double at m <= 16; float at m = 24 / 32 runs row blocks, untouched), two rounds;
#  3. issue 7's m = 32 row on the landing kernels and shipped tables.
set -u
source scripts/lib/device_call.sh s31c3
call_build
timeout 240 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/tests-all.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-all.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/*.NarrowLeft*' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.NarrowLeft*:SideNative/double.NarrowLeft*' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
BATCHLAS_AB_WEAK=1 GTEST_FILTER='SideNative*' timeout 60 bash scripts/lib/gpu_shards.sh $T /tmp/shards-wk 16 > $RES/tests-weak.log 2>&1
t "WEAK side tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-weak.log | head -8 | tr '\n' ' ')"; pack
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L"
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 24 --n 512 --batch 1024" "--m 16 --n 1024 --batch 1024"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 30 env BATCHLAS_AB_WEAK=$v $B $R $c --op symm --dtype s,d,c,z --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_WEAK=$v $B $R $c --op hemm --dtype c,z --family direct --csv $RES/hemm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_WEAK=$v $B $R $c --op trmm --dtype s,d --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "WEAK A/B round $1"; pack
}
ab 1
ab 2
S7="--m 32 --n 256 --batch 2048 --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
timeout 40 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,expand --csv $RES/issue7-trmm.csv > /dev/null 2>&1
timeout 40 $B $S7 --op symm --dtype s,d,c --family auto,direct,expand --csv $RES/issue7-symm.csv > /dev/null 2>&1
timeout 40 $B $S7 --op hemm --dtype c --family auto,direct,expand --csv $RES/issue7-hemm.csv > /dev/null 2>&1
t "issue 7 m=32"
t done; pack
