#!/usr/bin/env bash
# session 21 call 4: side_narrow with deeper per-warp rings (BATCHLAS_AB=ns5, ns8; default 3)
# against side_tiles (nonarrow) at issue 7's m = 32 Left cells; the side tests under each ring.
set -u
S=$(date +%s)
R=/tmp/r4; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $R . ; }
BD=/tmp/b4
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
B=$BD/tools/bench/batchlas-bench
LB="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
for k in nonarrow new ns5 ns8; do
  ab=$k; [ $k = new ] && ab=""
  BATCHLAS_AB=$ab timeout 60 $B --op trmm --dtype s,d,c,z --side L --uplo L --trans N --diag N --m 32 --n 256 --batch 2048 --family triangular $LB --csv $R/trmm-0-$k.csv > $R/trmm-0-$k.log 2>&1
  BATCHLAS_AB=$ab timeout 60 $B --op symm --dtype s,d,c,z --side L --uplo L --m 32 --n 256 --batch 2048 --family direct $LB --csv $R/symm-0-$k.csv > $R/symm-0-$k.log 2>&1
  BATCHLAS_AB=$ab timeout 60 $B --op hemm --dtype c,z --side L --uplo L --m 32 --n 256 --batch 2048 --family direct $LB --csv $R/hemm-0-$k.csv > $R/hemm-0-$k.log 2>&1
  t "issue 7 m=32 L $k rc $?"
done
pack
export BATCHLAS_TEST_TARGET=gpu
for k in ns5 ns8; do
  BATCHLAS_AB=$k timeout 100 $BD/tests/batchlas_tests --gtest_filter='SideNative*:Trmm/*:Symm/*:Hemm/*' --gtest_brief=1 > $R/side-$k.log 2>&1
  t "tests $k rc $?: $(grep -E '^\[  (PASSED|FAILED) |FAILED  \]' $R/side-$k.log | head -8 | tr '\n' ' ')"
done
t done; pack
