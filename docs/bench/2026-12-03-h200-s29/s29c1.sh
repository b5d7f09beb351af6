#!/usr/bin/env bash
# Session 29's first call (branch wip/narrow-rowblocks = main + two candidates), about 520 s,
# packed after each stage:
#  1. the whole GPU suite (owed: session 28's landing tree never finished it);
#  2. the side tests and sanitizers with both switches on: BATCHLAS_AB_ROWBLK=1 (narrow trmm,
#     warps own row blocks) and BATCHLAS_AB_TILEPFC=1 (side_tiles symm/hemm: each tile's C
#     prefetched into L2);
#  3. A/B BATCHLAS_AB_ROWBLK=0/1, trmm Left, triangular pinned, alternating rounds;
#  4. A/B BATCHLAS_AB_TILEPFC=0/1 at issue 7's symm/hemm cells (direct pinned; FP64 Left m = 32
#     and every m >= 128 run side_tiles);
#  5. ncu on the narrow kernel (symm float Left m = 32); 6. symm/hemm re-tuned at m <= 32.
# Read: `python3 docs/bench/2026-12-03-h200-s27/variants.py DIR v0 v1`.
set -u
source scripts/lib/device_call.sh s29cand   # ran as call 1 (archive call1/)
CALL_TARGETS=batchlas-tune call_build
timeout 170 bash scripts/lib/gpu_shards.sh $T /tmp/shards-s29w 16 > $RES/tests-all.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-all.log | head -8 | tr '\n' ' ')"
pack
BATCHLAS_AB_ROWBLK=1 BATCHLAS_AB_TILEPFC=1 GTEST_FILTER='SideNative*:RoutesAgree*' timeout 90 bash scripts/lib/gpu_shards.sh $T /tmp/shards-s29r 16 > $RES/tests-rb.log 2>&1
t "row-block tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-rb.log | head -8 | tr '\n' ' ')"
BATCHLAS_AB_ROWBLK=1 BATCHLAS_AB_TILEPFC=1 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/cfloat.NarrowLeft*:SideNative/double.SymmDirectAllFlagsSmall' --gtest_brief=1 > $RES/mc-rb.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc-rb.log | tr '\n' ' ')"
BATCHLAS_AB_ROWBLK=1 BATCHLAS_TEST_TARGET=gpu timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.NarrowLeft*' --gtest_brief=1 > $RES/rc-rb.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc-rb.log | tr '\n' ' ')"
pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --family triangular --op trmm --diag N"
for r in 1 2; do
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 16 --n 1024 --batch 1024" "--m 24 --n 512 --batch 1024"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 40 env BATCHLAS_AB_ROWBLK=$v $B $R $c --uplo L,U --trans N,T --dtype s,d,c,z --csv $RES/trmm-v$v-$m-$r.csv > /dev/null 2>&1
    done
  done
  t "row-block A/B round $r"; pack
done
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --uplo L --family direct"
for r in 1 2; do
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 1024 --n 1024 --batch 32"; do
      for sd in L R; do
        m=$(echo $c | cut -d' ' -f2)$sd
        timeout 60 env BATCHLAS_AB_TILEPFC=$v $B $R $c --side $sd --op symm --dtype s,d --csv $RES/symm-v$v-$m-$r.csv > /dev/null 2>&1
        timeout 60 env BATCHLAS_AB_TILEPFC=$v $B $R $c --side $sd --op hemm --dtype c --csv $RES/hemm-v$v-$m-$r.csv > /dev/null 2>&1
      done
    done
  done
  t "tile prefetch A/B round $r"; pack
done
# 5. ncu on main's narrow kernel at symm float Left m = 32 (0.99x: what holds it at 61% of the floor)
P="--op symm --dtype s --side L --uplo L --m 32 --n 256 --batch 2048 --family direct --repeats 1 --warmup 0 --budget 0 --no-progress"
timeout 90 ncu --kernel-name regex:side_narrow --launch-skip 1 --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats --section SchedulerStats $B $P > $RES/ncu-symm-s32.txt 2>&1; t "ncu rc $?"
# 6. symm/hemm re-tuned at m <= 32 on main's kernels (call 3 of session 28 tuned them before the
#    narrow kernel's C prefetch landed: +4-23% for direct there); merge RES/tuned into tuned/.
TN=$RES/tuned; cp -r tuned $TN
timeout 60 $BD/tools/tune/batchlas-tune --op symm,hemm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 \
  --budget 0.2 --max-seconds 40 --no-floors --no-progress --m 8,16,32 --n 256,512 > $RES/tune.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune.log)"
t done; pack
