#!/usr/bin/env bash
# Prepared in session 15 for session 16's first call. A = main, B = wip/items-db (warp_items double-buffered
# with cp.async: chunk i + 1 and C in flight while chunk i is summed). Make the snapshots first:
#   git archive main | gzip > .snapshot/a.tgz; git archive wip/items-db | gzip > .snapshot/b.tgz
# Run with carry [".snapshot"]. Question: does the second slot lift the staged items (DRAM 61%, occupancy
# 18-25% at n = 4, 8) toward the copy floor, and where does the larger buffer (complex n = 8: one block per SM) cost?
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
cmake --build $W/build-b -j 12 --target batchlas_tests batchlas-bench > $W/build-b.log 2>&1 &
P=$!
cmake --build $W/build-a -j 4 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
wait $P; t "build b rc $?"; tail -5 $W/build-b.log > $R/build-b-tail.log
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
B() { timeout 60 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
cells() { B $1 $2-1 --op syrk,syr2k --dtype s,d,c --n 3,4,6,8 --batch saturate --family tiny
          B $1 $2-2 --op herk,her2k --dtype c --n 3,4,6,8 --batch saturate --family tiny
          B $1 $2-3 --op syrk,syr2k,herk,her2k --dtype z --n 1,2,3,4 --batch saturate --family tiny; }
for x in a b; do BATCHLAS_TINY_ITEMS=1 BATCHLAS_TINY_ITEMS_STAGED=1 cells $x $x-staged; done
BATCHLAS_TINY_ITEMS=0 cells a a-off
cells b b-default
t "bench"; pack
N() { name=$1; shift; timeout 40 ncu --kernel-name regex:rank_items --launch-skip 2 --launch-count 1 --section SpeedOfLight --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis --metrics dram__bytes_read.sum,dram__bytes_write.sum \
    $W/build-b/tools/bench/batchlas-bench "$@" --batch saturate --family tiny --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
BATCHLAS_TINY_ITEMS=1 N syrk-s4 --op syrk --dtype s --n 4
BATCHLAS_TINY_ITEMS=1 N syrk-s8 --op syrk --dtype s --n 8
pack
GTEST_FILTER='Tiny/*.Rank*:TinyHerm/*:RankItemsRoute.*' timeout 200 bash $W/src-b/scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $R/tests-b.log 2>&1
t "tests b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b.log | head -8 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='Tiny/*.RankItemsSanitizerLight' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in float double cfloat cdouble; do
  timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter=Tiny/$f.RankItemsSanitizerLight --gtest_brief=1 > $W/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
done
t done; pack
