#!/usr/bin/env bash
# Prepared in session 46 for the next device call (H200, pass needs_h200; about 520 s on a
# fresh machine). Tried once in session 46: the machine was taken back before it finished.
# 1. unroll-rows.patch applied (B's and C's 32-column copies unrolled on the Left, as the
#    Right's already are: in session 46 call 1 the symm warp kernel ran float Left at
#    0.741-0.753 of copy against Right's 0.778-0.782 with identical work; in PTX the Left's
#    loops over C's columns are bounded at run time). One build: the Right side is the control.
#    Prediction: Left within 2% of Right for float and double symm (0.77-0.78 / 0.76-0.77 of
#    copy); trmm Left float / complex<float> up 1-3%. Land the patch if the Left gains and
#    nothing loses (the tests below are its GPU tests).
# 2. The warp kernels' tests (every type; complex<double> trmm is new in session 46) and the
#    route tests.
# 3. Engine (v0) against warp (v1) at n = 32, Left and Right, two rounds: symm s, d, c and trmm
#    s, d, c, z (complex<double> trmm's warp route landed on an H100's 1.12-1.49x, never timed
#    on an H200), and complex<double> trmm T / C on both triangles (its default keeps the
#    engine on Left Lower T / C and Right Lower N, the forms that spill: Left Lower T was never
#    timed).
# 4. Issue 10 re-timed whole (against session 46 call 1).
# 5. trmm re-tuned at n = 32: copy $RES/tuned/trmm.sm_90.* over tuned/ (complex<double> should
#    rank `tiny` first at m = n = 32; the table still ranks `expand` there).
# 6. racecheck of complex<double>'s TrmmWarpEveryFlag at BATCHLAS_MAX_GRID=1 (no verdict in
#    100 s in session 46 call 2).
set -u
source scripts/lib/device_call.sh c4
el() { echo $(( $(date +%s) - S )); }
git apply docs/bench/2026-12-05-s46/unroll-rows.patch > $RES/patch.log 2>&1; t "patch rc $?"
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 60 $T --gtest_filter='Tiny/*.TrmmWarp*:Tiny/*.SymmWarp*:TrmmWarpRoute.*:SymmWarpRoute.*' --gtest_brief=1 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_SYMM_WARP=$v BATCHLAS_TRMM_WARP=$v timeout 30 $B $R --op symm --dtype s,d,c --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-s$r.csv > /dev/null 2>&1
    BATCHLAS_SYMM_WARP=$v BATCHLAS_TRMM_WARP=$v timeout 30 $B $R --op trmm --dtype s,d,c,z --side L,R --uplo L --trans N --diag N --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-t$r.csv > /dev/null 2>&1
    BATCHLAS_TRMM_WARP=$v timeout 30 $B $R --op trmm --dtype z --side L,R --uplo L,U --trans T,C --diag N --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-z$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 90 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s46/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10: $(tail -1 $RES/issues/targets.txt)"; pack
TN=$RES/tuned; mkdir -p $TN; cp tuned/trmm.sm_90.* $TN/
timeout 60 $BD/tools/tune/batchlas-tune --op trmm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 40 --n 32 > $RES/tune-trmm.log 2>&1
t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"; pack
if [ "$(el)" -lt 330 ]; then
  (export BATCHLAS_MAX_GRID=1; BATCHLAS_TEST_TARGET=gpu timeout 240 compute-sanitizer --tool racecheck --error-exitcode 9 \
    $T --gtest_filter='Tiny/cdouble.TrmmWarpEveryFlag' --gtest_brief=1 > $RES/racecheck.log 2>&1
   t "racecheck z trmm rc $?: $(grep -E 'RACECHECK SUMMARY' $RES/racecheck.log | tr '\n' ' ')")
fi
t done; pack
