#!/usr/bin/env bash
# Prepared in session 51 for the next session (any card; about 300 s after a fresh start; on an
# H200 prefer it): the stream kernel with fewer instructions per pack (wip-stream-fastdiv.patch:
# the two run-time divisions per pack become a multiply and a shift, FastDiv in
# src/kernels/level2/fast_div.hh with a host test; the fold placement in 32-bit). Session 51's
# ncu (c4/ncu-syr-s32.txt, H100) read 0.59 warps issued per scheduler at 47% occupancy.
# 1. main built and kept (v0), its stream tests; the patch applied and rebuilt (v1);
# 2. v1's stream tests and the host FastDiv test;
# 3. A/B v0 against v1, stream family, rank 1 and 2, n = 8-128, two rounds.
# Prediction: 1.05-1.15x at n = 16-64 where the issue rate mattered; 1.00x at n = 8 (already at
# 0.89 of the sector cap) and at n >= 128.
set -u
source scripts/lib/device_call.sh s52c1 s52
call_build
keep_variant 0
# main's stream tests first: session 51 widened StreamRankUpdatesEveryTile (odd P for every pack
# width, 300 items on capped grids) and added Level2NativeStream.* after its last device call.
BATCHLAS_TEST_TARGET=gpu timeout 120 $T --gtest_filter='Level2Native/*Stream*:Level2NativeStream.*' --gtest_brief=1 > $RES/tests0.log 2>&1
t "v0 stream tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests0.log | head -6 | tr '\n' ' ')"; pack
D=docs/bench/2026-12-06-s51
git apply $D/wip-stream-fastdiv.patch || { t "patch does not apply"; pack; exit 1; }
cmake -S . -B "$BD" > /dev/null 2>&1  # the new host test file (the test sources are globbed)
cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench > $RES/build1.log 2>&1; t "v1 build rc $?"
keep_variant 1
BATCHLAS_TEST_TARGET=gpu timeout 120 $T --gtest_filter='FastDiv.*:RankFoldPlace.*:Level2Native/*Stream*:Level2NativeStream.*:Syr/*:Her2/*:Ger/*' --gtest_brief=1 > $RES/tests1.log 2>&1
t "v1 tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests1.log | head -6 | tr '\n' ' ')"; pack
git apply -R $D/wip-stream-fastdiv.patch
nvidia-smi --query-gpu=name --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --no-reference"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1; do
  with_variant $v timeout 40 /tmp/b$v $R --op syr,syr2 --dtype s,d --n 8,16,32,64,128 --family stream --csv $RES/ab/v$v-r$r.csv > /dev/null 2>&1
  with_variant $v timeout 40 /tmp/b$v $R --op her,her2,gerc --dtype c,z --n 8,16,32,64 --family stream --csv $RES/ab/v$v-c$r.csv > /dev/null 2>&1
done; done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab stream v0 v1 > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt
t done; pack
