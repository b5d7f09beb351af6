#!/usr/bin/env bash
# session 11 call 2: A = main b53674d (fold-z-k4 landed), B = wip/epilogue 2774e01 (grouping kept where it won).
# B: level-3 tests + sanitizers; A/B bench on rank-k d triangular, symm/hemm direct, trmm; issue-5 z rank-2 table on B; ncu stalls of gram.
set -u
S=$(date +%s)
R=$OUT/r; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
W=/tmp/w2; mkdir -p $W
for x in a b; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-b -j 16 --target batchlas_tests batchlas-bench > $W/build-b.log 2>&1; t "build b rc $?"
cmake --build $W/build-a -j 16 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
GTEST_FILTER='RankkNative*:SideNative*:Syrk/*:Herk/*:Syr2k/*:Her2k/*:Trmm/*:Symm/*:Hemm/*:RoutesAgree/*.RankK*:RoutesAgree/*.Trmm*:RoutesAgree/*.SymmHemm*:LargeBatch.Level3*' timeout 150 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $R/tests-b.log 2>&1
t "tests b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b.log | head -8 | tr '\n' ' ')"
RR="--repeats 7 --warmup 2 --budget 0.2 --no-progress"
i=0
bench() {  # bench X Y ARGS: X with the cuBLAS reference, Y without
  i=$((i + 1)); local x=$1 y=$2; shift 2
  timeout 90 $W/build-$x/tools/bench/batchlas-bench "$@" $RR --csv $W/$x-$i.csv > $R/bench-$x-$i.log 2>&1
  [ "$y" = - ] || timeout 90 $W/build-$y/tools/bench/batchlas-bench "$@" $RR --no-reference --csv $W/$y-$i.csv > $R/bench-$y-$i.log 2>&1
}
bench b a --op syrk --trans T --dtype d,c --n 32 --k 256 --batch 2048 --family gram
bench b a --op syrk --trans T --dtype d --n 64 --k 1024 --batch 1024 --family gram,triangular
bench b a --op syrk --trans T --dtype d --n 128 --k 1024 --batch 512 --family gram,triangular
bench b a --op syrk --trans T --dtype s,d,c --n 512 --k 512 --batch 512 --family triangular
bench b a --op syrk --trans T --dtype d --n 1024 --k 1024 --batch 64 --family triangular
bench b a --op syr2k --trans T --dtype s,d,c --n 512 --k 512 --batch 512 --family triangular
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  bench b a --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N $s --family triangular
  bench b a --op symm --dtype s,d --side L,R --uplo L $s --family direct,expand
  bench b a --op hemm --dtype c --side L,R --uplo L $s --family direct,expand
done
t "bench a/b"
bench b - --op syr2,her2,her --dtype z --n 8,16,32,64,128,256,512,1024 --batch saturate --family packed,native
t "bench issue 5 z"
for d in s d; do
  timeout 120 ncu --kernel-name regex:gram_tiles --launch-skip 2 --launch-count 1 \
    --section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis \
    --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio \
    $W/build-b/tools/bench/batchlas-bench --op syrk --dtype $d --trans T --n 32 --k 256 --batch 2048 --family gram \
    --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-gram-$d.txt 2>&1
  t "ncu gram $d rc $?"
done
export BATCHLAS_TEST_TARGET=gpu
timeout 90 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='SideNative/*.SymmDirectAllFlagsSmall:SideNativeHerm/cfloat.HemmDirectAllFlagsSmall:RankkNative/double.SyrkTriangularTileEdges:RankkNative/*.GramMoreItemsThanResidentBlocks' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in SideNative/float.SymmDirectAllFlagsSmall SideNative/double.SymmDirectAllFlagsSmall RankkNative/double.SyrkSmallKBroadcastAndShortReductions; do
  timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter=$f --gtest_brief=1 > $W/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
done
t done
tar czf $OUT/call2.tgz -C $R .
