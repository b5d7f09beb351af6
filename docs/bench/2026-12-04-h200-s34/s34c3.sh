#!/usr/bin/env bash
# Session 34, call 3 (the SimtWarpXL candidate, switch BATCHLAS_AB_FLX: bit 0 Left trmm N's A
# panel, bit 1 Right's B panel l-major, 16-byte staged, float only), about 400 s: float side tests
# under FLX = 3, memcheck / racecheck, A/B (FLX 0 vs 3: bit 0 changes only Left kernels, bit 1 only Right ones) at issue 7's float shapes in
# two rounds around an ncu of trmm float Left / Right m = 256 under 0 and 3.
set -u
source scripts/lib/device_call.sh call3
call_build
BATCHLAS_AB_FLX=3 GTEST_FILTER='SideNative/float.*:RoutesAgree/float.*' timeout 90 bash scripts/lib/gpu_shards.sh $T /tmp/shards-flx 16 > $RES/tests-flx.log 2>&1
t "FLX=3 float tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-flx.log | head -8 | tr '\n' ' ')"; pack
export BATCHLAS_TEST_TARGET=gpu
BATCHLAS_AB_FLX=3 timeout 120 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.TrmmTriangularAllFlagsSmall:SideNative/float.SymmDirectAllFlagsSmall:SideNative/float.TrmmTriangularWideTiles' --gtest_brief=1 > $RES/mc.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"
BATCHLAS_AB_FLX=3 timeout 90 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.TrmmTriangularAllFlagsSmall:SideNative/float.SymmDirectAllFlagsSmall' --gtest_brief=1 > $RES/rc.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
unset BATCHLAS_TEST_TARGET
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L,R --uplo L"
  for v in 0 3; do
    for c in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 30 env BATCHLAS_AB_FLX=$v $B $R $c --op trmm --dtype s --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_FLX=$v $B $R $c --op symm --dtype s --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "FLX A/B round $1"; pack
}
ab 1
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v3 > $RES/ab.txt 2>&1; pack
M="--metrics smsp__inst_executed.sum,gpu__time_duration.sum,smsp__inst_executed_pipe_fma.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"
for side in L R; do
  P="--m 256 --n 256 --batch 512 --uplo L --trans N --diag N --family triangular --repeats 1 --warmup 0 --budget 0 --no-progress --no-floors --op trmm --dtype s --side $side"
  for v in 0 3; do
    BATCHLAS_AB_FLX=$v timeout 60 ncu --kernel-name regex:side_tiles --launch-count 1 $M $B $P > $RES/ncu-sL256-$side-flx$v.txt 2>&1
    t "ncu $side FLX=$v rc $?: $(grep -E 'inst_executed.sum|time_duration|pipe_fma|bank_conflicts' $RES/ncu-sL256-$side-flx$v.txt | awk '{print $1, $(NF)}' | tr '\n' ' ')"
  done
done
pack
ab 2
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v3 > $RES/ab.txt 2>&1
t done; pack
