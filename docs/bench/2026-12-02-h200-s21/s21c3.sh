#!/usr/bin/env bash
# session 21 call 3: side_narrow (Left, m <= 32: A's rows in registers, B's columns streamed)
# for trmm triangular and symm/hemm direct. Tests, sanitizers, then A/B against side_tiles
# (BATCHLAS_AB=nonarrow) at issue 7's m = 32 Left cells and issue 10's n = 16, 32 cells.
set -u
S=$(date +%s)
R=/tmp/r3; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $R . ; }
BD=/tmp/b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
B=$BD/tools/bench/batchlas-bench
export BATCHLAS_TEST_TARGET=gpu
timeout 200 $BD/tests/batchlas_tests --gtest_filter='Symm/*:Hemm/*:Trmm/*:RoutesAgree*:SideNative*' --gtest_brief=1 > $R/l3.log 2>&1
t "symm/hemm/trmm tests rc $?: $(grep -E '^\[  (PASSED|FAILED) |FAILED  \]' $R/l3.log | head -12 | tr '\n' ' ')"
pack
for tool in memcheck racecheck; do
  timeout 150 compute-sanitizer --tool $tool --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="SideNative*/float.*Small:SideNative*/cdouble.*Small" --gtest_brief=1 > $R/$tool.log 2>&1
  t "$tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' $R/$tool.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
LB="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
for k in nonarrow new; do
  ab=$k; [ $k = new ] && ab=""
  BATCHLAS_AB=$ab timeout 60 $B --op trmm --dtype s,d,c,z --side L --uplo L --trans N --diag N --m 32 --n 256 --batch 2048 --family triangular $LB --csv $R/trmm-0-$k.csv > $R/trmm-0-$k.log 2>&1
  BATCHLAS_AB=$ab timeout 60 $B --op symm --dtype s,d,c,z --side L --uplo L --m 32 --n 256 --batch 2048 --family direct $LB --csv $R/symm-0-$k.csv > $R/symm-0-$k.log 2>&1
  BATCHLAS_AB=$ab timeout 60 $B --op hemm --dtype c,z --side L --uplo L --m 32 --n 256 --batch 2048 --family direct $LB --csv $R/hemm-0-$k.csv > $R/hemm-0-$k.log 2>&1
  t "issue 7 m=32 L $k rc $?"
  BATCHLAS_AB=$ab timeout 90 $B --op trmm,symm --dtype s,d,c,z --side L --n 16,32 --batch saturate --family triangular,direct,tiny $LB --csv $R/i10a-1-$k.csv > $R/i10a-1-$k.log 2>&1
  BATCHLAS_AB=$ab timeout 60 $B --op hemm --dtype c,z --side L --n 16,32 --batch saturate --family direct,tiny $LB --csv $R/i10b-1-$k.csv > $R/i10b-1-$k.log 2>&1
  t "issue 10 n=16,32 $k rc $?"
  pack
done
t done; pack
