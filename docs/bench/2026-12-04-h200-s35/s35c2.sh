#!/usr/bin/env bash
# Before the call: git show f09ac61:src/kernels/tiny/tiny.cu > docs/bench/2026-12-04-h200-s35/tiny-f09ac61.cu
# (main's tiny.cu, variant A; carried untracked, not committed).
# Session 35, call 2 (wip/s35-fix), about 540 s: fix_group's per-thread offsets decided once
# (S <= 16 periodic walk, and the 32 x 32 items of S = 32 behind BATCHLAS_AB_FIX32). Three bench
# binaries from one build directory: C (the candidate, FIX32 = 1), B (FIX32 = 0), A (main's
# tiny.cu, f09ac61); the candidate's Tiny tests and sanitizers; tiny cells of symm / hemm / trmm
# (and syrk / herk, whose kernels lost the operand fix) in two interleaved rounds.
set -u
source scripts/lib/device_call.sh call2
call_build
cp $B /tmp/bC
GTEST_FILTER='Tiny*:TinyHerm*' timeout 300 bash scripts/lib/gpu_shards.sh $T /tmp/shards-tiny 12 > $RES/tests-tiny.log 2>&1 &
TP=$!
sed -i 's/^#define BATCHLAS_AB_FIX32 1$/#define BATCHLAS_AB_FIX32 0/' src/kernels/tiny/tiny.cu
grep -c '^#define BATCHLAS_AB_FIX32 0$' src/kernels/tiny/tiny.cu >> $RES/log.txt
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-b.log 2>&1; t "build B rc $?"; cp $B /tmp/bB
cp docs/bench/2026-12-04-h200-s35/tiny-f09ac61.cu src/kernels/tiny/tiny.cu
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-a.log 2>&1; t "build A rc $?"; cp $B /tmp/bA
wait $TP; t "Tiny tests (C) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-tiny.log | head -8 | tr '\n' ' ')"; pack
export BATCHLAS_TEST_TARGET=gpu
timeout 100 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='Tiny/cfloat.PackedWholeRoundsSixteenClass:TinyHerm/cfloat.PackedAlignedHermitianOps:Tiny/double.PackedRoundsRacecheckLight' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
timeout 100 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='Tiny/cfloat.PackedRoundsRacecheckLight:Tiny/float.PackedRoundsRacecheckLight' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
unset BATCHLAS_TEST_TARGET
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
ab() {
  for v in A B C; do
    timeout 60 /tmp/b$v $R --op symm,trmm --dtype s,d,c,z --n 4,8,16,32 --csv $RES/v$v-s$1.csv > /dev/null 2>&1
    timeout 40 /tmp/b$v $R --op hemm --dtype c,z --n 4,8,16,32 --csv $RES/v$v-h$1.csv > /dev/null 2>&1
    timeout 30 /tmp/b$v $R --op syrk,herk --dtype z --n 8,16 --csv $RES/v$v-k$1.csv > /dev/null 2>&1
    timeout 30 /tmp/b$v $R --op syrk --dtype d --n 8,16 --csv $RES/v$v-d$1.csv > /dev/null 2>&1
  done
  t "round $1"; pack
}
ab 1
ab 2
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES vA vB vC > $RES/ab.txt 2>&1
t done; pack
