#!/usr/bin/env bash
# session 25 call 2: side_tiles as a per-block stream of tiles (the copies run NS - 1 chunks ahead
# across tile boundaries; a persistent grid) against one tile per block (the same kernel with
# grid = units and the stages trimmed to the reduction, as before: BATCHLAS_AB_SIDE_PERTILE, a
# temporary switch). Side tests (new: the *StreamSmall ones on 1 and 2 blocks), sanitizers on the
# stream tests, A/B rounds (old, new, old, new) at issue 7's cells.
set -u
S=$(date +%s)
RES=/tmp/s25r2; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $RES . ; }
BD=/tmp/s25b2
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $RES/build.log 2>&1; t "build rc $?"; tail -3 $RES/build.log
T=$BD/tests/batchlas_tests
GTEST_FILTER='SideNative*:*Routes*' timeout 120 bash scripts/lib/gpu_shards.sh $T /tmp/s25f2 16 > $RES/focused.log 2>&1
t "focused rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/focused.log | head -8 | tr '\n' ' ')"
pack
for tool in memcheck racecheck; do
  timeout 80 compute-sanitizer --tool $tool $T --gtest_filter='SideNative/float.*StreamSmall:SideNative/double.*StreamSmall:SideNativeHerm/cdouble.*StreamSmall' > $RES/$tool.log 2>&1
  t "$tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' $RES/$tool.log | tr '\n' ' ')"
done
pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
B=$BD/tools/bench/batchlas-bench
ab() {  # ab NAME LIMIT ARGS: old (one tile per block), new (stream), twice
  local name=$1 lim=$2; shift 2
  for r in 1 2; do
    for v in old new; do
      local f=$RES/$name-$v-$r.csv part=$RES/.part.csv
      rm -f $part
      if [ $v = old ]; then export BATCHLAS_AB_SIDE_PERTILE=1; else unset BATCHLAS_AB_SIDE_PERTILE; fi
      timeout $lim $B "$@" $R --csv $part >> $RES/$name.txt 2>&1 || echo "$name $v $r rc $?" >> $RES/log.txt
      [ -f $part ] && { [ -f $f ] && tail -n +2 $part >> $f || cp $part $f; }
    done
  done
  unset BATCHLAS_AB_SIDE_PERTILE
  t "ab $name $*"
}
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  ab trmm 40 --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N $s --family triangular
  ab symm 40 --op symm --dtype s,d --side L,R --uplo L $s --family direct
  ab symm 40 --op hemm --dtype c --side L,R --uplo L $s --family direct
done
t done; pack
