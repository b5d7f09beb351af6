#!/usr/bin/env bash
# Session 44, call 1 (branch wip/trmm-warp-cpb; about 530 s): the warp-per-item kernels at A's
# order 32 with their operands staged by cp.async one item ahead, against tiny's staged engine.
# Session 43 measured the unstaged forms (trmm 0.72-1.05x, symm / hemm 0.44-0.59x the engine)
# and found each warp waiting on its own item's A from DRAM (L1TEX scoreboard 86-89% of stalls).
#   trmm (BATCHLAS_TRMM_WARP=1, BATCHLAS_TRMM_WARP_B = MODE):
#     v1 = MODE 0: A staged (session 43's prepared s43c3.sh form);
#     v2 = MODE 1: B staged too (two 32 x 33 copies per warp; Left float 12 warps per SM);
#     v3 = MODE 2: B staged, A's stored pieces packed (576 of 1,024 float words; 16 warps).
#   symm / hemm (BATCHLAS_SYMM_WARP=1, BATCHLAS_SYMM_WARP_B=1): packed triangle and B staged
#     (12 float warps per SM, 4 for the 8-byte types).
# Predictions (engine time / warp time at n = 32): trmm v1 float 1.1-1.4x, 8-byte 0.9-1.2x;
# v2 / v1 float 1.05-1.3x if B's plain loads are what v1 waits on; v3 / v2 float 1.0-1.15x;
# symm float 1.0-1.3x, the 8-byte types below 1 (4 warps per SM).
# The tests run with BATCHLAS_MAX_GRID=1 too: only then does a warp take several items, so
# only then are the second copies and their reuse exercised.
set -u
source scripts/lib/device_call.sh s44c1
call_build
TW='Tiny/*.TrmmWarp*:TrmmWarpRoute.*'; SW='Tiny/*.SymmWarp*:SymmWarpRoute.*'
tst() {  # tst NAME FILTER [ENV...]
  local name=$1 f=$2; shift 2
  env "$@" BATCHLAS_TEST_TARGET=gpu timeout 60 $T --gtest_filter="$f" --gtest_brief=1 > $RES/tests-$name.log 2>&1
  t "tests $name rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests-$name.log | head -6 | tr '\n' ' ')"
}
for b in 0 1 2; do tst tw$b "$TW" BATCHLAS_TRMM_WARP_B=$b; tst tw$b-g1 "$TW" BATCHLAS_TRMM_WARP_B=$b BATCHLAS_MAX_GRID=1; done
tst sw1 "$SW" BATCHLAS_SYMM_WARP_B=1; tst sw1-g1 "$SW" BATCHLAS_SYMM_WARP_B=1 BATCHLAS_MAX_GRID=1; pack
san() {  # san NAME FILTER [ENV...]: memcheck and racecheck under those settings
  local name=$1 f=$2; shift 2
  mkdir -p $RES/san-$name; (export "$@"; RES=$RES/san-$name; sanitize "$f" 60); sed "s/^/$name /" $RES/san-$name/log.txt >> $RES/log.txt; pack
}
FT='Tiny/float.TrmmWarpEveryFlag:Tiny/double.TrmmWarpEveryFlag'; FS='Tiny/float.SymmWarpEveryFlag:Tiny/cfloat.SymmWarpEveryFlag'
san tw2-g1 "$FT" BATCHLAS_TRMM_WARP_B=2 BATCHLAS_MAX_GRID=1
san tw1-g1 'Tiny/float.TrmmWarpEveryFlag' BATCHLAS_TRMM_WARP_B=1 BATCHLAS_MAX_GRID=1
san sw1-g1 "$FS" BATCHLAS_SYMM_WARP_B=1 BATCHLAS_MAX_GRID=1
san tw2 'Tiny/float.TrmmWarpEveryFlag' BATCHLAS_TRMM_WARP_B=2
san sw1 'Tiny/float.SymmWarpEveryFlag' BATCHLAS_SYMM_WARP_B=1
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/L $RES/R $RES/SL $RES/SR $RES/HL $RES/HR
for r in 1 2; do
  for v in 0 1 2 3; do
    w=$((v > 0 ? 1 : 0)); mode=$((v > 0 ? v - 1 : 0))
    export BATCHLAS_TRMM_WARP=$w BATCHLAS_TRMM_WARP_B=$mode
    timeout 60 $B $R --op trmm --dtype s,d,c --side L --uplo L,U --trans N,T --diag N --n 32 --batch saturate --family tiny --csv $RES/L/v$v-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op trmm --dtype s,d,c --side R --uplo L --trans N,T --diag N --n 32 --batch saturate --family tiny --csv $RES/R/v$v-r$r.csv > /dev/null 2>&1
  done
  unset BATCHLAS_TRMM_WARP BATCHLAS_TRMM_WARP_B
  for v in 0 1; do
    export BATCHLAS_SYMM_WARP=$v BATCHLAS_SYMM_WARP_B=1
    timeout 40 $B $R --op symm --dtype s,d,c --side L --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SL/v$v-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op symm --dtype s,d,c --side R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SR/v$v-r$r.csv > /dev/null 2>&1
    timeout 30 $B $R --op hemm --dtype c --side L --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/HL/v$v-r$r.csv > /dev/null 2>&1
    timeout 30 $B $R --op hemm --dtype c --side R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/HR/v$v-r$r.csv > /dev/null 2>&1
  done
  unset BATCHLAS_SYMM_WARP BATCHLAS_SYMM_WARP_B
  t "round $r"; pack
done
{ for d in L R; do for pr in "v0 v1" "v0 v2" "v0 v3" "v2 v3"; do echo "== trmm $d $pr"; python3 docs/bench/2026-12-05-s40/ab.py $RES/$d tiny $pr; done; done
  for d in SL SR HL HR; do echo "== $d v0 v1"; python3 docs/bench/2026-12-05-s40/ab.py $RES/$d tiny v0 v1; done; } > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt; pack
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats --section InstructionStats --section MemoryWorkloadAnalysis"
RUN="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0"
BATCHLAS_TRMM_WARP=1 BATCHLAS_TRMM_WARP_B=2 timeout 45 ncu --kernel-name regex:trmm_warp_kernel --launch-skip 2 --launch-count 1 $SEC \
  $B --op trmm --dtype s --side L --uplo L --trans N --diag N --n 32 --batch saturate --family tiny $RUN > $RES/ncu-tw2-s32.txt 2>&1
t "ncu trmm MODE 2 rc $?: $(grep -E '^ +(Duration|Executed Instructions|Issued Warp Per Scheduler|Achieved Occupancy|Warp Cycles Per Issued) ' $RES/ncu-tw2-s32.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"; pack
BATCHLAS_SYMM_WARP=1 BATCHLAS_SYMM_WARP_B=1 timeout 45 ncu --kernel-name regex:symm_warp_kernel --launch-skip 2 --launch-count 1 $SEC \
  $B --op symm --dtype s --side L --uplo L --n 32 --batch saturate --family tiny $RUN > $RES/ncu-sw1-s32.txt 2>&1
t "ncu symm MODE 1 rc $?: $(grep -E '^ +(Duration|Executed Instructions|Issued Warp Per Scheduler|Achieved Occupancy|Warp Cycles Per Issued) ' $RES/ncu-sw1-s32.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"
t done; pack
