#!/usr/bin/env bash
# session 12 call 2: A = main f0d098b (gram-stage merged), B = wip/tiny-flat 7f4f162.
# B: Tiny and routes-agree tests, memcheck + racecheck on tiny; A/B of issue-10 cells (tiny); B with BATCHLAS_TINY_WIDE=1 (d, c, z at 16/32); ncu tiny gemm s n=32 on B.
set -u
S=$(date +%s)
R=/tmp/r2; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
W=/tmp/w2; mkdir -p $W
for x in a b; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-b -j 16 --target batchlas_tests batchlas-bench > $W/build-b.log 2>&1; t "build b rc $?"; tail -5 $W/build-b.log > $R/build-b-tail.log
cmake --build $W/build-a -j 16 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
GTEST_FILTER='Tiny*:TinyHerm*:RoutesAgree/*' timeout 150 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $R/tests-b.log 2>&1
t "tests b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b.log | head -8 | tr '\n' ' ')"
pack
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
B() { timeout 120 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
for x in b a; do
  B $x $x-1 --op gemm,symm,syrk,syr2k,trmm --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny
  B $x $x-2 --op hemm,herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny
  t "bench $x"
done
pack
BATCHLAS_TINY_WIDE=1 B b w-1 --op gemm,symm,syrk,syr2k,trmm --dtype d,c,z --n 16,32 --batch saturate --family tiny --no-reference
BATCHLAS_TINY_WIDE=1 B b w-2 --op hemm,herk,her2k --dtype c,z --n 16,32 --batch saturate --family tiny --no-reference
t "bench b wide"; pack
export BATCHLAS_TEST_TARGET=gpu
timeout 120 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='Tiny/*.PackedAlignedEveryOpEveryFlag:Tiny/*.PackedWholeRoundsEveryOpWidePath:Tiny/float.PackedManySmallItems:TinyHerm/*.PackedAlignedHermitianOps' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in Tiny/float.PackedRoundsRacecheckLight Tiny/float.PackedWholeRoundsEveryOpWidePath; do
  timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter=$f --gtest_brief=1 > $W/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section InstructionStats --section LaunchStats"
for x in b; do
  timeout 60 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 $SEC \
    --metrics smsp__inst_executed_pipe_lsu.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum \
    $W/build-$x/tools/bench/batchlas-bench --op gemm --dtype s --n 32 --batch saturate --family tiny \
    --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-tiny-gemm-s32-$x.txt 2>&1
  t "ncu $x rc $?"
done
t done; pack
