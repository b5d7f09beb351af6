#!/usr/bin/env bash
# Prepared in session 56 (any card; about 450 s after a fresh start): the whole GPU suite on
# main after session 56's side tiles landed (float's Right 32 x 64 tile and complex<float>'s
# Left 32 x 128, Right 128 x 32 and Right 32 x 64 tiles in 2 stages; their template instances
# passed SideNative float / cfloat under the knobs in calls G and H, but the suite has not run
# since session 54), then issue 7 counted on main. On an
# H200, issues 5 and 10 counted too (sessions 17-19's and 50's counts there).
set -u
source scripts/lib/device_call.sh s57b s57t
call_build
gpu_name
timeout 300 bash scripts/lib/gpu_shards.sh $T $RES/shards 8 > $RES/suite.log 2>&1
t "gpu suite rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' $RES/suite.log | head -12 | tr '\n' ' ')"; pack
count_issue 7 $RES/issues; pack
if grep -q H200 $RES/gpu.txt; then
  for n in 5 10; do count_issue $n $RES/issues; pack; done
fi
t done; pack
