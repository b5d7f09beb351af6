#!/usr/bin/env bash
# Prepared in session 38 as its call 2, refused (no device lent); for the next session's first call
# on main (about 520 s). Main has n = 32 complex<double> staged columns swizzled (call 1's S
# restricted to 16-byte types) and warp_rule's complex<double> n = 32 cells set to every op but
# syrk from two sessions' runs. This call: the n = 32 complex<double> A/B in one binary (warp
# kernels off, i.e. block-staged S = 32, against the default) at k = 32 and 8, two rounds (flip
# warp_rule where it reads under 1.0); the whole GPU suite (the exact landed kernels were not
# test-run: call 1 tested them inside its variant D); issue 10's cells; the rank-k tables
# re-tuned at n = 8, 16, 32 (session 37's known gap) and merged: copy $RES/tuned/{syrk,syr2k,
# herk,her2k}.sm_90.* over tuned/ after reading the logs.
set -u
source scripts/lib/device_call.sh next1
CALL_TARGETS=batchlas-tune call_build
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
mkdir -p $RES/z32
for r in 1 2; do
  for v in 0 1; do
    for k in 32 8; do
      BATCHLAS_TINY_RANK_WARP=$v timeout 40 $B $R --op syrk,syr2k,herk,her2k --dtype z --n 32 --k $k --csv $RES/z32/v$v-k$k-r$r.csv > /dev/null 2>&1
    done
  done
  t "z32 round $r"
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/z32 v0 v1 > $RES/z32/ab.txt 2>&1; cat $RES/z32/ab.txt >> $RES/log.txt; pack
timeout 260 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 100 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
t "issue 10 rc $?"; pack
TN=$RES/tuned; cp -r tuned $TN
TUNE="--merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30 --n 8,16,32"
for op in syrk syr2k herk her2k; do
  timeout 45 $BD/tools/tune/batchlas-tune --op $op $TUNE > $RES/tune-$op.log 2>&1
  t "tune $op rc $?: $(tail -1 $RES/tune-$op.log)"; pack
done
t done; pack
