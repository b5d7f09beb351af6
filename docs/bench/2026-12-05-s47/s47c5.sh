#!/usr/bin/env bash
# Session 47 call 5 (H200 only; its tests ran on an H100 in calls 2 and 4): the H200's numbers of
# rank_mma and symm_mma (defaults since this session).
# 1. A/B on the H200, route off (v0) against on (v1), n = 32, two rounds: rank_mma (syrk / syr2k
#    d, z; herk / her2k z) and symm_mma (symm d, z; hemm z).
# 2. Issue 10 re-timed whole (against session 46 call 1).
# 3. Re-tune at n = 32: trmm, and syrk / herk / syr2k / her2k for d, z at k = 8, 32; copy
#    $RES/tuned/* over tuned/.
set -u
source scripts/lib/device_call.sh c5
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/ab
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_TINY_RANK_MMA=$v BATCHLAS_SYMM_MMA=$v timeout 40 $B $R --op syrk,syr2k --dtype d,z --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-a$r.csv > /dev/null 2>&1
    BATCHLAS_TINY_RANK_MMA=$v BATCHLAS_SYMM_MMA=$v timeout 40 $B $R --op herk,her2k,hemm --dtype z --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-h$r.csv > /dev/null 2>&1
    BATCHLAS_TINY_RANK_MMA=$v BATCHLAS_SYMM_MMA=$v timeout 40 $B $R --op symm --dtype d,z --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-s$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s46/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10: $(tail -1 $RES/issues/targets.txt)"; pack
TN=$RES/tuned; mkdir -p $TN; cp tuned/trmm.sm_90.* tuned/syrk.sm_90.* tuned/herk.sm_90.* tuned/syr2k.sm_90.* tuned/her2k.sm_90.* $TN/
TU="$BD/tools/tune/batchlas-tune --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30"
timeout 50 $TU --op trmm --n 32 > $RES/tune-trmm.log 2>&1; t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"; pack
timeout 60 $TU --op syrk,herk,syr2k,her2k --dtype d,z --n 32 --k 8,32 > $RES/tune-rank.log 2>&1; t "tune rank rc $?: $(tail -1 $RES/tune-rank.log)"; pack
t done; pack
