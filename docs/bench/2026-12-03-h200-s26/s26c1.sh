#!/usr/bin/env bash
# session 26 call 1: the rank updates' segment form (rank_update_packs<..., kSegments>:
# 32-column panels cut into row segments of 512-byte runs from the diagonal) against the
# measured rule (tiles / fold / rectangle), one binary, BATCHLAS_RANK_SEGMENTS=1 vs unset,
# rounds old, new, old, new; its tests and sanitizers.
set -u
S=$(date +%s)
RES=/tmp/s26r1; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $RES . ; }
BD=/tmp/s26b1
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $RES/build.log 2>&1; t "build rc $?"; tail -3 $RES/build.log
T=$BD/tests/batchlas_tests
B=$BD/tools/bench/batchlas-bench
GTEST_FILTER='RankSegmentPlace.*:Level2Native/*.RankSegments*:Level2Native/*.RankTiles*:Level2Native/*.PackedLayoutsSyr*:Level2Native/*.SyrHer*' timeout 120 bash scripts/lib/gpu_shards.sh $T /tmp/s26f1 16 > $RES/focused.log 2>&1
t "focused rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/focused.log | head -12 | tr '\n' ' ')"
pack
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 32,64,128,256,512,1024 --uplo L,U --family packed"
ab() { local v=$1 r=$2; shift 2
  timeout 90 env "$@" $B --op syr,syr2 --dtype s,d $RC --csv $RES/rank-$v-$r-real.csv > $RES/rank-$v-$r-real.log 2>&1; t "$v $r real rc $?"
  timeout 90 env "$@" $B --op her,her2 --dtype c,z $RC --csv $RES/rank-$v-$r-cplx.csv > $RES/rank-$v-$r-cplx.log 2>&1; t "$v $r cplx rc $?"; }
ab old 1 BATCHLAS_RANK_SEGMENTS=0
ab new 1 BATCHLAS_RANK_SEGMENTS=1
pack
ab old 2 BATCHLAS_RANK_SEGMENTS=0
ab new 2 BATCHLAS_RANK_SEGMENTS=1
pack
timeout 40 $B --op ger --dtype s,d --n 64,128,256,512,1024 --repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --family packed --csv $RES/ger.csv > $RES/ger.log 2>&1; t "ger rc $?"
export BATCHLAS_TEST_TARGET=gpu
for f in float double cfloat cdouble; do
  timeout 50 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter=Level2Native/$f.RankSegmentsSanitizerLight --gtest_brief=1 > $RES/mc-$f.log 2>&1
  t "memcheck $f rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-$f.log | tr '\n' ' ')"
done
for f in float cdouble; do
  timeout 50 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter=Level2Native/$f.RankSegmentsSanitizerLight --gtest_brief=1 > $RES/rc-$f.log 2>&1
  t "racecheck $f rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc-$f.log | tr '\n' ' ')"
done
t done; pack
