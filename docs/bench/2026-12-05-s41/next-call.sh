#!/usr/bin/env bash
# Prepared in session 41 (no device after its first call) for the next session's first call, on
# branch wip/warp-ks (about 480 s). The branch: the rank-k warp kernels' k-sliced form
# (src/kernels/tiny/rank_warp_ks.cu; Settings::warp_ks, BATCHLAS_WARP_KS=0/1, unset = the rule:
# k > 32, one product, batch below the one-slice kernel's resident items). Why: at gram's k = 256,
# batch 2048 the one-slice n = 32 kernel has 256 blocks (18 warps per SM; call 1's leaner kernels
# at 3 / 4 blocks per SM could not add any) and n = 16 171 blocks of 4 warps (5 warps per SM).
# Prediction (gram, trans = N, k = 256, batch 2048, against BATCHLAS_WARP_KS=0): float n = 32
# 1.3-1.6x, n = 16 and the complex types at n <= 16 1.5-2.5x; at batch 8192 (rule: one-slice for
# float n = 32) forced k-slicing 0.9-1.1x.
# About 560 s. Then `next-call-2.sh` (the syrk / herk re-tune, on the tree that lands, and trmm's
# block order, ncu).
set -u
source scripts/lib/device_call.sh next
CALL_TARGETS=batchlas-tune call_build
timeout 300 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/gpu-suite.log 2>&1
t "whole GPU suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/gpu-suite.log | head -8 | tr '\n' ' ')"; pack
sanitize 'RankkNative/float.GramOnWarpKernels:RankkNativeHerm/cdouble.HerkGramOnWarpKernelsMatchGemmReference' 90; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/ks $RES/ks8  # ab.py keys rows without the batch: one folder per batch
for r in 1 2; do
  for v in 0 rule 1; do
    E="BATCHLAS_WARP_KS=$v"; [ $v = rule ] && E="BATCHLAS_UNUSED=1"
    env $E timeout 60 $B $R --op syrk --trans N --dtype s,d,c,z --n 8,12,16,32 --k 256 --batch 2048 --family gram --csv $RES/ks/v$v-b2048-r$r.csv > /dev/null 2>&1
    env $E timeout 60 $B $R --op herk --trans N --dtype c,z --n 8,16 --k 256 --batch 2048 --family gram --csv $RES/ks/v$v-herk-r$r.csv > /dev/null 2>&1
    env $E timeout 60 $B $R --op syrk --trans N --dtype s,c --n 16,32 --k 256,1024 --batch 8192 --family gram --csv $RES/ks8/v$v-r$r.csv > /dev/null 2>&1
  done
  t "ks round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ks gram v0 vrule v1 > $RES/ks/ab.txt 2>&1
python3 docs/bench/2026-12-05-s40/ab.py $RES/ks8 gram v0 vrule v1 > $RES/ks8/ab.txt 2>&1
cat $RES/ks/ab.txt $RES/ks8/ab.txt >> $RES/log.txt; pack
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section LaunchStats --section SchedulerStats"
timeout 45 ncu --kernel-name regex:rank_warp_ks_kernel --launch-skip 2 --launch-count 1 $SEC \
  $B --op syrk --dtype s --trans N --n 32 --k 256 --batch 2048 --family gram \
  --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $RES/ncu-ks-s32.txt 2>&1
t "ncu k-sliced float n = 32 rc $?"; pack
t done; pack
# Then: if the k-sliced form wins where the rule takes it and never loses, land the branch (its
# tests ran above) and run next-call-2.sh on main.
