#!/usr/bin/env bash
# Session 28, call 3: the narrow kernel with its type policy (float / complex<float> m <= 32,
# double / complex<double> m <= 16), about 300 s:
#  1. SideNative, routes agree, large batch; memcheck on the narrow test in double;
#  2. A/B BATCHLAS_AB_PFC=0/1 (C's next chunk prefetched into L2; symm/hemm only);
#  3. trmm/symm/hemm re-tuned at m = 8, 16, 32 (n = 256, 512) into RES/tuned; issue 7's m = 32 row
#     with auto on those tables; 4. the whole suite.
set -u
source scripts/lib/device_call.sh s28c3
cmake -S . -B "$BD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > "$RES/cfg.log" 2>&1
cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench batchlas-tune > "$RES/build.log" 2>&1
t "build rc $?: $(tail -1 "$RES/build.log")"
T=$BD/tests/batchlas_tests; B=$BD/tools/bench/batchlas-bench
GTEST_FILTER='SideNative*:RoutesAgree*:LargeBatch*' timeout 150 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c3 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter="SideNative/double.NarrowLeft*" --gtest_brief=1 > $RES/mc-double.log 2>&1
t "memcheck double rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-double.log | tr '\n' ' ')"
BATCHLAS_AB_PFC=1 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter="SideNative/cfloat.NarrowLeft*" --gtest_brief=1 > $RES/mc-pfc.log 2>&1
t "memcheck cfloat pfc rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-pfc.log | tr '\n' ' ')"
pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L"
for r in 1 2; do
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 16 --n 1024 --batch 1024"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 40 env BATCHLAS_AB_PFC=$v $B $R $c --op symm --dtype s,c --family direct --csv $RES/symm-v$v-$m-$r.csv > /dev/null 2>&1
      timeout 40 env BATCHLAS_AB_PFC=$v $B $R $c --op hemm --dtype c,z --family direct --csv $RES/hemm-v$v-$m-$r.csv > /dev/null 2>&1
    done
  done
  t "pfc A/B round $r"; pack
done
TN=$RES/tuned; cp -r tuned $TN
timeout 120 $BD/tools/tune/batchlas-tune --op trmm,symm,hemm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 \
  --budget 0.2 --max-seconds 100 --no-floors --no-progress --m 8,16,32 --n 256,512 > $RES/tune.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune.log)"
S7="--m 32 --n 256 --batch 2048 --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
BATCHLAS_TUNED_DIR=$TN timeout 60 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,expand --csv $RES/issue7-trmm.csv > /dev/null 2>&1
BATCHLAS_TUNED_DIR=$TN timeout 60 $B $S7 --op symm --dtype s,d --family auto,direct,expand --csv $RES/issue7-symm.csv > /dev/null 2>&1
BATCHLAS_TUNED_DIR=$TN timeout 60 $B $S7 --op hemm --dtype c --family auto,direct,expand --csv $RES/issue7-hemm.csv > /dev/null 2>&1
t "issue 7 m=32"; pack
timeout 140 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c3w 16 > $RES/tests-all.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-all.log | head -8 | tr '\n' ' ')"
t done; pack
