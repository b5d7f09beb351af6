#!/usr/bin/env bash
# session 19 call 2: warps_for by busy warps; the split rule; warp form vs block form (BATCHLAS_SWEEP_WARP_MAX_N); n = 32 rule.
# (BATCHLAS_AB bit 4 = no split, bit 8 = 3 parts for the tests). One binary; tests; sanitizers; ncu.
set -u
S=$(date +%s)
R=/tmp/r2; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
BD=/tmp/b2
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
B=$BD/tools/bench/batchlas-bench
I5="--n 32,48,64,96,128,192,256,512,1024 --repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --family native"
for w in def 0 100000; do
  E=""; [ $w != def ] && E="BATCHLAS_SWEEP_WARP_MAX_N=$w"
  timeout 60 env $E $B --op symv,hemv --dtype s,d,c,z $I5 --csv $R/symv-$w.csv > $R/symv-$w.log 2>&1; t "symv w=$w rc $?"
  timeout 60 env $E $B --op trmv --trans N,T --dtype s,d,c,z $I5 --csv $R/trmv-$w.csv > $R/trmv-$w.log 2>&1; t "trmv w=$w rc $?"
done
timeout 60 env BATCHLAS_AB=4 $B --op symv,hemv --dtype s,d,c,z $I5 --csv $R/symv-nosplit.csv > $R/symv-nosplit.log 2>&1; t "symv nosplit rc $?"
pack
GTEST_FILTER='Level2Native/*' timeout 150 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards2 16 > $R/tests.log 2>&1
t "tests ab=0 rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
F='Level2Native/*.Sweep*SanitizerLight'
for ab in 0 8; do for f in float cdouble; do
  timeout 60 env BATCHLAS_AB=$ab compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="Level2Native/$f.Sweep*SanitizerLight" --gtest_brief=1 > $R/mc-$ab-$f.log 2>&1
  t "memcheck ab=$ab $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$ab-$f.log | tr '\n' ' ')"
  timeout 60 env BATCHLAS_AB=$ab compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter="Level2Native/$f.Sweep*SanitizerLight" --gtest_brief=1 > $R/rc-$ab-$f.log 2>&1
  t "racecheck ab=$ab $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$ab-$f.log | tr '\n' ' ')"
done; done
pack
unset BATCHLAS_TEST_TARGET
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family native"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis"
timeout 60 ncu --kernel-name regex:symv_small --launch-skip 2 --launch-count 1 $NS $B --op symv --dtype s --n 32 $P > $R/ncu-symv-s32.txt 2>&1; t "ncu rc $?"
timeout 60 ncu --kernel-name regex:tri_sweep --launch-skip 2 --launch-count 1 $NS $B --op symv --dtype c --n 64 $P > $R/ncu-symv-c64.txt 2>&1; t "ncu rc $?"
timeout 60 ncu --kernel-name regex:tri_sweep --launch-skip 2 --launch-count 1 $NS $B --op symv --dtype s --n 64 $P > $R/ncu-symv-s64.txt 2>&1; t "ncu rc $?"
t done; pack
