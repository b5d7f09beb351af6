#!/usr/bin/env bash
# session 13 call 1: A = main eda4e3d, B = wip/tri-read (rank-k C read only in the triangle's units).
# B: whole GPU suite (session 12's compile-only tests); memcheck/racecheck light; A/B rank-k tiny cells;
# ncu: gemm vs syrk s n=4, syrk s/d n=16 (A and B: DRAM bytes); symm s n=32 SASS source counters (A).
set -u
S=$(date +%s)
R=/tmp/r1; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
W=/tmp/w1; mkdir -p $W
for x in a b; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-b -j 16 --target batchlas_tests batchlas-bench batchlas-tune > $W/build-b.log 2>&1; t "build b rc $?"; tail -5 $W/build-b.log > $R/build-b-tail.log
cmake --build $W/build-a -j 16 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
B() { timeout 120 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
for x in a b; do
  B $x $x-1 --op gemm,syrk,syr2k --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny
  B $x $x-2 --op herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny
done
t "bench"; pack
timeout 220 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $R/tests-b.log 2>&1
t "whole suite b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b.log | head -8 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='Tiny/float.PackedRoundsRacecheckLight:Tiny/double.PackedRoundsRacecheckLight:TinyHerm/cdouble.PackedAlignedHermitianOps:TinyHerm/cfloat.PackedAlignedHermitianOps' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in Tiny/float.PackedRoundsRacecheckLight Tiny/double.PackedRoundsRacecheckLight; do
  timeout 30 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter=$f --gtest_brief=1 > $W/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis --section InstructionStats --section LaunchStats --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum"
N() { x=$1; name=$2; shift 2; timeout 40 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 $SEC \
    $W/build-$x/tools/bench/batchlas-bench "$@" --batch saturate --family tiny --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
N b gemm-s4 --op gemm --dtype s --n 4
N b syrk-s4 --op syrk --dtype s --n 4
N a syrk-s16-a --op syrk --dtype s --n 16
N b syrk-s16-b --op syrk --dtype s --n 16
N a syrk-d16-a --op syrk --dtype d --n 16
N b syrk-d16-b --op syrk --dtype d --n 16
N b gemm-d16 --op gemm --dtype d --n 16
pack
timeout 60 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 --section SourceCounters --section InstructionStats --page source --print-source sass --csv \
  $W/build-a/tools/bench/batchlas-bench --op symm --dtype s --n 32 --batch saturate --family tiny --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-symm-s32-sass.csv 2>&1
t "ncu symm sass rc $? $(wc -c < $R/ncu-symm-s32-sass.csv)"
t done; pack
