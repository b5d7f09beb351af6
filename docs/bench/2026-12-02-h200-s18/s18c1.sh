#!/usr/bin/env bash
# session 18 call 1: the rank updates' triangle tiles (rank_tiles.cuh, K = 8 and 4 pieces per
# lane and step) against the fold/rectangle kernels (BATCHLAS_L2_SWEEP=0), one binary; the
# Level2Native tests (session 17's unrun sweep cases included) and sanitizers; ncu of the tiles.
set -u
S=$(date +%s)
R=/tmp/r1; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $R . ; }
BD=/tmp/b1
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
B=$BD/tools/bench/batchlas-bench
GTEST_FILTER='Level2Native/*' timeout 150 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards1 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
for f in float double cfloat cdouble; do
  F="Level2Native/$f.Sweep*SanitizerLight:Level2Native/$f.RankTilesSanitizerLight"
  timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
  timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$f.log | tr '\n' ' ')"
done
pack
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 32,64,128,256,512,1024 --family packed"
ab() { local name=$1; shift; timeout 100 env "$@" $B --op syr,syr2 --dtype s,d $RC --csv $R/$name-real.csv > $R/$name-real.log 2>&1; t "$name real rc $?";
  timeout 100 env "$@" $B --op her,her2 --dtype c,z $RC --csv $R/$name-cplx.csv > $R/$name-cplx.log 2>&1; t "$name cplx rc $?"; }
ab old BATCHLAS_L2_SWEEP=0
ab k8 BATCHLAS_L2_SWEEP=1 BATCHLAS_TILES_K=8
ab k4 BATCHLAS_L2_SWEEP=1 BATCHLAS_TILES_K=4
pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family packed"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis"
prof() { local name=$1; shift; timeout 60 env "$@" ncu --kernel-name regex:rank_tiles --launch-skip 2 --launch-count 1 $NS $B $PA $P > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
PA="--op syr --dtype s --n 512"; prof syr-s512-k8 BATCHLAS_TILES_K=8
PA="--op syr --dtype s --n 512"; prof syr-s512-k4 BATCHLAS_TILES_K=4
PA="--op her2 --dtype z --n 128"; prof her2-z128-k8 BATCHLAS_TILES_K=8
t done; pack
