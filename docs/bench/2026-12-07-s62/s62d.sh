#!/usr/bin/env bash
# Session 62 call D (on the machine s62c.sh warmed, its build reused; about 150 s): the 57 GPU
# tests of s62c's shard 5 that its 260 s limit cut off (the list: gtest's shard 5 of 8 from the
# 56th test on, in s62d-tests.txt), in 4 shards, beside the syrk / herk re-tune s62c could not
# run (its --merge needs the table's own 256 MiB saturating batch).
# As run: the warm machine had gone back; the call started a bare one without s62c's build, so
# nothing ran (rc 127). s62e (typed as one command: configure, build the tests, the same 57 tests
# in 8 shards) ran them there: 57 passed (s62e/log.txt). The re-tune did not run (no device time).
set -u
source scripts/lib/device_call.sh s62d s62c; T=$BD/tests/batchlas_tests
GTEST_FILTER=$(cat docs/bench/2026-12-07-s62/s62d-tests.txt) timeout 150 bash scripts/lib/gpu_shards.sh "$T" "$RES/shards" 4 > "$RES/suite.log" 2>&1 &
mkdir -p $RES/tuned; cp tuned/syrk.sm_90.* tuned/herk.sm_90.* $RES/tuned/
for op in "syrk --dtype s,c" "herk --dtype c"; do
  timeout 60 $BD/tools/tune/batchlas-tune --op $op --n 32,64,128 --k 8,32,256,1024 --merge --out $RES/tuned --saturate-bytes 256M \
    --repeats 3 --warmup 1 --budget 0.2 --max-seconds 40 --no-floors --no-progress --commit $(git rev-parse --short HEAD) >> $RES/tune.log 2>&1
  t "tune $op rc $?"
done
pack
wait
t "57 tests rc: $(grep -E '^gpu shards:' $RES/suite.log | tr '\n' ' ')"; gzip -f $RES/suite.log
t done; pack
