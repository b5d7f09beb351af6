#!/usr/bin/env bash
# session 17 call 2: the triangle sweep (tri_sweep.cuh) for symv/hemv/trmv n > 32 against the older
# tile kernels, one binary (BATCHLAS_L2_SWEEP=1 vs 0); the Level-2 tests; memcheck/racecheck of
# the sweep; ncu of the sweep at symv s n = 512 and trmv d T n = 256.
set -u
S=$(date +%s)
R=/tmp/r2; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
BD=/tmp/b2
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
B=$BD/tools/bench/batchlas-bench
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 33,48,64,128,256,512,1024 --family native --no-reference"
ab() { local name=$1; shift
  for v in 0 1; do BATCHLAS_L2_SWEEP=$v timeout 100 $B "$@" $RC --csv $R/$name-$v.csv > $R/$name-$v.log 2>&1; t "$name sweep=$v rc $?"; done; }
ab symv --op symv --dtype s,d,c,z
ab hemv --op hemv --dtype c,z
ab trmv --op trmv --dtype s,d,c,z --trans N,T,C
ab trmvU --op trmv --dtype s,d --uplo U --trans N,T
pack
GTEST_FILTER='Level2Native/*' timeout 200 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards2 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
for f in float double cfloat cdouble; do
  timeout 40 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=Level2Native/$f.SweepSanitizerLight --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
  timeout 40 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=Level2Native/$f.SweepSanitizerLight --gtest_brief=1 > $R/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$f.log | tr '\n' ' ')"
done
pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family native"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section InstructionStats"
prof() { local name=$1; shift; timeout 60 ncu --kernel-name regex:tri_sweep --launch-skip 2 --launch-count 1 $NS $B "$@" $P > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
prof symv-s512 --op symv --dtype s --n 512
prof symv-d128 --op symv --dtype d --n 128
prof trmv-dT256 --op trmv --dtype d --trans T --n 256
t done; pack
