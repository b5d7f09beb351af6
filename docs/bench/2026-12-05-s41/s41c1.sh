#!/usr/bin/env bash
# Prepared in session 40 (its device budget ran out), for the next session's first call (about
# 500 s), on branch wip/warp-lean rebased on main (if the branch is gone: `git checkout -b
# wip/warp-lean main && git am docs/bench/2026-12-05-s40/wip-warp-lean.patch`).
# 1. BATCHLAS_AB_WARP_LEAN=1 / 2: float n = 32 one-product warp kernels without C's prefetch at
#    3 / 4 blocks per SM (56 / 52 registers, no spills; today 76 at 2 blocks). Session 40's ncu
#    (float, n = 32, k = 256 through gram): 18 warps per SM, 6.7 cycles per issued instruction,
#    DRAM 28%: latency-bound. Prediction: gram k = 256 1.15-1.35x at 4 blocks; tiny k = 32
#    0.95-1.05x (session 39 measured 3 blocks at k = 32 0.97x with the prefetch kept).
# 2. gram_warp_rule's unmeasured cells (BATCHLAS_GRAM_WARP=0/1): complex<double>, n = 8, 12, herk.
# 3. bench-all.sh (the headline table dates from session 23) and issue 10 on this build.
set -u
source scripts/lib/device_call.sh next
call_build
for v in 1 2; do
  BATCHLAS_AB_WARP_LEAN=$v GTEST_FILTER='Tiny/0.RankWarp*:RankkNative/0.GramOnWarpKernels' timeout 120 \
    bash scripts/lib/gpu_shards.sh $T /tmp/shards-lean$v 12 > $RES/tests-lean$v.log 2>&1
  t "tests lean=$v rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-lean$v.log | head -4 | tr '\n' ' ')"
done
BATCHLAS_AB_WARP_LEAN=2 sanitize 'Tiny/0.RankWarpSanitizerLight' 100; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/g $RES/t
for r in 1 2; do
  for v in 0 1 2; do
    BATCHLAS_AB_WARP_LEAN=$v timeout 40 $B $R --op syrk --trans N --dtype s --n 32 --k 256 --batch 2048 --family gram --csv $RES/g/v$v-r$r.csv > /dev/null 2>&1
    BATCHLAS_AB_WARP_LEAN=$v timeout 40 $B $R --no-reference --op syrk --dtype s --n 32 --k 8,32 --batch saturate --family tiny --csv $RES/t/v$v-r$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
# gram_warp_rule's unmeasured cells (session 40 measured syrk s / d / c at n = 16, 32 only):
# complex<double> at n = 16, 32, every type at n = 8, 12, and herk, trans = N, k = 256.
mkdir -p $RES/gw
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_GRAM_WARP=$v timeout 40 $B $R --op syrk --trans N --dtype s,d,c,z --n 8,12,16,32 --k 256 --batch 2048 --family gram --csv $RES/gw/v$v-s$r.csv > /dev/null 2>&1
    BATCHLAS_GRAM_WARP=$v timeout 40 $B $R --op herk --trans N --dtype c,z --n 16,32 --k 256 --batch 2048 --family gram --csv $RES/gw/v$v-h$r.csv > /dev/null 2>&1
  done
  t "gram warp round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/gw gram v0 v1 > $RES/gw/ab.txt 2>&1
cat $RES/gw/ab.txt >> $RES/log.txt
python3 docs/bench/2026-12-05-s40/ab.py $RES/g gram v0 v1 v2 > $RES/g/ab.txt 2>&1
python3 docs/bench/2026-12-05-s40/ab.py $RES/t tiny v0 v1 v2 > $RES/t/ab.txt 2>&1
cat $RES/g/ab.txt $RES/t/ab.txt >> $RES/log.txt; pack
BUILD_DIR=$BD OUT=$RES/all timeout 240 bash scripts/bench-all.sh > $RES/bench-all.log 2>&1
t "bench-all rc $?: $(tail -1 $RES/bench-all.log)"
python3 scripts/perf_table.py $RES/all/level3.csv $RES/all/level2.csv > $RES/all/headline.md 2>&1; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s39/call4/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"
t done; pack
# Then: if a lean variant wins at k = 256 without losing at k = 32, make it WarpTuning's for float
# n = 32 P = 1 (or only for gram's calls, k > 32), drop the knob, run the whole GPU suite.
