#!/usr/bin/env bash
# session 24 call 3: side_tiles<double> at BK 32 in 2 stages (kDeep; BATCHLAS_AB_SIDEBK16=1 runs
# the BK 16 / 3-stage kernels), on top of the l-major panels and call 2's tables (now tuned/).
# The whole GPU suite (deep variant), sanitizers on the double side tests; the A/B at issue 7's
# double shapes (trmm both sides, symm direct); trmm/symm d re-tuned on the deep variant (into a
# copy of tuned/); issue 7; the headline sweep for d and z (level 3, n = 8, 32, 128, 512).
set -u
S=$(date +%s)
RES=/tmp/s24r3; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $RES . ; }
BD=/tmp/s24b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-tune > $RES/build.log 2>&1; t "build rc $?"; tail -2 $RES/build.log
T=$BD/tests/batchlas_tests
timeout 200 bash scripts/lib/gpu_shards.sh $T /tmp/s24s3 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -12 | tr '\n' ' ')"
pack
for tool in memcheck racecheck; do
  timeout 60 compute-sanitizer --tool $tool $T --gtest_filter='SideNative/double.TrmmTriangularAllFlagsSmall:SideNative/double.SymmDirectAllFlagsSmall' > $RES/$tool.log 2>&1
  t "$tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' $RES/$tool.log | tr '\n' ' ')"
done
pack
B=$BD/tools/bench/batchlas-bench
OUT_=$OUT; OUT=$RES; R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
. scripts/lib/bench_run.sh
for v in deep bk16 deep2; do
  if [ $v = bk16 ]; then export BATCHLAS_AB_SIDEBK16=1; else unset BATCHLAS_AB_SIDEBK16; fi
  for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
    bench_run side-$v 30 --op trmm --dtype d --side L,R --uplo L --trans N --diag N $s --family triangular
    bench_run side-$v 30 --op symm --dtype d --side L,R --uplo L $s --family direct
  done
done
unset BATCHLAS_AB_SIDEBK16
OUT=$OUT_
t "side ab done"; pack
TN=$RES/tuned; cp -r tuned $TN
TU="$BD/tools/tune/batchlas-tune --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 15 --no-floors --no-progress --commit s24c3"
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
OUT_=$OUT; OUT=$RES/all; mkdir -p $OUT; R="--repeats 7 --warmup 2 --budget 0.25 --no-progress"
L=$((540 - ($(date +%s) - S)))
[ $L -gt 20 ] && bench_run level3 $L --op level3 --dtype d,z --n 8,32,128,512 --batch saturate
OUT=$OUT_
t done; pack
