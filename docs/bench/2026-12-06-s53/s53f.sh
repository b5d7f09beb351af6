#!/usr/bin/env bash
# Session 53 call F (an H200 wanted, any card will do; about 370 s after a fresh start): issues 5
# and 10 counted under the driver's L2 fetch granularity and under 32 bytes set once for the
# context by the bench (BENCH_EXTRA reaches bench-l2-families.sh now: call E's "32" run set it
# for symv, hemv and trmv only). Issue 5 twice each, alternating: call E's two default counts on
# one H100 (232, and call 3's 250) say the count moves by itself between runs.
set -u
source scripts/lib/device_call.sh s53f ${S53_BUILD:-s53f}
call_build
gpu_name
for r in 1 2; do for v in default 32; do
  X=""; [ $v = 32 ] && X="--l2-fetch-granularity 32"
  BENCH_EXTRA="$X" ONLY="5" BUILD_DIR=$BD OUT=$RES/issues-$v-$r timeout 100 bash scripts/bench-issues.sh > $RES/issues5-$v-$r.log 2>&1
  python3 scripts/issue_targets.py 5 $RES/issues-$v-$r/l2-families.csv $RES/issues-$v-$r/issue5.csv > $RES/issues-$v-$r/targets5.txt 2>&1
  t "issue 5 ($v, round $r): $(tail -1 $RES/issues-$v-$r/targets5.txt)"; pack
done; done
grep -h 'L2 fetch' $RES/issues-*-1/l2-families.txt | sort | uniq -c >> $RES/log.txt
for v in default 32; do
  X=""; [ $v = 32 ] && X="--l2-fetch-granularity 32"
  BENCH_EXTRA="$X" ONLY="10" BUILD_DIR=$BD OUT=$RES/issues-$v-1 timeout 100 bash scripts/bench-issues.sh > $RES/issues10-$v.log 2>&1
  python3 scripts/issue10_targets.py $RES/issues-$v-1/issue10.csv docs/bench/2026-12-06-s50/c4/issues/issue10.csv > $RES/issues-$v-1/targets10.txt 2>&1
  t "issue 10 ($v): $(tail -1 $RES/issues-$v-1/targets10.txt)"; pack
done
t done; pack
