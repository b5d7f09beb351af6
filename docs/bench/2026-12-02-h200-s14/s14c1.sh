#!/usr/bin/env bash
# session 14 call 1 (prepared in session 13): A = main, B = wip/tri-tiles cda42ca (rank-k tile list), C = wip/tri-read d538b06,
# D = wip/fix-unroll eb97244 (fix_group per operand, compile-time index).
# Make the snapshots first:  git archive main | gzip > .snapshot/a.tgz; git archive wip/tri-tiles | gzip > .snapshot/b.tgz;
#                            git archive wip/tri-read | gzip > .snapshot/c.tgz; git archive wip/fix-unroll | gzip > .snapshot/d.tgz
# B: tiny/rank-k tests + sanitizers; A/B/C bench of the rank-k and gemm tiny cells; ncu of syrk on B.
set -u
S=$(date +%s)
R=/tmp/r1; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
W=/tmp/w1; mkdir -p $W
for x in a b c d; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-b -j 16 --target batchlas_tests batchlas-bench > $W/build-b.log 2>&1; t "build b rc $?"; tail -5 $W/build-b.log > $R/build-b-tail.log
cmake --build $W/build-a -j 16 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
B() { timeout 120 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
for x in a b; do
  B $x $x-1 --op gemm,syrk,syr2k --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny --no-reference
  B $x $x-2 --op herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny --no-reference
  B $x $x-3 --op syrk --dtype s,d,c --uplo U --trans T --n 8,16 --batch saturate --family tiny --no-reference
done
t "bench a b"; pack
GTEST_FILTER='Tiny*:TinyHerm*:RoutesAgree/*:RankkNative*:Syrk/*:Herk/*:Syr2k/*:Her2k/*' timeout 180 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $R/tests-b.log 2>&1
t "tests b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b.log | head -8 | tr '\n' ' ')"
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
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis --section InstructionStats --section LaunchStats --metrics dram__bytes_read.sum,dram__bytes_write.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"
N() { x=$1; name=$2; shift 2; timeout 40 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 $SEC \
    $W/build-$x/tools/bench/batchlas-bench "$@" --batch saturate --family tiny --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
N b syrk-d16-b --op syrk --dtype d --n 16
N b syrk-s8-b --op syrk --dtype s --n 8
if [ $(($(date +%s) - S)) -lt 420 ]; then
  cmake --build $W/build-c -j 16 --target batchlas-bench > $W/build-c.log 2>&1; t "build c rc $?"
  B c c-1 --op gemm,syrk,syr2k --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny --no-reference
  B c c-2 --op herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny --no-reference
fi
if [ $(($(date +%s) - S)) -lt 480 ]; then
  cmake --build $W/build-d -j 16 --target batchlas-bench > $W/build-d.log 2>&1; t "build d rc $?"
  for x in a d; do B $x $x-5 --op symm,trmm --dtype s,d,c,z --n 16,32 --batch saturate --family tiny --no-reference; done
  for x in a d; do B $x $x-6 --op hemm --dtype c,z --n 16,32 --batch saturate --family tiny --no-reference; done
fi
t done; pack
