#!/usr/bin/env bash
# Session 60 call B (the machine s60a.sh warmed; about 150 s): the block order of trmm's
# `blocked` / `recursive` at issue 7's m = 1024 cells (float blocked 1.38-1.41x against 1.5,
# double triangular 1.33-1.42x; session 59, H100). block_size(1024) = 128 is session 4's first
# guess, never tuned on a GPU: GEMM's flops fall as (1 + nb/m)/2 of a full GEMM (nb 64: 0.53,
# 128: 0.56, 256: 0.63) while the diagonal blocks, on the tile kernel, grow. nb = 128 runs first
# and last (the run-to-run control). Then ncu of trmm double Left m = 128 (`triangular` 1.01x
# against 1.2; prepared since session 41).
set -u
source scripts/lib/device_call.sh s60b s60a
build_targets batchlas-bench
B=$BD/tools/bench/batchlas-bench
gpu_name
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/nb
i=0
for nb in 128 64 256 128; do
  i=$((i + 1))
  BATCHLAS_BLOCKED_NB=$nb timeout 70 $B $R --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N --m 1024 --n 1024 --batch 32 \
    --family blocked,recursive,triangular --csv $RES/nb/r$i-nb$nb.csv > $RES/nb/r$i-nb$nb.txt 2>&1
  t "nb $nb (run $i): $(awk -F, 'NR>1 && $16!="reference" {printf "%s%s %s %.3f; ", $2, $3, $15, $29}' $RES/nb/r$i-nb$nb.csv)"; pack
done
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis_Tables --section LaunchStats --section SchedulerStats"
left ncu 70 && { timeout 70 ncu --kernel-name regex:side_tiles --launch-skip 2 --launch-count 1 $SEC \
  $B --op trmm --dtype d --side L --uplo L --trans N --diag N --m 128 --n 512 --batch 1024 --family triangular \
  --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $RES/ncu-trmm-d-L128.txt 2>&1
  t "ncu trmm d L 128 rc $?"; pack; }
t done; pack
