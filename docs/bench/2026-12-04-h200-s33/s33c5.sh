#!/usr/bin/env bash
# Session 33, call 5 (branch wip/s33-f4), about 330 s: the float tile kernel is latency-bound
# (call 4's ncu: IPC 2.69, 33% of cycles with no eligible warp, 12 warps per SM). BATCHLAS_AB_F4:
# 1 = float's Left 32 x 128 and Right 64 x 64 tiles in 2 stages at 4 blocks per SM (128
# registers, no spill; 16 warps per SM); 2 = the same Left, Right in 3 stages at 4 blocks (55 KB,
# 8-12 bytes of spill). A/B at issue 7's m >= 128 shapes (float trmm N / T, symm), side tests of
# float under 1 and 2, and ncu's stall reasons for trmm float Left m = 256 under 0 and 1.
set -u
source scripts/lib/device_call.sh s33c5
call_build
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L,R --uplo L"
  for v in 0 1 2; do
    for c in "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 30 env BATCHLAS_AB_F4=$v $B $R $c --op trmm --dtype s --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_F4=$v $B $R $c --op symm --dtype s --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "F4 A/B round $1"; pack
}
ab 1
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v1 v2 > $RES/ab.txt 2>&1; pack
for v in 1 2; do
  BATCHLAS_AB_F4=$v GTEST_FILTER='SideNative/float.*:RoutesAgree*' timeout 60 bash scripts/lib/gpu_shards.sh $T /tmp/shards-f4-$v 16 > $RES/tests-f4-$v.log 2>&1
  t "F4=$v float tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-f4-$v.log | head -8 | tr '\n' ' ')"; pack
done
M="--metrics regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,smsp__inst_executed.sum,gpu__time_duration.sum,sm__warps_active.avg.per_cycle_active"
P="--m 256 --n 256 --batch 512 --uplo L --trans N --diag N --family triangular --repeats 1 --warmup 0 --budget 0 --no-progress --no-floors --op trmm --dtype s --side L"
for v in 0 1; do
  BATCHLAS_AB_F4=$v timeout 60 ncu --kernel-name regex:side_tiles --launch-count 1 $M $B $P > $RES/ncu-stalls-sL256-f4$v.txt 2>&1
  t "ncu F4=$v rc $?"; pack
done
ab 2
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v1 > $RES/ab.txt 2>&1  # committed: also v0 v2 > ab-v2.txt
t done; pack
