#!/usr/bin/env bash
# session 15 call 2: the working tree (main + rank_items, the one-item-per-thread rank-k kernel, and the
# merged tile-vec rule). Items on/off in one binary; the issue-10 cells with cuBLAS; the whole GPU suite;
# sanitizers on the new kernel; ncu of syrk s n = 4 both ways.
set -u
S=$(date +%s)
R=/tmp/r2; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
BD=/tmp/bh
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
BENCH=$BD/tools/bench/batchlas-bench
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
B() { name=$1; shift; timeout 150 $BENCH "$@" $RR --csv $R/$name.csv > $R/$name.log 2>&1; t "bench $name rc $?"; }
for it in 0 1; do
  BATCHLAS_TINY_ITEMS=$it B i$it-1 --op syrk,syr2k --dtype s,d,c,z --n 2,3,4,5,8 --batch saturate --family tiny --no-reference
  BATCHLAS_TINY_ITEMS=$it B i$it-2 --op herk,her2k --dtype c,z --n 2,3,4 --batch saturate --family tiny --no-reference
done
B iss-1 --op gemm,symm,syrk,syr2k,trmm --dtype s,d,c,z --n 4,8,16,32 --batch saturate --family tiny
B iss-2 --op hemm,herk,her2k --dtype c,z --n 4,8,16,32 --batch saturate --family tiny
pack
N() { name=$1; shift; timeout 40 ncu --kernel-name regex:'rank_items|tiny_kernel' --launch-skip 2 --launch-count 1 --section SpeedOfLight --section Occupancy --section WarpStateStats --section InstructionStats --section MemoryWorkloadAnalysis --metrics dram__bytes_read.sum,dram__bytes_write.sum,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum \
    $BENCH "$@" --batch saturate --family tiny --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
BATCHLAS_TINY_ITEMS=1 N syrk-s4-i1 --op syrk --dtype s --n 4
BATCHLAS_TINY_ITEMS=0 N syrk-s4-i0 --op syrk --dtype s --n 4
BATCHLAS_TINY_ITEMS=1 N syrk-s8-i1 --op syrk --dtype s --n 8
BATCHLAS_TINY_ITEMS=1 N her2k-z4-i1 --op her2k --dtype z --n 4
pack
timeout 260 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 90 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter='Tiny/*.RankItemsSanitizerLight:Tiny/*.RankkRacecheckLight' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in Tiny/float.RankItemsSanitizerLight Tiny/cdouble.RankItemsSanitizerLight Tiny/double.RankkRacecheckLight; do
  timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$f --gtest_brief=1 > $R/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc.log | tr '\n' ' ')"
done
t done; pack
