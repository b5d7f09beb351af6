#!/usr/bin/env bash
# Prepared in session 41, for the call after next-call.sh, on the tree that landed (about 360 s):
# syrk / herk tables re-tuned at n = 8, 16, 32 (gram runs the warp kernels at more orders since
# session 41, and k-sliced where that landed); trmm `blocked` / `recursive` block order
# (BATCHLAS_BLOCKED_NB 64 / 256 at m = 1024, against block_size's 128: float blocked 1.41 / 1.44x
# against issue 7's 1.5); ncu of trmm double Left m = 128, n = 512 (`triangular` 0.98x cuBLAS at
# 66% of the copy floor, target 1.2x); issue 10 re-timed (gemm complex<double> n = 32 sat at
# 0.746-0.748 against 0.75 in two runs).
set -u
source scripts/lib/device_call.sh next2
CALL_TARGETS=batchlas-tune call_build
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
TN=$RES/tuned; cp -r tuned $TN
TUNE="--merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30 --n 8,16,32"
for op in syrk herk; do
  timeout 45 $BD/tools/tune/batchlas-tune --op $op $TUNE > $RES/tune-$op.log 2>&1
  t "tune $op rc $?: $(tail -1 $RES/tune-$op.log)"; pack
done
mkdir -p $RES/nb
for nb in 64 256; do
  BATCHLAS_BLOCKED_NB=$nb timeout 60 $B $R --op trmm --dtype s,d,c --side L,R --uplo L --trans N --diag N --m 1024 --n 1024 --batch 32 --family blocked,recursive --csv $RES/nb/nb$nb-1024.csv > /dev/null 2>&1
  t "nb $nb m=1024: $(awk -F, 'NR>1 && ($15=="blocked" || $15=="recursive") {printf "%s %s %s %.3f; ", $2, $3, $15, $29}' $RES/nb/nb$nb-1024.csv)"; pack
done
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis_Tables --section LaunchStats --section SchedulerStats"
timeout 60 ncu --kernel-name regex:side_tiles --launch-skip 2 --launch-count 1 $SEC \
  $B --op trmm --dtype d --side L --uplo L --trans N --diag N --m 128 --n 512 --batch 1024 --family triangular \
  --repeats 3 --warmup 1 --no-reference --no-floors --no-progress > $RES/ncu-trmm-d-L128.txt 2>&1
t "ncu trmm d L 128 rc $?"
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s41/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"; pack
t done; pack
# Then: copy $RES/tuned/{syrk,herk}.sm_90.* over tuned/ after reading the logs; change
# ops::blocked::block_size at m = 1024 only if one size wins for every type and side.
