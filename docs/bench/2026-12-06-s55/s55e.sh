#!/usr/bin/env bash
# Session 55 call E (any card; about 300 s on s55f.sh's warm machine, about 400 s after a fresh
# start): in s55f.sh's build folder (s55t, wip-col-packs-float.patch applied again so that only its
# dependents rebuild), issues 6 and 7 timed and counted (last counted in session 40, on an H200;
# Level 3: the patch touches none of their kernels), then ncu's warp
# states and source counters of syr n = 512 on packed's tiles, float and double, with the column
# packs off (BATCHLAS_AB_CPACK=0: main's kernels) and on (float only: double runs once).
set -u
source scripts/lib/device_call.sh s55e s55t
git apply docs/bench/2026-12-06-s55/wip-col-packs-float.patch || { t "the patch does not apply"; pack; exit 1; }
bench_build
gpu_name
count_issue 6 $RES/issues; pack
count_issue 7 $RES/issues
pack
for dv in s0 s1 d0; do d=${dv:0:1} v=${dv:1}  # double has no packs: one run
  timeout 60 env BATCHLAS_AB_CPACK=$v ncu --kernel-name-base demangled --kernel-name regex:rank_ --launch-skip 2 --launch-count 1 \
    --section SpeedOfLight --section WarpStateStats --section SourceCounters --section Occupancy --section SchedulerStats --section InstructionStats --section LaunchStats \
    $B --op syr --dtype $d --n 512 --batch saturate --family packed --repeats 3 --warmup 1 \
    --no-reference --no-floors --no-progress > $RES/ncu-syr-$d-512-v$v.txt 2>&1
  t "ncu syr $d v$v rc $?: $(grep -E '^ +(Duration|DRAM Throughput|Warp Cycles Per Issued Instruction|Issued Warp Per Scheduler|Executed Instructions|Registers Per Thread) ' $RES/ncu-syr-$d-512-v$v.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"
done
t done; pack
