#!/usr/bin/env bash
# session 25 call 1: one barrier per chunk in rankk_tiles and side_tiles (new, default) against
# two (old: -DBATCHLAS_AB_TWOBARRIERS, a temporary switch), the same tree; the whole GPU suite on
# new (it holds main's tests, those added in 801891b never ran on a GPU); A/B rounds interleaved
# old, new, old, new at issue 6's and 7's kernel cells; ncu of side_tiles at Left m = 32 / 128 if
# time is left.
set -u
S=$(date +%s)
RES=/tmp/s25r1; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call1.tgz -C $RES . ; }
cfg() { cmake -S . -B $1 -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON "${@:2}" > $RES/cfg-$(basename $1).log 2>&1; }
NEW=/tmp/s25new OLD=/tmp/s25old
cfg $NEW; cfg $OLD -DCMAKE_CUDA_FLAGS=-DBATCHLAS_AB_TWOBARRIERS
cmake --build $NEW -j 16 --target batchlas_tests batchlas-bench > $RES/build-new.log 2>&1; t "build new rc $?"
cmake --build $OLD -j 16 --target batchlas-bench > $RES/build-old.log 2>&1; t "build old rc $?"
T=$NEW/tests/batchlas_tests
timeout 240 bash scripts/lib/gpu_shards.sh $T /tmp/s25s1 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -12 | tr '\n' ' ')"
pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
ab() {  # ab NAME LIMIT ARGS: old, new, old, new
  local name=$1 lim=$2; shift 2
  for r in 1 2; do
    for v in old new; do
      local b=/tmp/s25$v/tools/bench/batchlas-bench
      local f=$RES/$name-$v-$r.csv part=$RES/.part.csv
      rm -f $part
      timeout $lim $b "$@" $R --csv $part >> $RES/$name.txt 2>&1 || echo "$name $v $r rc $?" >> $RES/log.txt
      [ -f $part ] && { [ -f $f ] && tail -n +2 $part >> $f || cp $part $f; }
    done
  done
  t "ab $name"
}
for s in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  ab trmm 25 --op trmm --dtype s,d --side L,R --uplo L --trans N --diag N $s --family triangular
done
for s in "--m 128 --n 512 --batch 1024" "--m 1024 --n 1024 --batch 32"; do
  ab symm 25 --op symm --dtype s,d --side L,R --uplo L $s --family direct
done
ab syrk 30 --op syrk --dtype s,d --uplo L --trans T --n 512 --k 512 --batch 512 --family triangular
ab syrk 30 --op syrk --dtype s,d --uplo L --trans T --n 1024 --k 1024 --batch 64 --family triangular
ab syrk 30 --op syr2k --dtype d --uplo L --trans T --n 512 --k 512 --batch 512 --family triangular
pack
B=$NEW/tools/bench/batchlas-bench
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress"
NS="--section SpeedOfLight --section ComputeWorkloadAnalysis --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis --section SchedulerStats --section InstructionStats --section SourceCounters"
prof() { local name=$1 k=$2; shift 2; [ $(($(date +%s) - S)) -lt 540 ] || { t "ncu $name skipped"; return; }; timeout 40 ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $NS $B "$@" $P > $RES/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
prof trmm-s32L side_tiles --op trmm --dtype s --side L --uplo L --trans N --diag N --m 32 --n 256 --batch 2048 --family triangular
prof trmm-d128L side_tiles --op trmm --dtype d --side L --uplo L --trans N --diag N --m 128 --n 512 --batch 1024 --family triangular
t done; pack
