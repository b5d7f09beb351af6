#!/usr/bin/env bash
# session 25 call 3: the new test suite Misaligned.* (complex<double> operands 8 bytes off 16 on
# every CUDA family) alone and under memcheck; trmm warps skipping chunks whose A rows are all
# zero for them (side_tiles), A/B against no skip (BATCHLAS_AB_NOSKIP, temporary) at issue 7's
# trmm cells, side tests, sanitizers on the side Small tests; the whole GPU suite if time is left.
set -u
S=$(date +%s)
RES=/tmp/s25r3; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call3.tgz -C $RES . ; }
BD=/tmp/s25b3
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $RES/build.log 2>&1; t "build rc $?"; tail -3 $RES/build.log
T=$BD/tests/batchlas_tests
BATCHLAS_TEST_TARGET=gpu timeout 120 $T --gtest_filter='Misaligned.*' > $RES/misaligned.log 2>&1
t "misaligned rc $?: $(grep -E 'OK \]|FAILED|PASSED' $RES/misaligned.log | tr '\n' ' ')"
pack
BATCHLAS_TEST_TARGET=gpu timeout 150 compute-sanitizer --tool memcheck $T --gtest_filter='Misaligned.*' > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/memcheck.log | tr '\n' ' ')"
pack
GTEST_FILTER='SideNative*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/s25f3 16 > $RES/focused.log 2>&1
t "side rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/focused.log | head -8 | tr '\n' ' ')"
for tool in memcheck racecheck; do
  timeout 60 compute-sanitizer --tool $tool $T --gtest_filter='SideNative/float.TrmmTriangularAllFlagsSmall:SideNative/double.TrmmTriangularAllFlagsSmall' > $RES/side-$tool.log 2>&1
  t "side $tool rc $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' $RES/side-$tool.log | tr '\n' ' ')"
done
pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
B=$BD/tools/bench/batchlas-bench
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  for r in 1 2; do
    for v in old new; do
      f=$RES/trmm-$v-$r.csv part=$RES/.part.csv; rm -f $part
      if [ $v = old ]; then export BATCHLAS_AB_NOSKIP=1; else unset BATCHLAS_AB_NOSKIP; fi
      timeout 40 $B --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N $s --family triangular $R --csv $part >> $RES/trmm.txt 2>&1 || echo "trmm $v $r rc $?" >> $RES/log.txt
      [ -f $part ] && { [ -f $f ] && tail -n +2 $part >> $f || cp $part $f; }
    done
  done
  unset BATCHLAS_AB_NOSKIP
  t "ab trmm $s"
done
pack
L=$((560 - ($(date +%s) - S)))
timeout $L bash scripts/lib/gpu_shards.sh $T /tmp/s25s3 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -12 | tr '\n' ' ')"
t done; pack
