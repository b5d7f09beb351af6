#!/usr/bin/env bash
# Session 51 call 2 (any card; about 330 s after a fresh start): why the stream kernel's share of the sector cap
# falls with n (call 1, H100, float syr: 0.89 of the cap at n = 8, 0.72 at 16, 0.64 at 32, where
# packed ran 0.60 at 32), three builds A/B'd in one run:
#   v0 main: the fold's virtual blocks, 4 packs a thread;
#   v1 wip-square.patch: triangles of P <= 16 pack rows listed as the whole square in
#      column-major order (each warp one contiguous run; units outside the triangle idle);
#   (v2, two packs a thread, was cut to fit the last budget. wip-square.patch was regenerated
#   after the run, when main dropped the square order: it now adds the whole mechanism.)
# Then ncu of v0's stream syr float n = 32 (memory and warp-state sections). Before all that,
# the tests of main's Gauss three-product rank_mma (complex<float> syr2k / her2k).
# Prediction: if the fold's split runs cost the sector efficiency, v1 > v0 at n = 16-64 float
# (toward 0.65 / 0.75). Results are packed after each step, so a cut-off run still returns them.
set -u
source scripts/lib/device_call.sh s51c2 s51
call_build
keep_variant 0
# main since call 3: complex<float> rank-2 rank_mma on Gauss's three products (1.07-1.08x on the
# H100 in call 3, as the whole wip-gauss3.patch); its tests on this build.
BATCHLAS_TEST_TARGET=gpu timeout 60 $T --gtest_filter='TinyMma/cfloat.*' --gtest_brief=1 > $RES/tests0.log 2>&1
t "v0 TinyMma/cfloat tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests0.log | head -6 | tr '\n' ' ')"
D=docs/bench/2026-12-06-s51
pack
git apply $D/wip-square.patch && cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench > $RES/build1.log 2>&1; t "v1 build rc $?"
keep_variant 1
git apply -R $D/wip-square.patch
nvidia-smi --query-gpu=name --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --batch saturate --no-reference"
mkdir -p $RES/ab
for r in 1 2; do for v in 0 1; do
  with_variant $v timeout 40 /tmp/b$v $R --op syr,syr2 --dtype s,d --n 8,16,32,64 --family stream --csv $RES/ab/v$v-r$r.csv > /dev/null 2>&1
  with_variant $v timeout 40 /tmp/b$v $R --op her,her2 --dtype c,z --n 8,16,32 --family stream --csv $RES/ab/v$v-c$r.csv > /dev/null 2>&1
done; done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab stream v0 v1 > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt; pack
BATCHLAS_TEST_TARGET=gpu with_variant 1 timeout 60 $T --gtest_filter='Level2Native/*StreamRankUpdatesEveryTile*' --gtest_brief=1 > $RES/tests1.log 2>&1
t "v1 stream tests rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests1.log | head -6 | tr '\n' ' ')"; pack
SEC="--section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats"
timeout 60 ncu --kernel-name regex:rank_stream --launch-skip 2 --launch-count 1 $SEC /tmp/b0 --op syr --dtype s --uplo L --n 32 --batch saturate --family stream --repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0 > $RES/ncu-syr-s32.txt 2>&1
t "ncu rc $?: $(grep -E '^ +(Duration|DRAM Throughput|Memory Throughput|Achieved Occupancy|Warp Cycles Per Issued Instruction|Issued Warp Per Scheduler|Registers Per Thread|L1/TEX Hit Rate|L2 Hit Rate) ' $RES/ncu-syr-s32.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"
t done; pack
