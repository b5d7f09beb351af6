#!/usr/bin/env bash
# session 15 call 4: the working tree with rank_items' warp-staged path. Items off / direct / staged in one
# binary at n = 2..8; the whole GPU suite; sanitizers on the new kernels; ncu of the staged path.
set -u
S=$(date +%s)
R=/tmp/r4; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $R . ; }
BD=/tmp/bh
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
BENCH=$BD/tools/bench/batchlas-bench
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
B() { name=$1; shift; timeout 60 $BENCH "$@" $RR --csv $R/$name.csv > $R/$name.log 2>&1; t "bench $name rc $?"; }
cells() { B $1-1 --op syrk,syr2k --dtype s,d,c --n 2,3,4,5,6,7,8 --batch saturate --family tiny
          B $1-2 --op herk,her2k --dtype c --n 2,3,4,5,6,7,8 --batch saturate --family tiny
          B $1-3 --op syrk,syr2k --dtype z --n 1,2,3,4 --batch saturate --family tiny
          B $1-4 --op herk,her2k --dtype z --n 1,2,3,4 --batch saturate --family tiny; }
BATCHLAS_TINY_ITEMS=0 cells off
BATCHLAS_TINY_ITEMS=1 BATCHLAS_TINY_ITEMS_STAGED=0 cells direct
BATCHLAS_TINY_ITEMS=1 BATCHLAS_TINY_ITEMS_STAGED=1 cells staged
pack
N() { name=$1; shift; timeout 40 ncu --kernel-name regex:'rank_items' --launch-skip 2 --launch-count 1 --section SpeedOfLight --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis --metrics dram__bytes_read.sum,dram__bytes_write.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum \
    $BENCH "$@" --batch saturate --family tiny --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
BATCHLAS_TINY_ITEMS=1 N syrk-s4-staged --op syrk --dtype s --n 4
BATCHLAS_TINY_ITEMS=1 N syrk-s8-staged --op syrk --dtype s --n 8
pack
timeout 200 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter='Tiny/*.RankItemsSanitizerLight' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in float double cfloat cdouble; do
  timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=Tiny/$f.RankItemsSanitizerLight --gtest_brief=1 > $R/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$f.log | tr '\n' ' ')"
done
t done; pack
