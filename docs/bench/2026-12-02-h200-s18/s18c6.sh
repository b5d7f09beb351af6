#!/usr/bin/env bash
# session 18 call 6 (the review's test additions: packed A beside element-wise x, m = 60 and 120,
# 15 panels on one block): the gemv tile and rank tile tests; memcheck of the gemv tiles.
set -u
S=$(date +%s)
R=/tmp/r6; rm -rf $R; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call6.tgz -C $R . ; }
BD=/tmp/b6
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests > $R/build.log 2>&1; t "build rc $?"; tail -2 $R/build.log
GTEST_FILTER='Level2Native/*Gemv*:Level2Native/*RankTiles*:Level2Native/*SyrHer*' timeout 80 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards6 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
pack
export BATCHLAS_TEST_TARGET=gpu
for f in float double; do
  timeout 20 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $BD/tests/batchlas_tests --gtest_filter=Level2Native/$f.GemvTTilesSanitizerLight --gtest_brief=1 > $R/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $R/mc-$f.log | tr '\n' ' ')"
done
t done; pack
