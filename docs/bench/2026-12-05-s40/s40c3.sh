#!/usr/bin/env bash
# Session 40, call 3: the landing tree (gram on the untransposed warp kernels by the measured
# rule). Whole GPU suite, sanitizers of the gram warp tests (float, complex<float>: the rule's
# types), then recursive_native's diagonal block order at issue 6's n = 512 / 1024 cells
# (BATCHLAS_BLOCKED_NB 64 / 128 (the rule at n = 512) / 256; syrk s, d at 1.53 / 1.52x against
# 1.6), and ncu of the n = 32, k = 256 float kernels (warp, trans = N; gram's tiles, trans = T).
set -u
source scripts/lib/device_call.sh s40c3
call_build
timeout 300 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/gpu-suite.log 2>&1
t "whole GPU suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/gpu-suite.log | head -8 | tr '\n' ' ')"; pack
sanitize 'RankkNative/0.GramOnWarpKernels:RankkNativeHerm/0.HerkGramOnWarpKernelsMatchGemmReference' 120; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/nb
for nb in 64 128 256; do
  BATCHLAS_BLOCKED_NB=$nb timeout 60 $B $R --op syrk --trans T --dtype s,d,c --n 512 --k 512 --batch 512 --family recursive_native --csv $RES/nb/nb$nb-512.csv > /dev/null 2>&1
  BATCHLAS_BLOCKED_NB=$nb timeout 60 $B $R --op syrk --trans T --dtype s,d --n 1024 --k 1024 --batch 64 --family recursive_native --csv $RES/nb/nb$nb-1024.csv > /dev/null 2>&1
  t "nb $nb: $(awk -F, 'NR>1 && $15=="recursive_native" {printf "%s n=%s %.3f; ", $2, $10, $29}' $RES/nb/nb$nb-512.csv $RES/nb/nb$nb-1024.csv)"; pack
done
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis_Tables --section LaunchStats"
timeout 60 ncu --kernel-name regex:rank_warp_kernel --launch-skip 2 --launch-count 1 $SEC \
  $B --op syrk --dtype s --trans N --n 32 --k 256 --batch 2048 --family gram \
  --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $RES/ncu-warp-s-N.txt 2>&1
t "ncu warp N rc $?"
timeout 60 ncu --kernel-name regex:gram_tiles --launch-skip 2 --launch-count 1 $SEC \
  $B --op syrk --dtype s --trans T --n 32 --k 256 --batch 2048 --family gram \
  --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $RES/ncu-gram-s-T.txt 2>&1
t "ncu gram T rc $?"
t done; pack
