#!/usr/bin/env bash
# session 13 call 3: A = main eda4e3d, B = wip/tri-read (rank-k kernels R apart: epilogue masks, TriUnit stores).
# B: A/B of the rank-k tiny cells; whole GPU suite; memcheck/racecheck light; tune of the level-3 ops at n <= 32.
set -u
S=$(date +%s)
R=/tmp/r3; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $R . ; }
W=/tmp/w3; mkdir -p $W
for x in a b; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-b -j 16 --target batchlas_tests batchlas-bench batchlas-tune > $W/build-b.log 2>&1; t "build b rc $?"; tail -5 $W/build-b.log > $R/build-b-tail.log
cmake --build $W/build-a -j 16 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
B() { timeout 120 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
B a a-1 --op gemm,syrk,syr2k --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny --no-reference
B a a-2 --op herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny --no-reference
B b b-1 --op gemm,syrk,syr2k --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny
B b b-2 --op herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny
for x in a b; do
  B $x $x-3 --op syrk --dtype s,d,c --uplo U --trans T --n 8,16 --batch saturate --family tiny --no-reference
  B $x $x-4 --op herk --dtype c --uplo U --trans C --n 8,16 --batch saturate --family tiny --no-reference
done
t "bench"; pack
timeout 220 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $R/tests-b.log 2>&1
t "whole suite b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b.log | head -8 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='Tiny/float.PackedRoundsRacecheckLight:Tiny/double.PackedRoundsRacecheckLight:TinyHerm/cdouble.PackedAlignedHermitianOps:TinyHerm/cfloat.PackedAlignedHermitianOps' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in Tiny/float.PackedRoundsRacecheckLight Tiny/double.PackedRoundsRacecheckLight TinyHerm/cfloat.PackedAlignedHermitianOps; do
  timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter=$f --gtest_brief=1 > $W/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
mkdir -p $R/tuned
timeout $((585 - $(($(date +%s) - S)))) $W/build-b/tools/tune/batchlas-tune --op gemm,syrk,herk,syr2k,her2k,symm,hemm,trmm --n 4,8,16,32 --out $R/tuned --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 10 --no-floors --no-progress --commit d2eacb86c2fc > $R/tune.log 2>&1
t "tune rc $? $(ls $R/tuned | wc -l) files"
t done; pack
