#!/usr/bin/env bash
# session 24 call 2: gram_tiles with l-major NoTrans panels too (double, complex<double>).
# Focused rank-k tests and sanitizers on the gram tests; the gram A/B (BATCHLAS_AB_ROWPANELS=1:
# row panels); the tables of the ops whose double / complex<double> kernels changed re-tuned
# (merged into a copy of tuned/); issue 7 (issue 6's cells are trans = T: unchanged kernels).
set -u
S=$(date +%s)
RES=/tmp/s24r2; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $RES . ; }
BD=/tmp/s24b2
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-tune > $RES/build.log 2>&1; t "build rc $?"; tail -2 $RES/build.log
T=$BD/tests/batchlas_tests
GTEST_FILTER='RankkNative*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/s24f2 16 > $RES/focused.log 2>&1
t "focused rc $?: $(grep -E "^gpu shards|FAILED  \] .*\." $RES/focused.log | head -8 | tr '\n' ' ')"
pack
for tool in memcheck racecheck; do
  timeout 60 compute-sanitizer --tool $tool $T --gtest_filter='RankkNative/double.GramAlignedPartialChunksAndRaggedColumns:RankkNative/cdouble.GramAlignedPartialChunksAndRaggedColumns:RankkNativeHerm/cdouble.HerkNarrowShapesMatchGemmReference' > $RES/$tool.log 2>&1
  t "$tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' $RES/$tool.log | tr '\n' ' ')"
done
pack
B=$BD/tools/bench/batchlas-bench
OUT_=$OUT; OUT=$RES; R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
. scripts/lib/bench_run.sh
for v in new old; do
  if [ $v = old ]; then export BATCHLAS_AB_ROWPANELS=1; else unset BATCHLAS_AB_ROWPANELS; fi
  bench_run gram-$v 30 --op syrk --dtype d,z --trans N --n 32 --k 256 --batch 2048 --family gram
  bench_run gram-$v 30 --op syrk --dtype d,z --trans N --n 64 --k 1024 --batch 1024 --family gram
  bench_run gram-$v 30 --op syrk --dtype d,z --trans N --n 128 --k 1024 --batch 512 --family gram,triangular
done
unset BATCHLAS_AB_ROWPANELS
bench_run gramT 40 --op syrk --dtype d --trans T --n 32,64,128 --k 1024 --batch 512 --family gram
OUT=$OUT_
t "gram ab done"; pack
TN=$RES/tuned; cp -r tuned $TN
TU="$BD/tools/tune/batchlas-tune --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 15 --no-floors --no-progress --commit s24c2"
tune() { [ $(($(date +%s) - S)) -gt 440 ] && { t "tune $* skipped (time)"; return; }; timeout 40 $TU "$@" >> $RES/tune.log 2>&1; t "tune $* rc $?: $(tail -1 $RES/tune.log)"; }
tune --op syrk --dtype d,z --n 32,64,128,256,512,1024 --k 32,256,1024
tune --op herk --dtype z --n 32,64,128,256,512,1024 --k 32,256,1024
tune --op syr2k --dtype d,z --n 64,128,256,512 --k 32,256
tune --op her2k --dtype z --n 64,128,256,512 --k 32,256
tune --op trmm --dtype d,z --n 32,64,128,256,512,1024
tune --op trmm --dtype d,z --m 32,128 --n 256,512
tune --op trmm --dtype d,z --m 256,512 --n 32,128
tune --op symm --dtype d,z --n 64,128,256,512
tune --op hemm --dtype z --n 64,128,256,512
tune --op symm --dtype d,z --m 32,128 --n 256,512
tune --op hemm --dtype z --m 32,128 --n 256,512
pack
export BATCHLAS_TUNED_DIR=$TN
ONLY="7" BUILD_DIR=$BD OUT=$RES/issues timeout 110 bash scripts/bench-issues.sh > $RES/issues.log 2>&1; t "issues rc $?"
t done; pack
