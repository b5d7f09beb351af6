#!/usr/bin/env bash
# Session 49's prepared call 8 (any card; about 420 s): the host-memory check
# (wip-host-memory.patch: check::reachable on every operation, cudaPointerGetAttributes per
# operand on a CUDA queue), written in session 49 after the last device call, so reverted from
# main until it runs here.
# 1. main built and kept (v0); the patch applied and rebuilt (v1).
# 2. HostMemoryOnCudaQueue.* (v1), memcheck of it, then the whole GPU suite in 8 shards (v1).
# 3. Its cost per call, v0 against v1: launch-bound calls (n = 4, batch 64 and 4096; gemm, syrk,
#    gemv, ger), two rounds. Land the patch if the suite passes and v1 costs under ~1 us a call.
set -u
source scripts/lib/device_call.sh c8 ${S49C8_BUILD:-s49}
call_build
keep_variant 0
git apply docs/bench/2026-12-05-s49/wip-host-memory.patch || { t "patch does not apply"; pack; exit 1; }
cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench > "$RES/build1.log" 2>&1; t "patched build rc $?"
keep_variant 1
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 60 $T --gtest_filter='HostMemoryOnCudaQueue.*' > $RES/tests.log 2>&1
t "host-memory tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]|SKIPPED \]' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 9 $T --gtest_filter='HostMemoryOnCudaQueue.*' --gtest_brief=1 > $RES/memcheck.log 2>&1
t "memcheck rc $?: $(grep -E 'ERROR SUMMARY' $RES/memcheck.log | sort | uniq -c | tr '\n' ' ')"; pack
timeout 280 bash scripts/lib/gpu_shards.sh $T $RES/shards 8 > $RES/suite.log 2>&1
t "gpu suite rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' $RES/suite.log | head -12 | tr '\n' ' ')"; pack
R="--repeats 9 --warmup 3 --budget 0.1 --no-progress"
mkdir -p $RES/ab3 $RES/ab2
for r in 1 2; do
  for v in 0 1; do
    with_variant $v timeout 30 /tmp/b$v $R --op gemm,syrk --dtype s --n 4 --batch 64,4096 --family tiny --csv $RES/ab3/v$v-$r.csv > /dev/null 2>&1
    with_variant $v timeout 30 /tmp/b$v $R --op gemv,ger --dtype s --n 4 --batch 64,4096 --family native --csv $RES/ab2/v$v-$r.csv > /dev/null 2>&1
  done
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab3 tiny v0 v1 > $RES/ab.txt 2>&1
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab2 native v0 v1 >> $RES/ab.txt 2>&1; cat $RES/ab.txt >> $RES/log.txt
git apply -R docs/bench/2026-12-05-s49/wip-host-memory.patch
t done; pack
