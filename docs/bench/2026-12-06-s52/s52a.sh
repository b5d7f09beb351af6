#!/usr/bin/env bash
# Session 52 call A (an H200 wanted; about 420 s after a fresh start): main's tests of what session
# 51 landed without a GPU run (the widened stream tests, the refusal past 2^31 elements, the Gauss
# selection), then issue 10 and issue 5 counted on this card under main's defaults.
# Call B (s52b.sh) reuses this build (BUILD s52) on the same warm machine.
set -u
source scripts/lib/device_call.sh s52a s52
CALL_TARGETS=batchlas-tune call_build
gpu_name
# Session 52's call 3 ran a wider filter past 150 s on an H100; this one is call 4's (37 tests, 54 s
# there) plus the complex<double> TinyMma suites.
gpu_tests 'Level2Native/*Stream*:Level2NativeStream.*:FastDiv.*:TinyMma/cfloat.*:TinyMma/cdouble.*:Her2/*' 200; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 90 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-06-s50/c4/issues/issue10.csv > $RES/issues/targets10.txt 2>&1
t "issue 10: $(tail -1 $RES/issues/targets10.txt)"; pack
ONLY="5" BUILD_DIR=$BD OUT=$RES/issues timeout 150 bash scripts/bench-issues.sh > $RES/issues5.log 2>&1
t "issue 5 bench rc $?"
python3 scripts/issue_targets.py 5 $RES/issues/l2-families.csv $RES/issues/issue5.csv > $RES/issues/targets5.txt 2>&1
t "issue 5: $(tail -1 $RES/issues/targets5.txt)"; pack
t done; pack
