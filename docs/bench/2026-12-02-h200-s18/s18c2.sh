#!/usr/bin/env bash
# session 18 call 2: the rank tiles at T = 64 rows (runs of 256 bytes per column for float)
# against T = 32 and the fold/rectangle kernels, one binary; the RankTiles tests at T = 64.
set -u
S=$(date +%s)
R=/tmp/r2; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $R . ; }
BD=/tmp/b2
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
B=$BD/tools/bench/batchlas-bench
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 32,64,128,256,512,1024 --family packed"
ab() { local name=$1; shift; timeout 100 env "$@" $B --op syr,syr2 --dtype s,d $RC --csv $R/$name-real.csv > $R/$name-real.log 2>&1; t "$name real rc $?";
  timeout 100 env "$@" $B --op her,her2 --dtype c,z $RC --csv $R/$name-cplx.csv > $R/$name-cplx.log 2>&1; t "$name cplx rc $?"; }
ab old BATCHLAS_L2_SWEEP=0
ab t32k4 BATCHLAS_TILES_K=4
ab t64k4 BATCHLAS_TILES_K=4 BATCHLAS_TILES_T=64
ab t64k8 BATCHLAS_TILES_K=8 BATCHLAS_TILES_T=64
ab t32k8 BATCHLAS_TILES_K=8
pack
for cfg in "4 64" "8 64" "4 32"; do set -- $cfg
  BATCHLAS_TILES_K=$1 BATCHLAS_TILES_T=$2 GTEST_FILTER='Level2Native/*.RankTiles*:Level2Native/*.PackedLayoutsSyr*:Level2Native/*.SyrHer*' timeout 100 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards2 16 > $R/tests-k$1-t$2.log 2>&1
  t "tests K=$1 T=$2 rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests-k$1-t$2.log | head -12 | tr '\n' ' ')"
done
export BATCHLAS_TEST_TARGET=gpu
for f in float cdouble; do
  F="Level2Native/$f.RankTilesSanitizerLight"
  BATCHLAS_TILES_T=64 timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=$F --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck T=64 $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
done
pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family packed"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis"
prof() { local name=$1; shift; timeout 60 env "$@" ncu --kernel-name regex:rank_tiles --launch-skip 2 --launch-count 1 $NS $B $PA $P > $R/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
PA="--op syr --dtype s --n 512"; prof syr-s512-t64k8 BATCHLAS_TILES_K=8 BATCHLAS_TILES_T=64
t done; pack
