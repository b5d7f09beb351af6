#!/usr/bin/env bash
# session 20 call 1: the rank updates' diagonal tiles as a piece list in their own kernel
# (rank_diag) against the square layout (BATCHLAS_AB=0), narrow (AB=1: float 5, others 4 pieces
# per lane and step) and wide (AB=2: float 5, 8-byte 5, complex<double> 6); one binary, tiles
# forced (BATCHLAS_L2_SWEEP=1) and the fold (=0); tests both ways, sanitizers, ncu.
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
t "tests (AB unset = 1) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
RF='Level2Native/*Rank*:Level2Native/*Syr*:Level2Native/*Her*:Level2Native/*Packed*'
for ab in 2 0; do
  BATCHLAS_AB=$ab GTEST_FILTER="$RF" timeout 100 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards1$ab 16 > $R/tests-ab$ab.log 2>&1
  t "tests AB=$ab rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-ab$ab.log | head -12 | tr '\n' ' ')"
done
pack
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 32,64,128,256,512,1024 --family packed"
ab() { local name=$1; shift; timeout 100 env "$@" $B --op syr,syr2 --dtype s,d $RC --csv $R/$name-real.csv > $R/$name-real.log 2>&1; t "$name real rc $?";
  timeout 100 env "$@" $B --op her,her2 --dtype c,z $RC --csv $R/$name-cplx.csv > $R/$name-cplx.log 2>&1; t "$name cplx rc $?"; }
ab fold BATCHLAS_L2_SWEEP=0
ab sq BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=0
ab list BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=1
ab wide BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=2
ab sq2 BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=0
ab list2 BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=1
ab wide2 BATCHLAS_L2_SWEEP=1 BATCHLAS_AB=2
pack
export BATCHLAS_TEST_TARGET=gpu
for f in float double cfloat cdouble; do
  F="Level2Native/$f.RankTilesSanitizerLight"
  timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
  BATCHLAS_AB=2 timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/mc2-$f.log 2>&1
  t "memcheck AB=2 $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc2-$f.log | tr '\n' ' ')"
  timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $R/rc-$f.log | tr '\n' ' ')"
done
unset BATCHLAS_TEST_TARGET
pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family packed"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis"
prof() { local name=$1 k=$2; shift 2; timeout 60 env BATCHLAS_L2_SWEEP=1 "$@" ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $NS $B $PA $P > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
PA="--op her2 --dtype z --n 128"; prof her2-z128-diag rank_diag BATCHLAS_AB=1
PA="--op her2 --dtype z --n 128"; prof her2-z128-off rank_tiles BATCHLAS_AB=1
PA="--op syr --dtype d --n 256"; prof syr-d256-diag rank_diag BATCHLAS_AB=1
PA="--op syr --dtype d --n 256"; prof syr-d256-sq rank_tiles BATCHLAS_AB=0
t done; pack
