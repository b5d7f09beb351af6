#!/usr/bin/env bash
# Prepared in session 30 for session 31's first call (branch wip/narrow-reuse), about 300 s,
# packed after each stage. Candidate BATCHLAS_AB_REUSE=1 (kIR): the narrow kernel's persistent
# blocks take contiguous unit ranges, so consecutive units are chunks of one item and A's
# triangle is staged and M built once per item and block (skips stage_triangle, build_m and
# one barrier on every second unit at complex<float> m = 32, n = 256, 3 of 4 at float m = 16,
# n = 1024; predicted about 3% at the first). Why: call 3 of session 30 left
# hemm complex<float> Left m = 32 issue-bound at 0.998x cuBLAS with about a third of its
# instructions outside the FFMA. The v0 kernels are main's code, not PTX-identical for the
# 8-byte and 16-byte types (the unit bounds held in registers; float identical).
#  1. side and routes-agree suites with REUSE=1; memcheck and racecheck of the narrow tests with it;
#  2. A/B REUSE=0/1 at Left m = 32 / 24 / 16 (trmm s c z, symm s d c z, hemm c z), two rounds;
#     then the second candidate, BATCHLAS_AB_R128=1: the tile kernel's Right side at m <= 32 in
#     32 x 128 tiles instead of 32 x 64 (4 warps share each staged B panel; ptxas: float and
#     double 168 registers, complex<double> spills 8-72 bytes), trmm s d c, symm s d c, hemm c at
#     Right m = 32, n = 256 (issue 7's cells: trmm float 0.96, symm/hemm 0.57-0.84), two rounds;
#     the suites of step 1 run with both candidates on;
#  3. ncu's SASS source view (per-instruction counters) of main's symm float Left m = 32 and
#     trmm float Left m = 16 (53% / 43% excess global sectors in session 30's call 1, not
#     located) and of hemm complex<float> m = 32 (issue-bound: where the non-FFMA third goes).
set -u
source scripts/lib/device_call.sh s31first
call_build
BATCHLAS_AB_REUSE=1 BATCHLAS_AB_R128=1 GTEST_FILTER='SideNative*:RoutesAgree*' timeout 70 bash scripts/lib/gpu_shards.sh $T /tmp/shards-r 16 > $RES/tests-reuse.log 2>&1
t "REUSE tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-reuse.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_AB_REUSE=1 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.NarrowLeft*:SideNative/cfloat.NarrowLeft*' --gtest_brief=1 > $RES/mc.log 2>&1
t "REUSE memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"
BATCHLAS_AB_REUSE=1 BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*' --gtest_brief=1 > $RES/rc.log 2>&1
t "REUSE racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L"
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 24 --n 512 --batch 1024" "--m 16 --n 1024 --batch 1024"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 30 env BATCHLAS_AB_REUSE=$v $B $R $c --op symm --dtype s,d,c,z --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_REUSE=$v $B $R $c --op hemm --dtype c,z --family direct --csv $RES/hemm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_REUSE=$v $B $R $c --op trmm --dtype s,c,z --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "REUSE A/B round $1"; pack
}
ab 1
ab 2
abr() {  # the second candidate: Right m <= 32 in 32 x 128 tiles
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side R --uplo L --m 32 --n 256 --batch 2048"
  for v in 0 1; do
    timeout 30 env BATCHLAS_AB_R128=$v $B $R --op trmm --dtype s,d,c --trans N,T --diag N --family triangular --csv $RES/rtrmm-v$v-32n256-$1.csv > /dev/null 2>&1
    timeout 30 env BATCHLAS_AB_R128=$v $B $R --op symm --dtype s,d,c --family direct --csv $RES/rsymm-v$v-32n256-$1.csv > /dev/null 2>&1
    timeout 30 env BATCHLAS_AB_R128=$v $B $R --op hemm --dtype c --family direct --csv $RES/rhemm-v$v-32n256-$1.csv > /dev/null 2>&1
  done
  t "R128 A/B round $1"; pack
}
abr 1
abr 2
P="--side L --uplo L --m 32 --n 256 --batch 2048 --family direct --repeats 1 --warmup 0 --budget 0 --no-progress --op symm --dtype s"
timeout 120 ncu --kernel-name regex:side_narrow --launch-skip 1 --launch-count 1 --section SourceCounters --page source --print-source sass --csv $B $P > $RES/ncu-src-symm-s32.csv 2>&1
t "ncu source rc $?: $(wc -c < $RES/ncu-src-symm-s32.csv) bytes"; pack
P="--side L --uplo L --m 32 --n 256 --batch 2048 --family direct --repeats 1 --warmup 0 --budget 0 --no-progress --op hemm --dtype c"
timeout 120 ncu --kernel-name regex:side_narrow --launch-skip 1 --launch-count 1 --section SourceCounters --page source --print-source sass --csv $B $P > $RES/ncu-src-hemm-c32.csv 2>&1
t "ncu source hemm c rc $?: $(wc -c < $RES/ncu-src-hemm-c32.csv) bytes"; pack
P="--side L --uplo L --m 16 --n 1024 --batch 1024 --family triangular --trans N --diag N --repeats 1 --warmup 0 --budget 0 --no-progress --op trmm --dtype s"
timeout 120 ncu --kernel-name regex:side_narrow --launch-skip 1 --launch-count 1 --section SourceCounters --page source --print-source sass --csv $B $P > $RES/ncu-src-trmm-s16.csv 2>&1
t "ncu source trmm s16 rc $?: $(wc -c < $RES/ncu-src-trmm-s16.csv) bytes"
t done; pack
