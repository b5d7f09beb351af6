#!/usr/bin/env bash
# Session 47 call 3 (H200 wanted): rank_mma (default since c8ce7ac) on the card the targets name.
# 1. The tiny rank-k tests of double and complex<double> (the sweeps now run n = 32 on rank_mma
#    where the layout allows) and TinyF64 (rank_mma forced).
# 2. H200 only: issue 10 re-timed (against session 46 call 1): prediction complex<double> syrk /
#    herk / syr2k / her2k n = 32 0.39-0.43 -> 0.65-0.8 of copy; double syrk 0.665 -> 0.70-0.73,
#    syr2k 0.62 -> 0.68-0.70.
# 3. H200 only: re-tune at n = 32: trmm (complex<double>'s warp route, still ranked below
#    `expand`), and syrk / herk / syr2k / her2k for double and complex<double> at k = 8, 32 (the
#    table ranks `gram` first for complex<double> syrk n = k = 32). Copy $RES/tuned/* over tuned/.
set -u
source scripts/lib/device_call.sh c3
el() { echo $(( $(date +%s) - S )); }
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 130 $T --gtest_filter='Tiny/*double.Syr*:Tiny/*double.Rank*:Tiny/*double.PackedAligned*:Tiny/*double.PackedWholeRounds*:Tiny/*double.RoutesAgreeWithVendor:TinyHerm/cdouble.Her*:TinyHerm/cdouble.PackedAligned*:TinyF64/*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
if grep -q H200 $RES/gpu.txt; then
  ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
  python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s46/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
  t "issue 10: $(tail -1 $RES/issues/targets.txt)"; pack
  TN=$RES/tuned; mkdir -p $TN; cp tuned/trmm.sm_90.* tuned/syrk.sm_90.* tuned/herk.sm_90.* tuned/syr2k.sm_90.* tuned/her2k.sm_90.* $TN/
  TU="$BD/tools/tune/batchlas-tune --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30"
  timeout 50 $TU --op trmm --n 32 > $RES/tune-trmm.log 2>&1; t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"; pack
  timeout 60 $TU --op syrk,herk,syr2k,her2k --dtype d,z --n 32 --k 8,32 > $RES/tune-rank.log 2>&1; t "tune rank rc $?: $(tail -1 $RES/tune-rank.log)"; pack
fi
t done; pack
