#!/usr/bin/env bash
# session 26 call 2: the segment form at 2 blocks per SM (launch bounds; complex<double> excepted,
# it spills there), 32- and 64-column panels, against the measured rule, one binary, rounds
# old, s32, s64 twice; ncu of syr s n = 1024 (segments, tiles) and ger s n = 1024; the segment
# tests with 64-column panels; the whole GPU suite (main's 39e03d8 never ran on a GPU).
set -u
S=$(date +%s)
RES=/tmp/s26r2; rm -rf $RES; mkdir -p $RES
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a $RES/log.txt; }
pack() { tar czf $OUT/call2.tgz -C $RES . ; }
BD=/tmp/s26b2
cmake -S . -B $BD -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON > $RES/cfg.log 2>&1
cmake --build $BD -j 16 --target batchlas_tests batchlas-bench > $RES/build.log 2>&1; t "build rc $?"; tail -3 $RES/build.log
T=$BD/tests/batchlas_tests
B=$BD/tools/bench/batchlas-bench
RC="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --n 64,128,256,512,1024 --uplo L,U --family packed"
ab() { local v=$1 r=$2; shift 2
  timeout 90 env "$@" $B --op syr,syr2 --dtype s,d $RC --csv $RES/rank-$v-$r-real.csv > $RES/rank-$v-$r-real.log 2>&1; t "$v $r real rc $?"
  timeout 90 env "$@" $B --op her,her2 --dtype c,z $RC --csv $RES/rank-$v-$r-cplx.csv > $RES/rank-$v-$r-cplx.log 2>&1; t "$v $r cplx rc $?"; }
for r in 1 2; do
  ab old $r BATCHLAS_RANK_SEGMENTS=0
  ab s32 $r BATCHLAS_RANK_SEGMENTS=1
  ab s64 $r BATCHLAS_RANK_SEGMENTS=1 BATCHLAS_RANK_SEGMENTS_WIDE=1
done
pack
P="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family packed --n 1024 --dtype s"
NS="--section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis --section SchedulerStats"
prof() { local name=$1 op=$2 kn=$3; shift 3; timeout 60 env "$@" ncu --kernel-name regex:$kn --launch-skip 2 --launch-count 1 $NS $B --op $op $P > $RES/ncu-$name.txt 2>&1; t "ncu $name rc $?"; }
prof syr-s1024-seg32 syr rank_update_packs BATCHLAS_RANK_SEGMENTS=1
prof syr-s1024-tiles syr rank_tiles BATCHLAS_RANK_SEGMENTS=0
prof ger-s1024 ger rank_update_packs BATCHLAS_RANK_SEGMENTS=0
pack
BATCHLAS_RANK_SEGMENTS_WIDE=1 GTEST_FILTER='RankSegmentPlace.*:Level2Native/*.RankSegments*' timeout 90 bash scripts/lib/gpu_shards.sh $T /tmp/s26f2 16 > $RES/focused.log 2>&1
t "segments tests (64-column panels) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/focused.log | head -12 | tr '\n' ' ')"
pack
L=$((570 - ($(date +%s) - S)))
timeout $L bash scripts/lib/gpu_shards.sh $T /tmp/s26s2 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -12 | tr '\n' ' ')"
t done; pack
