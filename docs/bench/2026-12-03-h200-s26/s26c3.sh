#!/usr/bin/env bash
# session 26 call 3: the triangle sweep (symv, hemv, trmv) with each warp's next tile prefetched
# into L2 (prefetch.global.L2, no registers) against none, one binary (BATCHLAS_AB_PREFETCH=1 vs
# unset, temporary), rounds old, new, old, new; the sweep tests and memcheck with the prefetch.
set -u
S=$(date +%s)
RES=/tmp/s26r3; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $RES . ; }
BD=/tmp/s26b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $RES/build.log 2>&1; t "build rc $?"; tail -2 $RES/build.log
T=$BD/tests/batchlas_tests
B=$BD/tools/bench/batchlas-bench
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 48,64,128,256,512,1024 --family native"
ab() { local v=$1 r=$2; shift 2
  timeout 90 env "$@" $B --op symv --dtype s,d,c,z $RC --csv $RES/sw-$v-$r-real.csv > /dev/null 2>&1; t "$v $r symv rc $?"
  timeout 90 env "$@" $B --op hemv --dtype c,z $RC --csv $RES/sw-$v-$r-cplx.csv > /dev/null 2>&1; t "$v $r hemv rc $?"
  timeout 90 env "$@" $B --op trmv --trans N --dtype s,d,c,z $RC --csv $RES/tr-$v-$r-real.csv > /dev/null 2>&1; t "$v $r trmv rc $?"; }
for r in 1 2; do
  ab old $r BATCHLAS_AB_PREFETCH=0
  ab new $r BATCHLAS_AB_PREFETCH=1
done
pack
BATCHLAS_AB_PREFETCH=1 GTEST_FILTER='Level2Native/*.Sweep*:Level2Native/*Symv*:Level2Native/*Trmv*' timeout 120 bash scripts/lib/gpu_shards.sh $T /tmp/s26f3 16 > $RES/focused.log 2>&1
t "sweep tests with prefetch rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/focused.log | head -12 | tr '\n' ' ')"
export BATCHLAS_TEST_TARGET=gpu BATCHLAS_AB_PREFETCH=1
for f in float cdouble; do
  timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter=Level2Native/$f.SweepSanitizerLight --gtest_brief=1 > $RES/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-$f.log | tr '\n' ' ')"
done
t done; pack
