#!/usr/bin/env bash
# session 26 call 4: the rank tiles in item-major order (concurrent warps take the same tile of
# different items; BATCHLAS_AB_ITEM_MAJOR=1, temporary) against main's order (an item's tiles
# down each column panel, rotated per item), tiles forced at every n (BATCHLAS_L2_SWEEP=1), one
# binary, rounds old, new, old, new; the rank tests with the new order; the whole GPU suite
# with the switch off.
set -u
S=$(date +%s)
RES=/tmp/s26r4; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $RES . ; }
BD=/tmp/s26b4
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $RES/build.log 2>&1; t "build rc $?"; tail -2 $RES/build.log
T=$BD/tests/batchlas_tests
B=$BD/tools/bench/batchlas-bench
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 64,128,256,512,1024 --uplo L,U --family packed"
ab() { local v=$1 r=$2; shift 2
  timeout 90 env BATCHLAS_L2_SWEEP=1 "$@" $B --op syr,syr2 --dtype s,d $RC --csv $RES/rank-$v-$r-real.csv > /dev/null 2>&1; t "$v $r real rc $?"
  timeout 90 env BATCHLAS_L2_SWEEP=1 "$@" $B --op her,her2 --dtype c,z $RC --csv $RES/rank-$v-$r-cplx.csv > /dev/null 2>&1; t "$v $r cplx rc $?"; }
for r in 1 2; do
  ab old $r BATCHLAS_AB_ITEM_MAJOR=0
  ab new $r BATCHLAS_AB_ITEM_MAJOR=1
done
pack
BATCHLAS_AB_ITEM_MAJOR=1 GTEST_FILTER='Level2Native/*.RankTiles*:Level2Native/*.PackedLayoutsSyr*' timeout 90 bash scripts/lib/gpu_shards.sh $T /tmp/s26f4 16 > $RES/focused.log 2>&1
t "rank tests item-major rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/focused.log | head -12 | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu BATCHLAS_AB_ITEM_MAJOR=1 timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter=Level2Native/float.RankTilesSanitizerLight --gtest_brief=1 > $RES/mc-float.log 2>&1
t "memcheck float rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-float.log | tr '\n' ' ')"
pack
L=$((560 - ($(date +%s) - S)))
timeout $L bash scripts/lib/gpu_shards.sh $T /tmp/s26s4 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -12 | tr '\n' ' ')"
t done; pack
