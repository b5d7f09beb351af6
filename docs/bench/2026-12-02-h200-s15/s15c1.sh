#!/usr/bin/env bash
# Prepared in session 14 for session 15's first call. A = main, V = wip/tile-vec (the tile list's X rows read
# as aligned runs; BATCHLAS_TINY_XRUN=0 turns that off, BATCHLAS_TINY_TILES=0|1 forces the tile list).
# Make the snapshots first:  git archive main | gzip > .snapshot/a.tgz; git archive wip/tile-vec | gzip > .snapshot/v.tgz
# Run with carry [".snapshot"]. Questions: (1) are shared bank conflicts why the tile list loses on float,
# complex<double> and trans = T (ncu counts on both layouts, one binary)? (2) do X runs turn those cells into gains?
set -u
S=$(date +%s)
R=/tmp/r1; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
W=/tmp/w1; mkdir -p $W
for x in a v; do
  mkdir -p $W/src-$x && tar xzf .snapshot/$x.tgz -C $W/src-$x
  cmake -S $W/src-$x -B $W/build-$x -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $W/cfg-$x.log 2>&1
done
cmake --build $W/build-v -j 12 --target batchlas_tests batchlas-bench > $W/build-v.log 2>&1 &
P=$!
cmake --build $W/build-a -j 4 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
wait $P; t "build v rc $?"; tail -5 $W/build-v.log > $R/build-v-tail.log
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
B() { timeout 120 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
cells() { B $1 $2-1 --op syrk,syr2k --dtype s,d,c,z --n 4,8,16 --batch saturate --family tiny
          B $1 $2-2 --op herk,her2k --dtype c,z --n 4,8,16 --batch saturate --family tiny
          B $1 $2-3 --op syrk --dtype s,d,c,z --uplo U --trans T --n 4,8,16 --batch saturate --family tiny; }
cells a a
cells v v
BATCHLAS_TINY_TILES=0 cells v v-t0
BATCHLAS_TINY_TILES=1 BATCHLAS_TINY_XRUN=0 cells v v-t1x0
BATCHLAS_TINY_TILES=1 cells v v-t1
t "bench"; pack
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section InstructionStats --section MemoryWorkloadAnalysis --metrics l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,smsp__inst_executed_op_shared_ld.sum,dram__bytes_read.sum,dram__bytes_write.sum"
N() { name=$1; shift; timeout 40 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 $SEC \
    $W/build-v/tools/bench/batchlas-bench "$@" --batch saturate --family tiny --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
for c in "s 8" "d 16" "z 8"; do set -- $c
  BATCHLAS_TINY_TILES=0 N syrk-$1$2-t0 --op syrk --dtype $1 --n $2
  BATCHLAS_TINY_TILES=1 BATCHLAS_TINY_XRUN=0 N syrk-$1$2-t1x0 --op syrk --dtype $1 --n $2
  BATCHLAS_TINY_TILES=1 N syrk-$1$2-t1 --op syrk --dtype $1 --n $2
done
BATCHLAS_TINY_TILES=0 N syrkT-d8-t0 --op syrk --dtype d --n 8 --trans T
BATCHLAS_TINY_TILES=1 N syrkT-d8-t1 --op syrk --dtype d --n 8 --trans T
pack
GTEST_FILTER='Tiny*:TinyHerm*:RoutesAgree/*:RankkNative*:Syrk/*:Herk/*:Syr2k/*:Her2k/*' timeout 200 bash $W/src-v/scripts/lib/gpu_shards.sh $W/build-v/tests/batchlas_tests $W/shards-v 16 > $R/tests-v.log 2>&1
t "tests v rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-v.log | head -8 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-v/tests/batchlas_tests --gtest_filter='Tiny/*.RankkRacecheckLight' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck v rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in Tiny/float.RankkRacecheckLight Tiny/double.RankkRacecheckLight Tiny/cfloat.RankkRacecheckLight; do
  timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-v/tests/batchlas_tests --gtest_filter=$f --gtest_brief=1 > $W/rc.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $W/rc.log | tr '\n' ' ')"
done
t done; pack
