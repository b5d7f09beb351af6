#!/usr/bin/env bash
# Session 28, call 4: the landing tree (narrow kernel, C prefetched, no switches; call 3's tables
# merged into tuned/), about 280 s: issue 7's m = 32 row with auto; the side, routes-agree and
# large-batch suites; the whole suite with what time is left.
set -u
source scripts/lib/device_call.sh s28c4
call_build
S7="--m 32 --n 256 --batch 2048 --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
timeout 40 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,expand --csv $RES/issue7-trmm.csv > /dev/null 2>&1
timeout 40 $B $S7 --op symm --dtype s,d --family auto,direct,expand --csv $RES/issue7-symm.csv > /dev/null 2>&1
timeout 40 $B $S7 --op hemm --dtype c --family auto,direct,expand --csv $RES/issue7-hemm.csv > /dev/null 2>&1
t "issue 7 m=32"; pack
GTEST_FILTER='SideNative*:RoutesAgree*:LargeBatch*' timeout 60 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c4 16 > $RES/tests.log 2>&1
t "tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"
pack
timeout 170 bash scripts/lib/gpu_shards.sh $T /tmp/shards-c4w 16 > $RES/tests-all.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-all.log | head -8 | tr '\n' ' ')"
t done; pack
