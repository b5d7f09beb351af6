#!/usr/bin/env bash
# session 15 call 5: the final rule (items_rule; staged from n = 3) at default settings: the rank-k
# issue-10 cells at n = 4, 8 with cuBLAS beside them, n = 2..8 without; the RankItems and rank-k tests.
set -u
S=$(date +%s)
R=/tmp/r5; mkdir -p $R
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call5.tgz -C $R . ; }
BD=/tmp/bh
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
BENCH=$BD/tools/bench/batchlas-bench
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
timeout 40 $BENCH --op syrk,syr2k --dtype s,d,c,z --n 4,8 --batch saturate --family tiny $RR --csv $R/i10-1.csv > $R/i10-1.log 2>&1; t "bench i10-1 rc $?"
timeout 30 $BENCH --op herk,her2k --dtype c,z --n 4,8 --batch saturate --family tiny $RR --csv $R/i10-2.csv > $R/i10-2.log 2>&1; t "bench i10-2 rc $?"
pack
GTEST_FILTER='Tiny/*.RankItems*' timeout 60 bash scripts/lib/gpu_shards.sh $BD/tests/batchlas_tests /tmp/shards 16 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $R/tests.log | head -12 | tr '\n' ' ')"
t done; pack
