#!/usr/bin/env bash
# session 15 call 3: the working tree (items rule: n <= 3, c at 4, real at 5). Items on/off at n = 1, 6, 7;
# the rank-k tables re-tuned at n <= 32 (tiny changed at n = 4..16); issues 6 and 7 re-measured.
set -u
S=$(date +%s)
R=/tmp/r3; mkdir -p $R/tuned; cp tuned/{syrk,herk,syr2k,her2k}.sm_90.* $R/tuned/
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $R/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $R . ; }
BD=/tmp/bh
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $R/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench batchlas-tune > $R/build.log 2>&1; t "build rc $?"; tail -3 $R/build.log
BENCH=$BD/tools/bench/batchlas-bench
RR="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference"
B() { name=$1; shift; timeout 100 $BENCH "$@" $RR --csv $R/$name.csv > $R/$name.log 2>&1; t "bench $name rc $?"; }
for it in 0 1; do
  BATCHLAS_TINY_ITEMS=$it B i$it-1 --op syrk,syr2k --dtype s,d --n 6,7 --batch saturate --family tiny
  BATCHLAS_TINY_ITEMS=$it B i$it-2 --op syrk,syr2k --dtype s,d,c,z --n 1 --batch saturate --family tiny
done
B def-1 --op syrk,syr2k --dtype s,d,c,z --n 2,3,4,5 --batch saturate --family tiny
B def-2 --op herk,her2k --dtype c,z --n 2,3,4 --batch saturate --family tiny
GTEST_FILTER='Tiny/*.RankItems*' BATCHLAS_TEST_TARGET=gpu timeout 60 $BD/tests/batchlas_tests --gtest_brief=1 > $R/tests.log 2>&1
t "tests rc $?: $(grep -E 'PASSED|FAILED' $R/tests.log | head -5 | tr '\n' ' ')"
pack
timeout 230 $BD/tools/tune/batchlas-tune --op syrk,herk,syr2k,her2k --out $R/tuned --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 10 --no-floors --commit bd21ac202a29 --n 4,8,16,32 --merge --no-progress > $R/tune.log 2>&1
t "tune rc $?"
pack
left=$((560 - ($(date +%s) - S)))
BUILD_DIR=$BD OUT=$R/issues ONLY="6 7" timeout $left bash scripts/bench-issues.sh > $R/issues.log 2>&1
t "issues 6 7 rc $?"
t done; pack
