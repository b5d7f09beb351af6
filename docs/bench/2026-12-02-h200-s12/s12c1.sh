#!/usr/bin/env bash
# session 12 call 1: A = main 567645a, B = wip/gram-stage f0d098b.
# B: gram tests + sanitizers; gram A/B; ncu InstructionStats gram s n=32 (A and B);
# issue 6/7 cells with family recursive (never in bench-issues since session 5) on A; ncu of tiny gemm s n = 16/32 on A.
set -u
S=$(date +%s)
R=$OUT/r; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
W=/tmp/w1; mkdir -p $W
for x in a b; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-b -j 16 --target batchlas_tests batchlas-bench > $W/build-b.log 2>&1; t "build b rc $?"; tail -5 $W/build-b.log > $R/build-b-tail.log
cmake --build $W/build-a -j 16 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
GTEST_FILTER='RankkNative*:RankkNativeHerm*:Syrk/*:Herk/*:RoutesAgree/*.RankK*' timeout 120 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $R/tests-b.log 2>&1
t "tests b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b.log | head -8 | tr '\n' ' ')"
RR="--repeats 7 --warmup 2 --budget 0.2 --no-progress"
i=0
bench() {  # bench X Y ARGS: X with the cuBLAS reference, Y without
  i=$((i + 1)); local x=$1 y=$2; shift 2
  timeout 90 $W/build-$x/tools/bench/batchlas-bench "$@" $RR --csv $R/$x-$i.csv > $R/bench-$x-$i.log 2>&1
  [ "$y" = - ] || timeout 90 $W/build-$y/tools/bench/batchlas-bench "$@" $RR --no-reference --csv $R/$y-$i.csv > $R/bench-$y-$i.log 2>&1
}
for op in "syrk --trans T --dtype s,d,c" "herk --trans C --dtype c"; do
  bench b a --op $op --n 32 --k 256 --batch 2048 --family gram
  bench b a --op $op --n 64 --k 1024 --batch 1024 --family gram
  bench b a --op $op --n 128 --k 1024 --batch 512 --family gram
done
t "gram a/b"; pack
for op in "syrk --trans T --dtype s,d,c" "herk --trans C --dtype c"; do
  bench a - --op $op --n 64 --k 1024 --batch 1024 --family recursive,blocked
  bench a - --op $op --n 128 --k 1024 --batch 512 --family recursive,blocked
  bench a - --op $op --n 512 --k 512 --batch 512 --family recursive,blocked
  bench a - --op $op --n 1024 --k 1024 --batch 64 --family recursive,blocked
done
t "issue 6 recursive"; pack
export BATCHLAS_TEST_TARGET=gpu
timeout 90 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='RankkNative/*.GramMoreItemsThanResidentBlocks:RankkNative/*.SyrkSmallKBroadcastAndShortReductions' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in RankkNative/float.GramMoreItemsThanResidentBlocks RankkNative/float.SyrkSmallKBroadcastAndShortReductions RankkNative/double.SyrkSmallKBroadcastAndShortReductions; do
  timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter=$f --gtest_brief=1 > $W/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
done
pack
unset BATCHLAS_TEST_TARGET
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis --section InstructionStats --section LaunchStats"
for x in a b; do
  timeout 60 ncu --kernel-name regex:gram_tiles --launch-skip 2 --launch-count 1 $SEC \
    $W/build-$x/tools/bench/batchlas-bench --op syrk --dtype s --trans T --n 32 --k 256 --batch 2048 --family gram \
    --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-gram-s-$x.txt 2>&1
  t "ncu gram $x rc $?"
done
for n in 16 32; do
  timeout 60 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 $SEC \
    --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,smsp__inst_executed_pipe_lsu.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum \
    $W/build-a/tools/bench/batchlas-bench --op gemm --dtype s --n $n --batch saturate --family tiny \
    --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-tiny-gemm-s$n.txt 2>&1
  t "ncu tiny $n rc $?"
done
t done; pack
