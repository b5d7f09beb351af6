#!/usr/bin/env bash
# session 12 call 3: A = wip/tiny-flat v1 7f4f162, B = wip/tiny-flat v2 b544e77 (wide path for d, c at 16/32; 16-byte runs along l).
# B: the whole GPU suite, memcheck + racecheck on tiny; A/B of issue-10 cells (A with BATCHLAS_TINY_WIDE=1 for d, c at 16/32 so both run the wide path);
# float n = 16 wide vs generic on B; ncu of tiny symm / trmm s n = 32 on B.
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
cmake --build $W/build-b -j 16 --target batchlas_tests batchlas-bench > $W/build-b.log 2>&1; t "build b rc $?"; tail -5 $W/build-b.log > $R/build-b-tail.log
cmake --build $W/build-a -j 16 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
B() { timeout 120 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
B b b-1 --op gemm,symm,syrk,syr2k,trmm --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny
B b b-2 --op hemm,herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny
B a a-1 --op gemm,symm,syrk,syr2k,trmm --dtype s,z --n 4,8,16,32 --batch saturate --family tiny --no-reference
B a a-2 --op hemm,herk,her2k --dtype z --n 4,8,16,32 --batch saturate --family tiny --no-reference
BATCHLAS_TINY_WIDE=1 B a a-3 --op gemm,symm,syrk,syr2k,trmm --dtype d,c --n 16,32 --batch saturate --family tiny --no-reference
BATCHLAS_TINY_WIDE=1 B a a-4 --op hemm,herk,her2k --dtype c --n 16,32 --batch saturate --family tiny --no-reference
B a a-5 --op gemm,symm,syrk,syr2k,trmm --dtype d,c --n 4,8 --batch saturate --family tiny --no-reference
B a a-6 --op hemm,herk,her2k --dtype c --n 4,8 --batch saturate --family tiny --no-reference
BATCHLAS_TINY_WIDE=1 B b w-1 --op gemm,symm,syrk,syr2k,trmm --dtype s --n 16 --batch saturate --family tiny --no-reference
t "bench"; pack
timeout 240 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $R/tests-b.log 2>&1
t "whole suite b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b.log | head -8 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 100 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='Tiny/*.PackedWholeRoundsEveryOpWidePath:Tiny/float.PackedAlignedEveryOpEveryFlag:Tiny/double.GemmEveryTransEveryExtent' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in Tiny/double.PackedWholeRoundsEveryOpWidePath Tiny/float.PackedRoundsRacecheckLight; do
  timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter=$f --gtest_brief=1 > $W/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section InstructionStats"
for op in gemm symm trmm; do
  timeout 40 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 $SEC \
    --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio \
    $W/build-b/tools/bench/batchlas-bench --op $op --dtype s --n 32 --batch saturate --family tiny \
    --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-$op-s32.txt 2>&1
  t "ncu $op rc $?"
done
t done; pack
