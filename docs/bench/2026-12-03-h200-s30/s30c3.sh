#!/usr/bin/env bash
# Session 30, call 3 (branch wip/narrow-pieces + kPre: complex symm/hemm read all of a thread's C
# pieces before the first store; switch BATCHLAS_AB_PIECES = 0 main, 1 pieces + kPre (default),
# 2 kPre alone, 3 pieces + the C reads issued before the products), about 260 s:
#  1. side and routes-agree suites (default); memcheck on the complex narrow tests;
#  2. A/B 0/1/2/3: symm/hemm complex<float> Left m = 32 / 24, complex<double> m = 16; trmm c/z 0/1; two rounds;
#  3. the best variant per type (geometric mean over the A/B cells, trmm's v1 standing for 2 and
#     3) picked by choose.py into choice.txt and exported for: trmm/symm/hemm re-tuned at m = 8,
#     16, 32 x n = 256, 512 (into RES/tuned), issue 7's m = 32 row with auto on those tables;
#  4. ncu stall reasons of main's and the pieces kernels at hemm complex<float> Left m = 32.
set -u
source scripts/lib/device_call.sh s30c3
CALL_TARGETS=batchlas-tune call_build
GTEST_FILTER='SideNative*:RoutesAgree*' timeout 70 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c3 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
for v in 2 3; do
  BATCHLAS_AB_PIECES=$v GTEST_FILTER='SideNative/c*:RoutesAgree*' timeout 60 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c3b$v 16 > $RES/tests-$v.log 2>&1
  t "tests ($v) rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-$v.log | head -8 | tr '\n' ' ')"
done; pack
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*:SideNative/cdouble.NarrowLeft*' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L,U"
  for v in 0 1 2 3; do
    for c in "--m 32 --n 256 --batch 2048 --dtype c" "--m 24 --n 512 --batch 1024 --dtype c" "--m 16 --n 1024 --batch 1024 --dtype z"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)$(echo $c | cut -d' ' -f8)
      timeout 30 env BATCHLAS_AB_PIECES=$v $B $R $c --op symm --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_PIECES=$v $B $R $c --op hemm --family direct --csv $RES/hemm-v$v-$m-$1.csv > /dev/null 2>&1
      [ $v -ge 2 ] || timeout 30 env BATCHLAS_AB_PIECES=$v $B $R $c --op trmm --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "A/B round $1"; pack
}
ab 1
ab 2
python3 docs/bench/2026-12-03-h200-s30/choose.py $RES > $RES/choice.txt 2>&1
t "choice: $(tr '\n' ' ' < $RES/choice.txt)"; pack
export BATCHLAS_AB_PIECES=$(sed -n 's/^c //p' $RES/choice.txt) BATCHLAS_AB_PIECES_Z=$(sed -n 's/^z //p' $RES/choice.txt)
TN=$RES/tuned; cp -r tuned $TN
timeout 90 $BD/tools/tune/batchlas-tune --op trmm,symm,hemm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 \
  --budget 0.2 --max-seconds 60 --no-floors --no-progress --m 8,16,32 --n 256,512 > $RES/tune.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune.log)"; pack
S7="--m 32 --n 256 --batch 2048 --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,expand --csv $RES/issue7-trmm.csv > /dev/null 2>&1
BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op symm --dtype s,d,c --family auto,direct,expand --csv $RES/issue7-symm.csv > /dev/null 2>&1
BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op hemm --dtype c --family auto,direct,expand --csv $RES/issue7-hemm.csv > /dev/null 2>&1
t "issue 7 m=32"; pack
unset BATCHLAS_AB_PIECES BATCHLAS_AB_PIECES_Z
M=smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_wait_per_issue_active.ratio,smsp__average_warps_issue_stalled_not_selected_per_issue_active.ratio,smsp__average_warps_issue_stalled_selected_per_issue_active.ratio,smsp__average_warps_issue_stalled_dispatch_stall_per_issue_active.ratio,smsp__average_warps_issue_stalled_drain_per_issue_active.ratio,smsp__average_warps_issue_stalled_membar_per_issue_active.ratio,smsp__average_warps_issue_stalled_no_instruction_per_issue_active.ratio,smsp__average_warps_issue_stalled_branch_resolving_per_issue_active.ratio,smsp__inst_executed.sum,gpu__time_duration.sum
P="--side L --uplo L --m 32 --n 256 --batch 2048 --family direct --repeats 1 --warmup 0 --budget 0 --no-progress --op hemm --dtype c"
for v in 0 1 3; do
  timeout 60 env BATCHLAS_AB_PIECES=$v ncu --kernel-name regex:side_narrow --launch-skip 1 --launch-count 1 --metrics $M $B $P > $RES/ncu-stalls-v$v.txt 2>&1; t "ncu v$v rc $?"
done
t done; pack
