#!/usr/bin/env bash
# session 16 call 4: the final tree's rank-k tests (the review's added cases: every triangle / layout /
# beta combination at S = 32, 20,000 items, the list forced with trans = T; every_rank_update).
set -u
S=$(date +%s)
R=/tmp/r4; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
BD=/tmp/b4
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests > $R/build.log 2>&1; t "build rc $?"
GTEST_FILTER='Tiny/*.Rankk*:Tiny/*.RankItems*' timeout 120 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards4 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -8 | tr '\n' ' ')"
tar czf $OUT/call4.tgz -C $R .
