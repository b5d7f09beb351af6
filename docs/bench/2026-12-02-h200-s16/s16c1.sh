#!/usr/bin/env bash
# session 16 call 1 (run at d607e01): A = main at 4b72cf6 (.snapshot/a.tgz), B = the working tree (rank-k tile list at
# S = 32, TriUnit for U > 1 units, C's triangle read alone). Question: does computing only the tiles
# that meet the triangle (36 of 64 float, 72 of 128 4 x 2) and reading only its units lift the n = 32
# rank-k cells (0.26-0.40 of copy) toward 0.8 / 0.75? And do the S <= 16 rank-k kernels (64-bit tile
# entries, the generalised TriUnit store) keep their speed?
set -u
S=$(date +%s)
R=/tmp/r1; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
W=/tmp/w1; mkdir -p $W/src-a && tar xzf .snapshot/a.tgz -C $W/src-a
C="-G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON"
cmake -S $W/src-a -B $W/build-a $C > $W/cfg-a.log 2>&1
cmake -S . -B $W/build-b $C > $W/cfg-b.log 2>&1
cmake --build $W/build-b -j 12 --target batchlas_tests batchlas-bench > $W/build-b.log 2>&1 &
P=$!
cmake --build $W/build-a -j 4 --target batchlas-bench > $W/build-a.log 2>&1; t "build a rc $?"
wait $P; t "build b rc $?"; tail -5 $W/build-b.log > $R/build-b-tail.log
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
B() { timeout 60 $W/build-$1/tools/bench/batchlas-bench "${@:3}" $RR --csv $R/$2.csv > $R/$2.log 2>&1; }
n32() { B $1 $2-1 --op syrk,syr2k --dtype s,d,c,z --n 32 --batch saturate --family tiny
        B $1 $2-2 --op herk,her2k --dtype c,z --n 32 --batch saturate --family tiny; }
n32 a a32
n32 b b32
BATCHLAS_TINY_TRIREAD=0 n32 b b32-notri
BATCHLAS_TINY_RANK32=0 n32 b b32-off
t "bench n32"; pack
lo() { B $1 $2-1 --op syrk,syr2k --dtype s,d,c,z --n 4,8,16 --batch saturate --family tiny
       B $1 $2-2 --op herk,her2k --dtype c,z --n 4,8,16 --batch saturate --family tiny; }
lo a alo
lo b blo
BATCHLAS_TINY_TRIREAD=1 lo b blo-tri
t "bench lo"; pack
timeout 240 bash scripts/lib/gpu_shards.sh $W/build-b/tests/batchlas_tests $W/shards 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
timeout 90 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter='Tiny/*.RankkThirtyTwoSanitizerLight:Tiny/*.RankkRacecheckLight:Tiny/*.RankItemsSanitizerLight' --gtest_brief=1 > $R/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc.log | tr '\n' ' ')"
for f in float double cfloat; do
  timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $W/build-b/tests/batchlas_tests --gtest_filter=Tiny/$f.RankkThirtyTwoSanitizerLight --gtest_brief=1 > $R/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$f.log | tr '\n' ' ')"
done
pack
N() { name=$1; b=$2; shift 2; timeout 40 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 --section SpeedOfLight --section Occupancy --section WarpStateStats --section LaunchStats --metrics dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum \
    $W/build-$b/tools/bench/batchlas-bench "$@" --batch saturate --family tiny --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
N syrk-s32-a a --op syrk --dtype s --n 32
N syrk-s32-b b --op syrk --dtype s --n 32
N syr2k-d32-b b --op syr2k --dtype d --n 32
N syrk-s16-b b --op syrk --dtype s --n 16
t done; pack
