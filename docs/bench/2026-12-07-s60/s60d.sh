#!/usr/bin/env bash
# Session 60 call D (the machine s60a.sh warmed; 20 s): issue 7 counted a second time, for the
# run-to-run spread of s60a.sh's count.
set -u
source scripts/lib/device_call.sh s60d s60a
B=$BD/tools/bench/batchlas-bench
count_issue 7 $RES/issues; pack
grep "issue 7" $RES/issues/targets7.txt
