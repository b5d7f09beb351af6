#!/usr/bin/env bash
# Session 53 call E (warm after s53d.sh, build s53): issues 5 and 10 counted with the library's
# per-launch hint off (BATCHLAS_L2_FETCH_HINT=0: call D found its set / restore 1.4-4.4x slower)
# and the hint set once for the context by the bench (--l2-fetch-granularity 32), then without it.
set -u
source scripts/lib/device_call.sh s53e ${S53_BUILD:-s53}
call_build
export BATCHLAS_L2_FETCH_HINT=0
for v in 32 default; do
  X=""; [ $v = 32 ] && X="--l2-fetch-granularity 32"
  BENCH_EXTRA="$X" ONLY="5" BUILD_DIR=$BD OUT=$RES/issues-$v timeout 100 bash scripts/bench-issues.sh > $RES/issues5-$v.log 2>&1
  python3 scripts/issue_targets.py 5 $RES/issues-$v/l2-families.csv $RES/issues-$v/issue5.csv > $RES/issues-$v/targets5.txt 2>&1
  t "issue 5 ($v): $(tail -1 $RES/issues-$v/targets5.txt)"; pack
  BENCH_EXTRA="$X" ONLY="10" BUILD_DIR=$BD OUT=$RES/issues-$v timeout 100 bash scripts/bench-issues.sh > $RES/issues10-$v.log 2>&1
  python3 scripts/issue10_targets.py $RES/issues-$v/issue10.csv docs/bench/2026-12-06-s50/c4/issues/issue10.csv > $RES/issues-$v/targets10.txt 2>&1
  t "issue 10 ($v): $(tail -1 $RES/issues-$v/targets10.txt)"; pack
done
t done; pack
