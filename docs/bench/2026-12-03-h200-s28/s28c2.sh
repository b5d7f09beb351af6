#!/usr/bin/env bash
# Session 28, call 2: the narrow Left kernel (side_narrow.cu, m <= 32), about 500 s.
#  1. SideNative (with NarrowLeftAllFlagsCappedGrid), routes agree, large batch;
#  2. memcheck and racecheck on the narrow test (float, complex<double>);
#  3. A/B BATCHLAS_AB_NARROW=0/1, families triangular/direct pinned, alternating rounds;
#  4. trmm/symm/hemm re-tuned at m = 8, 16, 32 (n = 256, 512) into RES/tuned, issue 7's m = 32 row
#     with auto on those tables; 5. the whole suite if time is left.
# Read: `python3 docs/bench/2026-12-03-h200-s27/variants.py DIR v0 v1` (OP-vV-M-ROUND.csv).
set -u
source scripts/lib/device_call.sh s28c2
cmake -S . -B "$BD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > "$RES/cfg.log" 2>&1
cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench batchlas-tune > "$RES/build.log" 2>&1
t "build rc $?: $(tail -1 "$RES/build.log")"
T=$BD/tests/batchlas_tests; B=$BD/tools/bench/batchlas-bench
GTEST_FILTER='SideNative*:RoutesAgree*:LargeBatch*' timeout 150 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c2 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
pack
for ty in float cdouble; do
  BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter="SideNative/$ty.NarrowLeft*" --gtest_brief=1 > $RES/mc-$ty.log 2>&1
  t "memcheck $ty rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-$ty.log | tr '\n' ' ')"
done
BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter="SideNative/float.NarrowLeft*" --gtest_brief=1 > $RES/rc-float.log 2>&1
t "racecheck float rc $?: $(grep -E 'HAZARD|RACECHECK SUMMARY|PASSED|FAILED' $RES/rc-float.log | tail -3 | tr '\n' ' ')"
pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L"
for r in 1 2; do
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 16 --n 1024 --batch 1024" "--m 32 --n 4096 --batch 64"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 40 env BATCHLAS_AB_NARROW=$v $B $R $c --op trmm --trans N,T --diag N --dtype s,d,c,z --family triangular --csv $RES/trmm-v$v-$m-$r.csv > /dev/null 2>&1
      timeout 40 env BATCHLAS_AB_NARROW=$v $B $R $c --op symm --dtype s,d,c,z --family direct --csv $RES/symm-v$v-$m-$r.csv > /dev/null 2>&1
      timeout 40 env BATCHLAS_AB_NARROW=$v $B $R $c --op hemm --dtype c,z --family direct --csv $RES/hemm-v$v-$m-$r.csv > /dev/null 2>&1
    done
  done
  t "narrow A/B round $r"; pack
done
TN=$RES/tuned; cp -r tuned $TN
timeout 120 $BD/tools/tune/batchlas-tune --op trmm,symm,hemm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 \
  --budget 0.2 --max-seconds 100 --no-floors --no-progress --m 8,16,32 --n 256,512 > $RES/tune.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune.log)"
S7="--m 32 --n 256 --batch 2048 --side L,R --uplo L --repeats 5 --warmup 2 --budget 0.2 --no-progress"
BATCHLAS_TUNED_DIR=$TN timeout 60 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,expand --csv $RES/issue7-trmm.csv > /dev/null 2>&1
BATCHLAS_TUNED_DIR=$TN timeout 60 $B $S7 --op symm --dtype s,d --family auto,direct,expand --csv $RES/issue7-symm.csv > /dev/null 2>&1
BATCHLAS_TUNED_DIR=$TN timeout 60 $B $S7 --op hemm --dtype c --family auto,direct,expand --csv $RES/issue7-hemm.csv > /dev/null 2>&1
t "issue 7 m=32"; pack
timeout 140 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c2w 16 > $RES/tests-all.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-all.log | head -8 | tr '\n' ' ')"
t done; pack
