#!/usr/bin/env bash
# session 16 call 2: B = the working tree (bbc58eb: S = 32 rank-k tile list; every other tiny kernel
# PTX-identical to main), C = wip/items-db (8f2b3d9, helper-42: warp_items double-buffered with cp.async;
# .snapshot/c.tgz). Questions: B's n = 32 rank-k over the full-update kernels (BATCHLAS_TINY_RANK32=0,
# same binary); C's staged items over B's; issue 10's rank-k cells on B with cuBLAS; where a float n = 32 syrk item's instructions go (ncu SASS).
set -u
S=$(date +%s)
R=/tmp/r2; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
W=/tmp/w2; mkdir -p $W/src-c && tar xzf .snapshot/c.tgz -C $W/src-c
CF="-G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON"
cmake -S $W/src-c -B $W/build-c $CF > $W/cfg-c.log 2>&1
cmake -S . -B $W/build-b $CF > $W/cfg-b.log 2>&1
cmake --build $W/build-b -j 10 --target batchlas_tests batchlas-bench > $W/build-b.log 2>&1 &
P=$!
cmake --build $W/build-c -j 6 --target batchlas_tests batchlas-bench > $W/build-c.log 2>&1; t "build c rc $?"
wait $P; t "build b rc $?"; tail -3 $W/build-b.log > $R/build-b-tail.log; tail -3 $W/build-c.log > $R/build-c-tail.log
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
B() { timeout 60 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
n32() { B b $1-1 --op syrk,syr2k --dtype s,d,c --n 32 --batch saturate --family tiny
        B b $1-2 --op herk,her2k --dtype c --n 32 --batch saturate --family tiny; }
n32 b32
BATCHLAS_TINY_RANK32=0 n32 b32-off
t "bench n32"; pack
cells() { B $1 $2-1 --op syrk,syr2k --dtype s,d,c --n 3,4,6,8 --batch saturate --family tiny
          B $1 $2-2 --op herk,her2k --dtype c --n 3,4,6,8 --batch saturate --family tiny
          B $1 $2-3 --op syrk,syr2k,herk,her2k --dtype z --n 1,2,3,4 --batch saturate --family tiny; }
for x in b c; do BATCHLAS_TINY_ITEMS=1 BATCHLAS_TINY_ITEMS_STAGED=1 cells $x $x-staged; done
t "bench items"; pack
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
timeout 60 $W/build-b/tools/bench/batchlas-bench --op syrk,syr2k --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny $RC --csv $R/i10-1.csv > $R/i10-1.log 2>&1
timeout 60 $W/build-b/tools/bench/batchlas-bench --op herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny $RC --csv $R/i10-2.csv > $R/i10-2.log 2>&1
t "bench issue 10 rank-k"; pack
timeout 60 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 --section SourceCounters --section InstructionStats --page source --print-source sass --csv \
  $W/build-b/tools/bench/batchlas-bench --op syrk --dtype s --n 32 --batch saturate --family tiny --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-syrk-s32-sass.csv 2>&1
t "ncu sass rc $? $(wc -c < $R/ncu-syrk-s32-sass.csv)"; gzip $R/ncu-syrk-s32-sass.csv
timeout 40 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 --section WarpStateStats --metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,smsp__inst_executed.sum \
  $W/build-b/tools/bench/batchlas-bench --op syrk --dtype s --n 32 --batch saturate --family tiny --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-syrk-s32-stalls.txt 2>&1
t "ncu stalls rc $?"; pack
GTEST_FILTER='Tiny/*:TinyHerm/*:RoutesAgree/*:RankItemsRoute.*' timeout 150 bash scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards-b 16 > $R/tests-b.log 2>&1
t "tests b rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-b.log | head -8 | tr '\n' ' ')"
GTEST_FILTER='Tiny/*.RankItems*:RankItemsRoute.*' timeout 60 bash $W/src-c/scripts/lib/gpu_shards.sh $W/build-c/tests/batchlas_tests $W/shards-c 16 > $R/tests-c.log 2>&1
t "tests c rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-c.log | head -8 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 50 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='Tiny/*.RankkThirtyTwoSanitizerLight' --gtest_brief=1 > $R/mc-b.log 2>&1
t "memcheck b rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-b.log | tr '\n' ' ')"
timeout 50 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-c/tests/batchlas_tests --gtest_filter='Tiny/*.RankItemsSanitizerLight' --gtest_brief=1 > $R/mc-c.log 2>&1
t "memcheck c rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-c.log | tr '\n' ' ')"
for f in float double cfloat cdouble; do
  timeout 30 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-c/tests/batchlas_tests --gtest_filter=Tiny/$f.RankItemsSanitizerLight --gtest_brief=1 > $R/rc-c-$f.log 2>&1
  t "racecheck c $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-c-$f.log | tr '\n' ' ')"
done
timeout 30 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter=Tiny/float.RankkThirtyTwoSanitizerLight --gtest_brief=1 > $R/rc-b.log 2>&1
t "racecheck b float rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-b.log | tr '\n' ' ')"
t done; pack
