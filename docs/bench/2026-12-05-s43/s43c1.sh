#!/usr/bin/env bash
# Session 43, call 1 (branch wip/symm-warp, which holds wip/trmm-warp): the two warp-per-item
# kernels of order 32, both off by default. About 450 s; pass the run tool timeout_s 600.
#  - trmm (BATCHLAS_TRMM_WARP; session 42's trmm-warp-call.sh, whose predictions stand:
#    float 1.3-1.6x over the staged engine at n = 32, the others 1.2-1.5x);
#  - symm / hemm (BATCHLAS_SYMM_WARP, src/kernels/tiny/symm_warp.cu): a lane per column (Left)
#    or row (Right) of C, A's stored triangle read twice (scatter, then the mirror gathered).
#    Prediction: symm float 1.15-1.4x (the engine takes 1.16x gemm's time per item; the warp form
#    does gemm's multiply-adds on 0.53 of A's bytes), double and complex<float> 1.0-1.3x (12 warps
#    per SM at 168 registers, 40-128 bytes of spill).
set -u
source scripts/lib/device_call.sh s43c1
call_build
BATCHLAS_TEST_TARGET=gpu timeout 200 $T --gtest_filter='Tiny/*.TrmmWarp*:Tiny/*.SymmWarp*:TrmmWarpRoute.*:SymmWarpRoute.*' --gtest_brief=1 > $RES/tests.log 2>&1
t "warp tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -12 | tr '\n' ' ')"; pack
sanitize 'Tiny/float.TrmmWarpEveryFlag:Tiny/cfloat.TrmmWarpEveryFlag:Tiny/float.SymmWarpEveryFlag:Tiny/cfloat.SymmWarpEveryFlag' 150; pack
# On one block (every warp takes many items: the shared buffers reused across items).
mkdir -p $RES/grid1; (export BATCHLAS_MAX_GRID=1; RES=$RES/grid1; sanitize 'Tiny/float.TrmmWarpEveryFlag:Tiny/double.SymmWarpEveryFlag' 90); cat $RES/grid1/log.txt >> $RES/log.txt 2>/dev/null; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/L $RES/R $RES/L8 $RES/SL $RES/SR $RES/HL $RES/HR  # ab.py keys rows without side: a folder per side
for r in 1 2; do
  for v in 0 1; do
    export BATCHLAS_TRMM_WARP=$v BATCHLAS_SYMM_WARP=$v
    timeout 90 $B $R --op trmm --dtype s,d,c --side L --uplo L,U --trans N,T --diag N --n 32 --batch saturate --family tiny --csv $RES/L/v$v-r$r.csv > /dev/null 2>&1
    timeout 90 $B $R --op trmm --dtype s,d,c --side R --uplo L --trans N,T --diag N --n 32 --batch saturate --family tiny --csv $RES/R/v$v-r$r.csv > /dev/null 2>&1
    timeout 60 $B $R --op trmm --dtype s,d --side L --uplo L --trans N --diag N --m 32 --n 8 --batch saturate --family tiny --csv $RES/L8/v$v-r$r.csv > /dev/null 2>&1
    timeout 60 $B $R --op symm --dtype s,d,c --side L --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SL/v$v-r$r.csv > /dev/null 2>&1
    timeout 60 $B $R --op symm --dtype s,d,c --side R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SR/v$v-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op hemm --dtype c --side L --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/HL/v$v-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op hemm --dtype c --side R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/HR/v$v-r$r.csv > /dev/null 2>&1
  done
  unset BATCHLAS_TRMM_WARP BATCHLAS_SYMM_WARP
  t "round $r"; pack
done
for d in L R L8 SL SR HL HR; do echo "== $d"; python3 docs/bench/2026-12-05-s40/ab.py $RES/$d tiny v0 v1; done > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt; pack
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats --section InstructionStats"
BATCHLAS_TRMM_WARP=1 timeout 60 ncu --kernel-name regex:trmm_warp_kernel --launch-skip 2 --launch-count 1 $SEC \
  $B --op trmm --dtype s --side L --uplo L --trans N --diag N --n 32 --batch saturate --family tiny \
  --repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0 > $RES/ncu-tw-s32.txt 2>&1
t "ncu trmm_warp float rc $?"
BATCHLAS_SYMM_WARP=1 timeout 60 ncu --kernel-name regex:symm_warp_kernel --launch-skip 2 --launch-count 1 $SEC \
  $B --op symm --dtype s --side L --uplo L --n 32 --batch saturate --family tiny \
  --repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0 > $RES/ncu-sw-s32.txt 2>&1
t "ncu symm_warp float rc $?"
t done; pack
