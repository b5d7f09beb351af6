#!/usr/bin/env bash
# Prepared in session 45 for the next device call, on main (about 450 s; H200 only, pass
# needs_h200: the tables and the issue counts are the H200's, and session 45's five calls all
# ran on H100s). One call, since H200 starts are scarce:
# 1. the symm / hemm and trmm GPU tests (the sweeps now run both warp routes: review changes
#    after session 45's last call, never run on a GPU);
# 2. symm / hemm at n = 32, tiny's staged engine (v0) against the warp route (v1), on the H200:
#    the H100 gave 1.07-1.12x for float and double (the default route since session 45),
#    0.89-0.95x for complex<float>. Prediction on the H200: float 1.2-1.4x, double 1.15-1.35x
#    (trmm's warp kernel: 1.13-1.20x on the H100, 1.56-1.61x on the H200);
# 3. issue 10 re-timed whole, against session 41's run (the counts in PERFORMANCE.md are session
#    41's CSV with session 44's four trmm cells in place);
# 4. trmm re-tuned at n = 32 (the table picks `triangular` for double there, 0.66 of copy in
#    session 41; the warp route ran 0.84 in session 44). Copy $RES/tuned/trmm.sm_90.* over
#    tuned/ after reading the log (the rows at m = n = 32 should rank `tiny` first for float,
#    double and complex<float>);
# 5. symm-warp-split.patch applied (pass 2 on two chains; H100: complex<float> 1.04-1.06x the
#    one-chain form): rebuilt, its symm warp tests (never run), memcheck / racecheck, the same
#    A/B (v2 = split warp; engine v0 again in the same binary).
set -u
source scripts/lib/device_call.sh next45
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
SYMM_TESTS='Tiny/*.SymmWarp*:SymmWarpRoute.*:Tiny/*.Symm*:TinyHerm/*.Hemm*:Tiny/*.PackedAligned*'
BATCHLAS_TEST_TARGET=gpu timeout 200 $T --gtest_filter="$SYMM_TESTS:*Trmm*:*trmm*" --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
ab() {  # ab VARIANT_OF_WARP: one round of engine (v0) and warp (vVARIANT) into SL, SR, HL
  local w=$1 r=$2
  for v in 0 $w; do
    export BATCHLAS_SYMM_WARP=$((v > 0 ? 1 : 0))
    timeout 40 $B $R --op symm --dtype s,d,c --side L --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SL/v$v-$w-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op symm --dtype s,d,c --side R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SR/v$v-$w-r$r.csv > /dev/null 2>&1
    timeout 30 $B $R --op hemm --dtype c --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/HL/v$v-$w-r$r.csv > /dev/null 2>&1
  done
  unset BATCHLAS_SYMM_WARP
}
mkdir -p $RES/SL $RES/SR $RES/HL
for r in 1 2; do ab 1 $r; t "round $r"; pack; done
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 130 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s41/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"; pack
TN=$RES/tuned; cp -r tuned $TN
TUNE="--merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 40 --n 32"
timeout 60 $BD/tools/tune/batchlas-tune --op trmm $TUNE > $RES/tune-trmm.log 2>&1
t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"; pack
# 5. The two-chain form.
P=docs/bench/2026-12-05-s45/symm-warp-split.patch
{ git apply $P 2>/dev/null || patch -p1 < $P; } > $RES/patch.log 2>&1
t "patch rc $?"
cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench > "$RES/build2.log" 2>&1
t "rebuild rc $?: $(tail -1 "$RES/build2.log")"
BATCHLAS_TEST_TARGET=gpu timeout 100 $T --gtest_filter="$SYMM_TESTS" --gtest_brief=1 > $RES/tests-split.log 2>&1
t "tests split rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests-split.log | head -8 | tr '\n' ' ')"; pack
for r in 1 2; do ab 2 $r; t "split round $r"; pack; done
{ for d in SL SR HL; do
    echo "== $d landed (v1) vs engine"; mkdir -p $RES/ab1/$d $RES/ab2/$d
    for f in $RES/$d/v0-1-r*.csv $RES/$d/v1-1-r*.csv; do b=$(basename $f); cp $f $RES/ab1/$d/${b%%-1-r*}-r${b##*-r}; done
    python3 docs/bench/2026-12-05-s40/ab.py $RES/ab1/$d tiny v0 v1
    echo "== $d two-chain (v2) vs engine"
    for f in $RES/$d/v0-2-r*.csv $RES/$d/v2-2-r*.csv; do b=$(basename $f); cp $f $RES/ab2/$d/${b%%-2-r*}-r${b##*-r}; done
    python3 docs/bench/2026-12-05-s40/ab.py $RES/ab2/$d tiny v0 v2
  done; } > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt; pack
(export BATCHLAS_MAX_GRID=1; sanitize 'Tiny/float.SymmWarpEveryFlag:Tiny/cfloat.SymmWarpEveryFlag:Tiny/double.SymmWarpEveryFlag' 90)
t done; pack
