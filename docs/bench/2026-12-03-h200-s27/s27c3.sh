#!/usr/bin/env bash
# Session 27, call 3: recursive_native. (1) Its tests with the diagonal blocks on a second stream
# (BATCHLAS_AB_FORK=1). (2) Variants, one binary, environment switches, two rounds: repeated
# levels as pointer-array or strided GEMMs (BATCHLAS_AB_STRIDED=0/1; unset: strided for double
# types), block-row grouping (BATCHLAS_AB_ROWS=1), the second stream (BATCHLAS_AB_FORK=1); syrk T
# s,d,c,z and herk C c,z at issue 6's n = 512 / 1024 cells. (3) syrk/herk re-tuned at n = 256,
# 512, 1024 with the new family (default policy), merged into a copy of tuned/. (4) Issue 6 with
# those tables. (5) The rank-k and selection suites.
set -u
source scripts/lib/device_call.sh call3
call_build
cmake --build $BD -j 16 --target batchlas-tune > $RES/build-tune.log 2>&1; t "tune build rc $?"
BATCHLAS_AB_FORK=1 GTEST_FILTER='*RecursiveNative*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c3 16 > $RES/tests-fork.log 2>&1
t "tests (fork) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-fork.log | head -8 | tr '\n' ' ')"
pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --family recursive_native"
for r in 1 2; do
  for v in s0 s1 rows fork; do
    case $v in s0) E="BATCHLAS_AB_STRIDED=0";; s1) E="BATCHLAS_AB_STRIDED=1";; rows) E="BATCHLAS_AB_ROWS=1";; fork) E="BATCHLAS_AB_FORK=1";; esac
    for c in "--n 512 --k 512 --batch 512" "--n 1024 --k 1024 --batch 64"; do
      n=$(echo $c | cut -d' ' -f2)
      timeout 60 env $E $B $R $c --op syrk --trans T --dtype s,d,c,z --csv $RES/syrk-$v-$n-$r.csv > /dev/null 2>&1
      timeout 60 env $E $B $R $c --op herk --trans C --dtype c,z --csv $RES/herk-$v-$n-$r.csv > /dev/null 2>&1
      t "$v n=$n round $r rc $?"
    done
  done
  pack
done
TN=$RES/tuned; cp -r tuned $TN
timeout 150 $BD/tools/tune/batchlas-tune --op syrk,herk --n 256,512,1024 --k 256,512,1024 --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 120 --no-floors --no-progress --commit s27c3 > $RES/tune.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune.log)"
pack
BATCHLAS_TUNED_DIR=$TN BUILD_DIR=$BD OUT=$RES ONLY=6 timeout 200 bash scripts/bench-issues.sh > $RES/issues.log 2>&1
t "issue 6 rc $?"
pack
GTEST_FILTER='RankkNative*:RankkNativeHerm*:Syrk/*:Herk/*:Syr2k/*:Her2k/*:LargeBatch*:Select*:*Tuned*' timeout 150 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c3b 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
t done; pack
