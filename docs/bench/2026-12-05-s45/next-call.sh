#!/usr/bin/env bash
# Prepared in session 45 for the next device call, on main (about 380 s; H200 only, pass
# needs_h200: the tables and the issue counts are the H200's, and session 45's five calls all
# ran on H100s):
# 1. the symm / hemm warp tests and trmm's (both ran on an H100 in session 45);
# 2. symm / hemm at n = 32, tiny's staged engine (v0) against the warp route (v1), on the H200:
#    the H100 gave 1.07-1.12x for float and double (the default route since session 45),
#    0.90-0.95x for complex<float>. Prediction on the H200: float 1.2-1.4x, double 1.15-1.35x
#    (trmm's warp kernel: 1.13-1.20x on the H100, 1.56-1.61x on the H200);
# 3. issue 10 re-timed whole, against session 41's run (the counts in PERFORMANCE.md are session
#    41's CSV with session 44's four trmm cells in place);
# 4. trmm re-tuned at n = 32 (the table picks `triangular` for double there, 0.66 of copy in
#    session 41; the warp route ran 0.84 in session 44). Copy $RES/tuned/trmm.sm_90.* over
#    tuned/ after reading the log (the rows at m = n = 32 should rank `tiny` first for float,
#    double and complex<float>).
set -u
source scripts/lib/device_call.sh next45
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='Tiny/*.SymmWarp*:SymmWarpRoute.*:*Trmm*:*trmm*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/SL $RES/SR $RES/HL
for r in 1 2; do
  for v in 0 1; do
    export BATCHLAS_SYMM_WARP=$v
    timeout 40 $B $R --op symm --dtype s,d,c --side L --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SL/v$v-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op symm --dtype s,d,c --side R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SR/v$v-r$r.csv > /dev/null 2>&1
    timeout 30 $B $R --op hemm --dtype c --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/HL/v$v-r$r.csv > /dev/null 2>&1
  done
  unset BATCHLAS_SYMM_WARP
  t "round $r"; pack
done
{ for d in SL SR HL; do echo "== $d v0 v1"; python3 docs/bench/2026-12-05-s40/ab.py $RES/$d tiny v0 v1; done; } > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 130 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s41/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"; pack
TN=$RES/tuned; cp -r tuned $TN
TUNE="--merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 40 --n 32"
timeout 60 $BD/tools/tune/batchlas-tune --op trmm $TUNE > $RES/tune-trmm.log 2>&1
t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"
t done; pack
