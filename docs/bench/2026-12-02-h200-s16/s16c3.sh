#!/usr/bin/env bash
# session 16 call 3: the working tree (items-db merged with kDoubleBuffer and the widened items rule,
# the S = 32 rank-k tile list): the 104 issue-10 cells with cuBLAS; items forced staged at n = 4, 6, 8;
# the tiny tests; memcheck / racecheck of the items kernels.
set -u
S=$(date +%s)
R=/tmp/r3; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $R . ; }
BD=/tmp/b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
BENCH=$BD/tools/bench/batchlas-bench
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
timeout 90 $BENCH --op gemm,symm,syrk,syr2k,trmm --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny $RC --csv $R/i10-1.csv > $R/i10-1.log 2>&1; t "bench i10-1 rc $?"
timeout 60 $BENCH --op hemm,herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny $RC --csv $R/i10-2.csv > $R/i10-2.log 2>&1; t "bench i10-2 rc $?"
pack
RR="$RC --no-reference"
BATCHLAS_TINY_ITEMS=1 BATCHLAS_TINY_ITEMS_STAGED=1 timeout 40 $BENCH --op syrk,syr2k --dtype s,d,c,z --n 4,6,8 --batch saturate --family tiny $RR --csv $R/staged-1.csv > $R/staged-1.log 2>&1
BATCHLAS_TINY_ITEMS=0 timeout 40 $BENCH --op syrk,syr2k --dtype s,d,c,z --n 4,6,8 --batch saturate --family tiny $RR --csv $R/off-1.csv > $R/off-1.log 2>&1
t "bench items"; pack
GTEST_FILTER='Tiny/*:TinyHerm/*:RankItemsRoute.*:RoutesAgree/*' timeout 170 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards3 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -8 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 40 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter='Tiny/*.RankItemsSanitizerLight' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in float double cfloat cdouble; do
  timeout 25 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=Tiny/$f.RankItemsSanitizerLight --gtest_brief=1 > $R/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$f.log | tr '\n' ' ')"
done
t done; pack
