#!/usr/bin/env bash
# session 12 call 4 (about 300 s of device time left): B = wip/tiny-flat c9d02b1 (fix_group once per group at S = 32; float 16 wide), A = b544e77.
# B: tiny and routes-agree tests, issue-10 table with cuBLAS; memcheck + racecheck light; then A/B of the tiny cells; then the side/rank-k suites.
set -u
S=$(date +%s)
R=/tmp/r4; mkdir -p $R
el() { echo $(($(date +%s) - S)); }
t() { echo "[$(el) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $R . ; }
W=/tmp/w4; mkdir -p $W
for x in a b; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-b -j 16 --target batchlas_tests batchlas-bench > $W/build-b.log 2>&1; t "build b rc $?"; tail -5 $W/build-b.log > $R/build-b-tail.log
GTEST_FILTER='Tiny*:TinyHerm*:RoutesAgree/*' timeout 100 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $R/tests-b.log 2>&1
t "tests b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b.log | head -8 | tr '\n' ' ')"
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
B() { timeout 60 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
B b b-1 --op gemm,symm,syrk,syr2k,trmm --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny
B b b-2 --op hemm,herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny
t "bench b"; pack
export BATCHLAS_TEST_TARGET=gpu
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='Tiny/float.PackedRoundsRacecheckLight:Tiny/double.PackedRoundsRacecheckLight:TinyHerm/cdouble.PackedAlignedHermitianOps' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in Tiny/float.PackedRoundsRacecheckLight Tiny/double.PackedRoundsRacecheckLight; do
  timeout 30 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter=$f --gtest_brief=1 > $W/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
cmake --build $W/build-a -j 16 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
B a a-1 --op gemm,symm,syrk,syr2k,trmm --dtype s,d,c,z --n 16,32 --batch saturate --family tiny --no-reference
B a a-2 --op hemm,herk,her2k --dtype c,z --n 16,32 --batch saturate --family tiny --no-reference
t "bench a"; pack
if [ $(el) -lt 230 ]; then
  GTEST_FILTER='Symm/*:Hemm/*:Trmm/*:Syrk/*:Herk/*:Syr2k/*:Her2k/*:Gemm*' timeout $((280 - $(el))) bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b2 16 > $R/tests-b2.log 2>&1
  t "level-3 suites b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b2.log | head -8 | tr '\n' ' ')"
fi
t done; pack
