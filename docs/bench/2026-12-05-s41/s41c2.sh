#!/usr/bin/env bash
# Session 41, call 2: main with gram_warp_rule widened (call 1's A/B). Whole GPU suite; syrk /
# herk tables re-tuned at n = 8, 16, 32 (gram is faster there now); trmm `blocked` / `recursive`
# block order (BATCHLAS_BLOCKED_NB) at issue 7's m = 256 and 1024 shapes (blocked float 1.41 /
# 1.44x against 1.5 at m = 1024, nb = 128 by block_size); ncu of trmm double Left m = 128,
# n = 512 (`triangular` 0.98x of cuBLAS GEMM at 66% of the copy floor; target 1.2x) and of
# cuBLAS's GEMM at that shape.
set -u
source scripts/lib/device_call.sh s41c2
CALL_TARGETS=batchlas-tune call_build
timeout 300 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/gpu-suite.log 2>&1
t "whole GPU suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/gpu-suite.log | head -8 | tr '\n' ' ')"; pack
TN=$RES/tuned; cp -r tuned $TN
TUNE="--merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30 --n 8,16,32"
for op in syrk herk; do
  timeout 45 $BD/tools/tune/batchlas-tune --op $op $TUNE > $RES/tune-$op.log 2>&1
  t "tune $op rc $?: $(tail -1 $RES/tune-$op.log)"; pack
done
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/nb
for nb in 64 128 256; do
  BATCHLAS_BLOCKED_NB=$nb timeout 60 $B $R --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N --m 1024 --n 1024 --batch 32 --family blocked,recursive --csv $RES/nb/nb$nb-1024.csv > /dev/null 2>&1
  t "nb $nb m=1024: $(awk -F, 'NR>1 && ($15=="blocked" || $15=="recursive") {printf "%s %s %s %.3f; ", $2, $3, $15, $29}' $RES/nb/nb$nb-1024.csv)"; pack
done
for nb in 32 64 128; do
  BATCHLAS_BLOCKED_NB=$nb timeout 60 $B $R --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N --m 256 --n 256 --batch 512 --family blocked,recursive --csv $RES/nb/nb$nb-256.csv > /dev/null 2>&1
  t "nb $nb m=256: $(awk -F, 'NR>1 && ($15=="blocked" || $15=="recursive") {printf "%s %s %s %.3f; ", $2, $3, $15, $29}' $RES/nb/nb$nb-256.csv)"; pack
done
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis_Tables --section LaunchStats --section SchedulerStats"
timeout 60 ncu --kernel-name regex:side_tiles --launch-skip 2 --launch-count 1 $SEC \
  $B --op trmm --dtype d --side L --uplo L --trans N --diag N --m 128 --n 512 --batch 1024 --family triangular \
  --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $RES/ncu-trmm-d-L128.txt 2>&1
t "ncu trmm d L 128 rc $?"
timeout 60 ncu --kernel-name regex:gemm --launch-skip 2 --launch-count 1 $SEC \
  $B --op trmm --dtype d --side L --uplo L --trans N --diag N --m 128 --n 512 --batch 1024 --family triangular \
  --repeats 3 --warmup 1 --no-floors --no-progress > $RES/ncu-cublas-d-L128.txt 2>&1
t "ncu cublas d L 128 rc $?"
t done; pack
