#!/usr/bin/env bash
# Session 38, call 1 (prepared in session 37 as next-first-call.sh; ran in 317 s): the benches first, then the
# sanitizers and the sharded tests, on the tree of branch wip/swz32 rebased on main 9b4df7f. Two changes to
# src/kernels/tiny/rank_warp.cu, measured apart as three variants of the library in one call:
#   M: main's rank_warp.cu;
#   S: + n = 32's 8- and 16-byte types stage each column swizzled (WarpShape::swizzle: unit r ->
#      r ^ ((r >> 3) & 3)), so the nine warps' 16-byte shared loads stop sharing banks inside an
#      item's column. bankmodel.py: 1.33 -> 1.08 wavefronts per quarter-warp phase for double
#      and complex<float>, 2.22 -> 1.06 for complex<double> (complex<double> syrk n = 32 counts
#      about 2,560 shared-load cycles per item against a 2,540-cycle budget at 0.8 of copy);
#   D: S + the chunk copy steps each thread's (item, unit) and source pointer instead of a
#      division and a 64-bit product per 16-byte copy (PTX per copy about 40 -> 28 instructions;
#      the copy loop was about 360 of float syrk n = 32's 1,608 warp instructions per item, and
#      at n = 16 six copies per lane per round). Every n, every type.
# Predictions: S, complex<double> n = 32 1.2x or more, double / complex<float> 1.0-1.1x, float and
# n <= 16 1.00 (their PTX moved two address instructions); D over S: 1.03-1.10x wherever the
# kernels are latency- or issue-bound (float n = 16 / 32 most).
# Before the call (untracked files, copied to the device with the tree, removed after): M as
#   git show 9b4df7f:src/kernels/tiny/rank_warp.cu > docs/bench/2026-12-04-h200-s37/rank_warp-M.cu
# and S as the tree after the first commit of ../2026-12-04-h200-s37/wip-swz32.patch ("wip: n = 32
# staged columns swizzled ...", git am on 9b4df7f), in docs/bench/2026-12-04-h200-s37/rank_warp-S.cu.
# D is the tree after the second (this folder's copy-diet-D.patch).
set -u
source scripts/lib/device_call.sh call1
call_build
keep_variant D
cp src/kernels/tiny/rank_warp.cu /tmp/rank_warp-D.cu
for v in S M; do
  [ -s docs/bench/2026-12-04-h200-s37/rank_warp-$v.cu ] || { t "rank_warp-$v.cu missing: see the header"; pack; exit 1; }
  cp docs/bench/2026-12-04-h200-s37/rank_warp-$v.cu src/kernels/tiny/rank_warp.cu
  cmake --build $BD -j 16 --target batchlas-bench > $RES/build-$v.log 2>&1; t "build $v rc $?"; keep_variant $v
done
cp /tmp/rank_warp-D.cu src/kernels/tiny/rank_warp.cu
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
mkdir -p $RES/n32 $RES/n16
export BATCHLAS_TINY_RANK_WARP=1  # complex<double> syrk / syr2k / herk are not warp_rule's at n = 32
for r in 1 2; do
  for v in M S D; do
    with_variant $v timeout 40 /tmp/b$v $R --op syrk,syr2k --dtype s,d,c,z --n 32 --csv $RES/n32/v$v-r$r.csv > /dev/null 2>&1
    with_variant $v timeout 40 /tmp/b$v $R --op herk,her2k --dtype c,z --n 32 --csv $RES/n32/v$v-h$r.csv > /dev/null 2>&1
    with_variant $v timeout 40 /tmp/b$v $R --op syrk,syr2k --dtype s,d,c,z --n 8,12,16 --csv $RES/n16/v$v-r$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
unset BATCHLAS_TINY_RANK_WARP
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/n32 vM vS vD > $RES/n32/ab.txt 2>&1
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/n16 vM vS vD > $RES/n16/ab.txt 2>&1
NC="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --batch saturate --family tiny"
MET="--metrics smsp__inst_executed.sum,dram__bytes.sum,gpu__time_duration.sum,smsp__inst_executed_op_shared_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,sm__warps_active.avg.pct_of_peak_sustained_active"
for v in M S D; do
  for dt in s z; do
    BATCHLAS_TINY_RANK_WARP=1 with_variant $v timeout 40 ncu --kernel-name regex:'rank_warp' --launch-skip 2 --launch-count 1 $MET \
      /tmp/b$v --op syrk --dtype $dt --n 32 $NC > $RES/ncu-syrk-${dt}32-$v.txt 2>&1
    t "ncu $v $dt rc $?: $(grep -E 'inst_executed|time_duration|wavefronts|conflicts' $RES/ncu-syrk-${dt}32-$v.txt | awk '{print $1, $(NF)}' | tr '\n' ' ')"
  done
done
# The tests last, on D's library copied back into BD (the last build there was M's; the test
# binary finds the library in BD by its run path).
cp -P /tmp/libD/libbatchlas.so* $BD/
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 100 compute-sanitizer --tool memcheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"
BATCHLAS_TEST_TARGET=gpu BATCHLAS_MAX_GRID=2 timeout 120 compute-sanitizer --tool racecheck --error-exitcode 9 \
  $T --gtest_filter='Tiny/*.RankWarpSanitizerLight' --gtest_brief=1 > $RES/racecheck.log 2>&1
t "racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|hazard' $RES/racecheck.log | sort | uniq -c | head -4 | tr '\n' ' ')"; pack
GTEST_FILTER='Tiny/*.RankWarp*' timeout 150 bash scripts/lib/gpu_shards.sh $T /tmp/shards-warp 12 > $RES/warp-tests.log 2>&1
t "warp tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/warp-tests.log | head -8 | tr '\n' ' ')"; pack
t done; pack
# Then: land what wins (warp_rule's complex<double> cells at n = 32 may flip), run the whole GPU
# suite and issue 10 (ONLY="10" bash scripts/bench-issues.sh) on the landing tree.
