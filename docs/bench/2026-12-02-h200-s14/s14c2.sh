#!/usr/bin/env bash
# session 14 call 2: A = main, H = wip/merge-cd (d538b06 rank-k masks + eb97244 fix_group + the tile list for
# 8-byte types with an untransposed X). H: the whole GPU suite, sanitizers (tile list forced on, and the rule);
# A/H bench of every issue-10 tiny cell, syrk trans T / uplo U, and H with the tile list forced off (M-like).
set -u
S=$(date +%s)
R=/tmp/r2; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
W=/tmp/w2; mkdir -p $W
for x in a h; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-h -j 12 --target batchlas_tests batchlas-bench > $W/build-h.log 2>&1 &
P=$!
cmake --build $W/build-a -j 4 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
wait $P; t "build h rc $?"; tail -5 $W/build-h.log > $R/build-h-tail.log
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
B() { timeout 120 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
for x in a h; do
  B $x $x-1 --op gemm,symm,syrk,syr2k,trmm --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny --no-reference
  B $x $x-2 --op hemm,herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny --no-reference
  B $x $x-3 --op syrk --dtype s,d,c,z --uplo U --trans T --n 4,8,16 --batch saturate --family tiny --no-reference
  B $x $x-4 --op syrk,syr2k --dtype d,c --uplo U --n 8,16 --batch saturate --family tiny --no-reference
done
BATCHLAS_TINY_TILES=0 B h m-1 --op syrk,syr2k --dtype s,d,c,z --n 4,8,16 --batch saturate --family tiny --no-reference
BATCHLAS_TINY_TILES=0 B h m-2 --op herk,her2k --dtype c,z --n 4,8,16 --batch saturate --family tiny --no-reference
t "bench"; pack
timeout 260 bash $W/src-h/scripts/lib/gpu_shards.sh $W/build-h/tests/batchlas_tests $W/shards-h 16 > $R/tests-h.log 2>&1
t "tests h rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-h.log | head -8 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
MC='Tiny/*.RankkRacecheckLight:Tiny/float.PackedRoundsRacecheckLight:TinyHerm/cdouble.PackedAlignedHermitianOps'
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-h/tests/batchlas_tests --gtest_filter=$MC --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck h rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in Tiny/double.RankkRacecheckLight Tiny/cfloat.RankkRacecheckLight Tiny/float.RankkRacecheckLight Tiny/cdouble.RankkRacecheckLight Tiny/double.PackedRoundsRacecheckLight; do
  timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-h/tests/batchlas_tests --gtest_filter=$f --gtest_brief=1 > $W/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
done
t done; pack
