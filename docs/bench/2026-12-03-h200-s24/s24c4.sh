#!/usr/bin/env bash
# session 24 call 4: the landing tree (l-major panels; side_tiles<double> BK 32 on Left 64 x 64
# tiles only; no A/B switches). Rank-k and side tests; sanitizers on the side Small tests (now
# with a 64 x 64-tile shape); trmm/symm d re-tuned on these kernels (into a copy of tuned/);
# issue 7; auto against triangular at issue 7's double trmm cells; the headline's trmm/symm d rows;
# the whole GPU suite if the call's time allows.
set -u
S=$(date +%s)
RES=/tmp/s24r4; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call4.tgz -C $RES . ; }
BD=/tmp/s24b4
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-tune > $RES/build.log 2>&1; t "build rc $?"; tail -2 $RES/build.log
T=$BD/tests/batchlas_tests
GTEST_FILTER='RankkNative*:SideNative*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/s24f4 16 > $RES/focused.log 2>&1
t "focused rc $?: $(grep -E "^gpu shards|FAILED  \] .*\." $RES/focused.log | head -8 | tr '\n' ' ')"
pack
for tool in memcheck racecheck; do
  timeout 70 compute-sanitizer --tool $tool $T --gtest_filter='SideNative/double.*Small:SideNative/cdouble.TrmmTriangularAllFlagsSmall' > $RES/$tool.log 2>&1
  t "$tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' $RES/$tool.log | tr '\n' ' ')"
done
pack
TN=$RES/tuned; cp -r tuned $TN
TU="$BD/tools/tune/batchlas-tune --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 15 --no-floors --no-progress --commit s24c4"
tune() { timeout 40 $TU "$@" >> $RES/tune.log 2>&1; t "tune $* rc $?: $(tail -1 $RES/tune.log)"; }
tune --op trmm --dtype d --n 32,64,128,256,512,1024
tune --op trmm --dtype d --m 32,128 --n 256,512
tune --op trmm --dtype d --m 256,512 --n 32,128
tune --op symm --dtype d --n 64,128,256,512
tune --op symm --dtype d --m 32,128 --n 256,512
pack
export BATCHLAS_TUNED_DIR=$TN
ONLY="7" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues.log 2>&1; t "issues rc $?"
pack
B=$BD/tools/bench/batchlas-bench
OUT_=$OUT; OUT=$RES; R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
. scripts/lib/bench_run.sh
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  bench_run auto7 30 --op trmm --dtype d --side L,R --uplo L --trans N --diag N $s --family auto,triangular,expand,blocked
done
mkdir -p $RES/all; OUT=$RES/all; R="--repeats 7 --warmup 2 --budget 0.25 --no-progress"
bench_run level3 60 --op trmm,symm --dtype d --n 8,32,128,512 --batch saturate
OUT=$OUT_
L=$((320 - ($(date +%s) - S)))
if [ $L -gt 60 ]; then
  timeout $L bash scripts/lib/gpu_shards.sh $T /tmp/s24s4 16 > $RES/tests.log 2>&1
  t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -12 | tr '\n' ' ')"
else
  t "whole suite skipped (time)"
fi
t done; pack
