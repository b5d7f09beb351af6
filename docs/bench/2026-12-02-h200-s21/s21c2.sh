#!/usr/bin/env bash
# session 21 call 2: the expand route's symmetrize/triangle by 32 x 32 tiles (coalesced mirrored
# reads) against the element kernel (BATCHLAS_AB=oldexpand), at issue 7's shapes; the level-3
# tests that pin `expand`; ncu of side_tiles at m = 32 Left (trmm s, symm s) to see what limits it.
set -u
S=$(date +%s)
R=/tmp/r2; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
BD=/tmp/b2
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
B=$BD/tools/bench/batchlas-bench
export BATCHLAS_TEST_TARGET=gpu
timeout 200 $BD/tests/batchlas_tests --gtest_filter='Symm/*:Hemm/*:Trmm/*:RoutesAgree*:SideNative*' --gtest_brief=1 > $R/l3.log 2>&1
t "symm/hemm/trmm tests rc $?: $(grep -E '^\[  (PASSED|FAILED) |FAILED  \]' $R/l3.log | head -8 | tr '\n' ' ')"
unset BATCHLAS_TEST_TARGET
pack
LB="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
shapes=("--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32")
for i in 0 1 2 3; do
  s=${shapes[$i]}
  for k in oldexpand new; do
    ab=$k; [ $k = new ] && ab=""
    BATCHLAS_AB=$ab timeout 60 $B --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N $s --family expand $LB --csv $R/trmm-$i-$k.csv > $R/trmm-$i-$k.log 2>&1
    BATCHLAS_AB=$ab timeout 60 $B --op symm --dtype s,d --side L,R --uplo L $s --family expand $LB --csv $R/symm-$i-$k.csv > $R/symm-$i-$k.log 2>&1
    BATCHLAS_AB=$ab timeout 60 $B --op hemm --dtype c --side L,R --uplo L $s --family expand $LB --csv $R/hemm-$i-$k.csv > $R/hemm-$i-$k.log 2>&1
    t "shape $i $k rc $?"
  done
  pack
done
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --m 32 --n 256 --batch 2048 --side L"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis --section SchedulerStats --section InstructionStats"
prof() { local name=$1 k=$2; shift 2; timeout 60 ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $NS $B "$@" $P > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
prof trmm-s32L side_tiles --op trmm --dtype s --family triangular
prof symm-s32L side_tiles --op symm --dtype s --family direct
prof symm-d32L side_tiles --op symm --dtype d --family direct
prof gemm-cublas-s32L gemm --op symm --dtype s --family expand
export BATCHLAS_TEST_TARGET=gpu
for tool in memcheck racecheck; do
  timeout 120 compute-sanitizer --tool $tool --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="Hemm/cdouble.AllFlagsOddSizesMatchOracle:Symm/float.AllFlagsOddSizesMatchOracle" --gtest_brief=1 > $R/$tool.log 2>&1
  t "$tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' $R/$tool.log | tr '\n' ' ')"
done
t done; pack
