#!/usr/bin/env bash
# Session 50 call 5 (right after call 4, same warm machine: its build kept): the whole GPU
# suite in 8 shards under the session's defaults.
set -u
source scripts/lib/device_call.sh c5 s50
call_build
timeout 300 bash scripts/lib/gpu_shards.sh $T $RES/shards 8 > $RES/suite.log 2>&1
t "gpu suite rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' $RES/suite.log | head -12 | tr '\n' ' ')"; t done; pack
