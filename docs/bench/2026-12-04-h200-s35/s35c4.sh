#!/usr/bin/env bash
# Before the call: git show f09ac61:src/kernels/tiny/tiny.cu > docs/bench/2026-12-04-h200-s35/tiny-f09ac61.cu
# (main's tiny.cu, variant A; carried untracked, not committed).
# Session 35, call 4 (wip/s35-fix: the warp-local fix at S = 16, per-thread fix offsets), about
# 450 s. Call 2's A/B was void: the bench links libbatchlas.so, so its three binaries all ran the
# last build's library. Here each variant's library is kept and preloaded (LD_PRELOAD +
# LD_LIBRARY_PATH; which file the loader took is logged). C = candidate (FIX32 = 1), B = FIX32 = 0,
# A = main's tiny.cu (f09ac61). Candidate's Tiny tests and sanitizers; two interleaved rounds.
set -u
source scripts/lib/device_call.sh call4
call_build
keep() { mkdir -p /tmp/lib$1; cp -P $BD/libbatchlas.so* /tmp/lib$1/; cp $B /tmp/b$1; }
keep C
GTEST_FILTER='Tiny*:TinyHerm*' timeout 300 bash scripts/lib/gpu_shards.sh $T /tmp/shards-tiny 12 > $RES/tests-tiny.log 2>&1 &
TP=$!
sed -i 's/^#define BATCHLAS_AB_FIX32 1$/#define BATCHLAS_AB_FIX32 0/' src/kernels/tiny/tiny.cu
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-b.log 2>&1; t "build B rc $?"; keep B
cp docs/bench/2026-12-04-h200-s35/tiny-f09ac61.cu src/kernels/tiny/tiny.cu
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-a.log 2>&1; t "build A rc $?"; keep A
readelf -d /tmp/bC | grep -iE 'rpath|runpath' >> $RES/log.txt
for v in A B C; do
  echo "$v: $(LD_DEBUG=libs LD_PRELOAD=/tmp/lib$v/libbatchlas.so.0 LD_LIBRARY_PATH=/tmp/lib$v /tmp/b$v --list 2>&1 | grep -E 'calling init: .*batchlas' | head -2 | tr '\n' ' ') $(md5sum /tmp/lib$v/libbatchlas.so.0 | cut -c1-8)" >> $RES/log.txt
done
wait $TP; t "Tiny tests (C) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-tiny.log | head -8 | tr '\n' ' ')"; pack
export BATCHLAS_TEST_TARGET=gpu
timeout 100 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='Tiny/cfloat.PackedWholeRoundsSixteenClass:Tiny/float.PackedWholeRoundsSixteenClass:Tiny/double.PackedRoundsRacecheckLight' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
timeout 120 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='Tiny/cfloat.PackedWholeRoundsSixteenClass:Tiny/float.PackedRoundsRacecheckLight' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
unset BATCHLAS_TEST_TARGET
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
ab() {
  for v in A B C; do
    export LD_PRELOAD=/tmp/lib$v/libbatchlas.so.0 LD_LIBRARY_PATH=/tmp/lib$v
    timeout 60 /tmp/b$v $R --op symm,trmm --dtype s,d,c,z --n 8,16,32 --csv $RES/v$v-s$1.csv > /dev/null 2>&1
    timeout 40 /tmp/b$v $R --op hemm --dtype c,z --n 16,32 --csv $RES/v$v-h$1.csv > /dev/null 2>&1
    timeout 30 /tmp/b$v $R --op gemm --dtype s,c --n 16 --csv $RES/v$v-g$1.csv > /dev/null 2>&1
    unset LD_PRELOAD LD_LIBRARY_PATH
  done
  t "round $1"; pack
}
ab 1
ab 2
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES vA vB vC > $RES/ab.txt 2>&1
t done; pack
