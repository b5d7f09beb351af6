#!/usr/bin/env bash
# session 11 call 1: A = main cb52919, B = wip/epilogue (C read in groups), C = wip/fold-z-k4.
# B: level-3 tests (sharded) + memcheck; C: rank-update tests; bench A/B on issue 6/7 cells, A/C on syr2/her2.
set -u
S=$(date +%s)
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $OUT/log.txt; }
W=/tmp/w; mkdir -p $W
for x in a b c; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-b -j 16 --target batchlas_tests batchlas-bench > $W/build-b.log 2>&1; t "build b rc $?"
cmake --build $W/build-a -j 16 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
cmake --build $W/build-c -j 16 --target batchlas_tests batchlas-bench > $W/build-c.log 2>&1; t "build c rc $?"
tail -3 $W/build-b.log $W/build-c.log > $OUT/build-tail.txt
GTEST_FILTER='RankkNative*:SideNative*:Syrk/*:Herk/*:Syr2k/*:Her2k/*:Trmm/*:Symm/*:Hemm/*:RoutesAgree/*.RankK*:RoutesAgree/*.Trmm*:LargeBatch.Level3*' timeout 150 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $W/tests-b.log 2>&1
t "tests b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $W/tests-b.log | head -8 | tr '\n' ' ')"
GTEST_FILTER='RankFoldPlace*:Syr2/*:Her2/*:Level2Native/*' timeout 60 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-c/tests/batchlas_tests $W/shards-c 16 > $W/tests-c.log 2>&1
t "tests c rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $W/tests-c.log | head -8 | tr '\n' ' ')"
cp $W/tests-b.log $W/tests-c.log $OUT/ 2>/dev/null
R="--repeats 7 --warmup 2 --budget 0.2 --no-progress"
i=0
bench() {  # bench X Y ARGS: X with the cuBLAS reference, then Y without, same args
  i=$((i + 1)); local x=$1 y=$2; shift 2
  timeout 90 $W/build-$x/tools/bench/batchlas-bench "$@" $R --csv $OUT/$x-$i.csv > $W/bench-$x-$i.log 2>&1
  timeout 90 $W/build-$y/tools/bench/batchlas-bench "$@" $R --no-reference --csv $OUT/$y-$i.csv > $W/bench-$y-$i.log 2>&1
  python3 $W/src-b/scripts/lib/speedup.py $OUT/$y-$i.csv $OUT/$x-$i.csv $y $x >> $OUT/speedup.txt 2>&1
}
for op in "syrk --trans T --dtype s,d,c" "herk --trans C --dtype c"; do
  bench b a --op $op --n 32 --k 256 --batch 2048 --family gram
  bench b a --op $op --n 64 --k 1024 --batch 1024 --family gram,triangular
  bench b a --op $op --n 128 --k 1024 --batch 512 --family gram,triangular
  bench b a --op $op --n 512 --k 512 --batch 512 --family triangular
  bench b a --op $op --n 1024 --k 1024 --batch 64 --family triangular
done
t "bench issue 6 rank-k"
bench b a --op syr2k --trans T --dtype s,d,c --n 512 --k 512 --batch 512 --family triangular
bench b a --op her2k --trans C --dtype c --n 512 --k 512 --batch 512 --family triangular
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  bench b a --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N $s --family triangular
  bench b a --op symm --dtype s,d --side L,R --uplo L $s --family direct
  bench b a --op hemm --dtype c --side L,R --uplo L $s --family direct
done
t "bench issue 6/7"
bench c a --op syr2 --dtype d --n 8,16,32,64,128,256,512,1024 --batch saturate --family packed,native
bench c a --op her2 --dtype z --n 8,16,32,64,128,256,512,1024 --batch saturate --family packed,native
t "bench fold-z-k4"
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='RankkNative/float.GramMoreItemsThanResidentBlocks:RankkNative/double.SyrkSmallKBroadcastAndShortReductions:SideNative/float.SymmDirectAllFlagsSmall' --gtest_brief=1 > $W/mc.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $W/mc.log | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='RankkNative/float.GramMoreItemsThanResidentBlocks' --gtest_brief=1 > $W/rc.log 2>&1
t "racecheck b rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
t done
