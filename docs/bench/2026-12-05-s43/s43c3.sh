#!/usr/bin/env bash
# Session 43, call 3 (branch wip/trmm-warp-cp; about 330 s): trmm on a warp per item with each
# item's A staged by cp.async one item ahead into the warp's shared memory (two copies), the
# products reading it by warp-uniform shared loads. Call 1's warp kernel read A from global
# memory and waited on it (L1TEX scoreboard 86% of stalls, 0.24 issued per scheduler; 0.72-1.05x
# the engine). Prediction: float 1.1-1.4x the engine at n = 32 (1,279 instructions per item
# against 3,182, now with the loads in flight a whole item ahead; 16 warps per SM on the Left,
# shared-memory-limited), the 8-byte types 0.9-1.2x (8 warps per SM on the Left).
set -u
source scripts/lib/device_call.sh s43c3
call_build
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='Tiny/*.TrmmWarp*:TrmmWarpRoute.*' --gtest_brief=1 > $RES/tests.log 2>&1
t "trmm warp tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
sanitize 'Tiny/float.TrmmWarpEveryFlag:Tiny/double.TrmmWarpEveryFlag' 100; pack
mkdir -p $RES/grid1; (export BATCHLAS_MAX_GRID=1; RES=$RES/grid1; sanitize 'Tiny/float.TrmmWarpEveryFlag' 60); cat $RES/grid1/log.txt >> $RES/log.txt 2>/dev/null; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/L $RES/R
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_TRMM_WARP=$v timeout 60 $B $R --op trmm --dtype s,d,c --side L --uplo L,U --trans N,T --diag N --n 32 --batch saturate --family tiny --csv $RES/L/v$v-r$r.csv > /dev/null 2>&1
    BATCHLAS_TRMM_WARP=$v timeout 40 $B $R --op trmm --dtype s,d,c --side R --uplo L --trans N,T --diag N --n 32 --batch saturate --family tiny --csv $RES/R/v$v-r$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
for d in L R; do echo "== $d"; python3 docs/bench/2026-12-05-s40/ab.py $RES/$d tiny v0 v1; done > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt; pack
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats --section InstructionStats"
BATCHLAS_TRMM_WARP=1 timeout 60 ncu --kernel-name regex:trmm_warp_kernel --launch-skip 2 --launch-count 1 $SEC \
  $B --op trmm --dtype s --side L --uplo L --trans N --diag N --n 32 --batch saturate --family tiny \
  --repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0 > $RES/ncu-twcp-s32.txt 2>&1
t "ncu rc $?: $(grep -E '^ +(Duration|Executed Instructions|Issued Warp Per Scheduler|Achieved Occupancy|Warp Cycles Per Issued) ' $RES/ncu-twcp-s32.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"
t done; pack
