#!/usr/bin/env bash
# session 20 call 2: the rank updates' diagonal tiles in their own kernel: square layout in one
# kernel (BATCHLAS_AB=0), piece list (1), square alone (2), square two tiles per warp with
# interleaved steps (3, the default); one binary, tiles forced (BATCHLAS_L2_SWEEP=1) and the fold
# (=0); tests every way, sanitizers, ncu.
set -u
S=$(date +%s)
R=/tmp/r2; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
BD=/tmp/b2
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
B=$BD/tools/bench/batchlas-bench
GTEST_FILTER='Level2Native/*' timeout 150 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards2 16 > $R/tests.log 2>&1
t "tests (AB unset = 3) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
RF='Level2Native/*Rank*:Level2Native/*Syr*:Level2Native/*Her*:Level2Native/*Packed*'
for ab in 2 1 0; do
  BATCHLAS_AB=$ab GTEST_FILTER="$RF" timeout 100 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards2$ab 16 > $R/tests-ab$ab.log 2>&1
  t "tests AB=$ab rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-ab$ab.log | head -12 | tr '\n' ' ')"
done
pack
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 32,64,128,256,512,1024 --family packed"
ab() { local name=$1; shift; timeout 100 env "$@" $B --op syr,syr2 --dtype s,d $RC --csv $R/$name-real.csv > $R/$name-real.log 2>&1; t "$name real rc $?";
  timeout 100 env "$@" $B --op her,her2 --dtype c,z $RC --csv $R/$name-cplx.csv > $R/$name-cplx.log 2>&1; t "$name cplx rc $?"; }
ab fold BATCHLAS_L2_SWEEP=0
ab sq BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=0
ab list BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=1
ab sq1 BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=2
ab pair BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=3
ab sqb BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=0
ab sq1b BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=2
ab pairb BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=3
pack
export BATCHLAS_TEST_TARGET=gpu
for f in float double cfloat cdouble; do
  F="Level2Native/$f.RankTilesSanitizerLight"
  timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
  BATCHLAS_AB=2 timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/mc2-$f.log 2>&1
  t "memcheck AB=2 (square alone) $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc2-$f.log | tr '\n' ' ')"
  timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$f.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family packed"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis"
prof() { local name=$1 k=$2; shift 2; timeout 60 env BATCHLAS_L2_SWEEP=1 "$@" ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $NS $B $PA $P > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
PA="--op her2 --dtype z --n 128"; prof her2-z128-pair rank_diag_sq BATCHLAS_AB=3
PA="--op her2 --dtype z --n 128"; prof her2-z128-sq1 rank_diag_sq BATCHLAS_AB=2
PA="--op syr --dtype d --n 256"; prof syr-d256-pair rank_diag_sq BATCHLAS_AB=3
PA="--op syr --dtype d --n 256"; prof syr-d256-sq1 rank_diag_sq BATCHLAS_AB=2
t done; pack
