#!/usr/bin/env bash
# session 19 call 1: the sweep's diagonal tiles skip pieces wholly in the other triangle
# (BATCHLAS_AB bit 1 = the old loads), the sweep at n = 17..32 (bit 2), symv/hemv items split
# over blocks (bit 4; bit 8 forces 3 parts, for the tests). One binary; tests; sanitizers; ncu.
set -u
S=$(date +%s)
R=/tmp/r1; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
BD=/tmp/b1
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
B=$BD/tools/bench/batchlas-bench
I5="--n 32,64,128,256,512,1024 --repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --family native"
for ab in 1 0 2 4; do
  timeout 60 env BATCHLAS_AB=$ab $B --op symv,hemv --dtype s,d,c,z $I5 --csv $R/symv-$ab.csv > $R/symv-$ab.log 2>&1; t "symv ab=$ab rc $?"
done
for ab in 1 0 2; do
  timeout 60 env BATCHLAS_AB=$ab $B --op trmv --trans N,T --dtype s,d,c,z $I5 --csv $R/trmv-$ab.csv > $R/trmv-$ab.log 2>&1; t "trmv ab=$ab rc $?"
done
pack
GTEST_FILTER='Level2Native/*' timeout 150 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards1 16 > $R/tests.log 2>&1
t "tests ab=0 rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
BATCHLAS_AB=10 GTEST_FILTER='Level2Native/*' timeout 150 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards1b 16 > $R/tests10.log 2>&1
t "tests ab=10 rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests10.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
F='Level2Native/*.Sweep*SanitizerLight'
for ab in 0 10; do for f in float cdouble; do
  timeout 60 env BATCHLAS_AB=$ab compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="Level2Native/$f.Sweep*SanitizerLight" --gtest_brief=1 > $R/mc-$ab-$f.log 2>&1
  t "memcheck ab=$ab $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$ab-$f.log | tr '\n' ' ')"
  timeout 60 env BATCHLAS_AB=$ab compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="Level2Native/$f.Sweep*SanitizerLight" --gtest_brief=1 > $R/rc-$ab-$f.log 2>&1
  t "racecheck ab=$ab $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$ab-$f.log | tr '\n' ' ')"
done; done
pack
unset BATCHLAS_TEST_TARGET
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family native"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis"
timeout 60 ncu --kernel-name regex:tri_sweep --launch-skip 2 --launch-count 1 $NS $B --op symv --dtype s --n 64 $P > $R/ncu-symv-s64.txt 2>&1; t "ncu rc $?"
timeout 60 ncu --kernel-name regex:tri_sweep --launch-skip 2 --launch-count 1 $NS $B --op symv --dtype z --n 1024 $P > $R/ncu-symv-z1024.txt 2>&1; t "ncu rc $?"
timeout 60 env BATCHLAS_AB=4 ncu --kernel-name regex:tri_sweep --launch-skip 2 --launch-count 1 $NS $B --op symv --dtype z --n 1024 $P > $R/ncu-symv-z1024-split.txt 2>&1; t "ncu rc $?"
timeout 60 ncu --kernel-name regex:tri_sweep --launch-skip 2 --launch-count 1 $NS $B --op symv --dtype c --n 1024 $P > $R/ncu-symv-c1024.txt 2>&1; t "ncu rc $?"
t done; pack
