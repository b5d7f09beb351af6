#!/usr/bin/env bash
# Session 49 call 9 (the last ~350 s of device time, a fresh machine of either card; about 180 s
# of wall): the host-memory check's tests, then on an H200 issue 10 counted under the new
# defaults and the n = 32 re-tune (s49c7.sh without its A/B), else a slice of the GPU suite.
set -u
source scripts/lib/device_call.sh c9 s49
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 40 $T --gtest_filter='HostMemoryOnCudaQueue.*:TinyMma/*RouteByDefault' > $RES/tests.log 2>&1
t "host-memory and by-default tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]|SKIPPED \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
if grep -q H200 $RES/gpu.txt; then
  ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 80 bash scripts/bench-issues.sh > $RES/issues.log 2>&1
  python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s47/call5/issues/issue10.csv > $RES/issues/targets.txt 2>&1
  t "issue 10, new defaults: $(tail -1 $RES/issues/targets.txt)"; pack
  TN=$RES/tuned; mkdir -p $TN; cp tuned/gemm.sm_90.* tuned/symm.sm_90.* tuned/hemm.sm_90.* tuned/syrk.sm_90.* tuned/herk.sm_90.* tuned/syr2k.sm_90.* tuned/her2k.sm_90.* tuned/trmm.sm_90.* $TN/
  TU="$BD/tools/tune/batchlas-tune --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30"
  timeout 30 $TU --op gemm --n 32 --k 32 > $RES/tune-gemm.log 2>&1; t "tune gemm rc $?: $(tail -1 $RES/tune-gemm.log)"; pack
  timeout 30 $TU --op symm,hemm --dtype c --n 32 > $RES/tune-symm.log 2>&1; t "tune symm rc $?"; pack
  timeout 30 $TU --op syrk,syr2k --dtype s,c --n 32 --k 8,32 > $RES/tune-rank.log 2>&1; t "tune syrk rc $?"; pack
  timeout 30 $TU --op herk,her2k --dtype c --n 32 --k 8,32 > $RES/tune-herk.log 2>&1; t "tune herk rc $?"; pack
  timeout 30 $TU --op trmm --dtype z --n 32 > $RES/tune-trmm.log 2>&1; t "tune trmm rc $?"
else
  GTEST_FILTER='RoutesAgree/*:Tiny/*.Gemm*:Level2Native/*SanitizerLight:SideNative/*AllFlagsSmall' timeout 80 bash scripts/lib/gpu_shards.sh $T $RES/shards 16 > $RES/suite.log 2>&1
  t "gpu suite slice rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' $RES/suite.log | head -12 | tr '\n' ' ')"
fi
t done; pack
