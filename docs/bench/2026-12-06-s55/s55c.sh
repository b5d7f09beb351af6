#!/usr/bin/env bash
# Session 55 call C (any card; about 330 s after a fresh start): issues 6 and 7 timed and counted
# on main (last counted in session 40 on an H200; sessions 41-54 landed kernels since), the bench
# alone built.
set -u
source scripts/lib/device_call.sh s55c s55m
bench_build
gpu_name
ONLY="6 7" BUILD_DIR=$BD OUT=$RES/issues timeout 420 bash scripts/bench-issues.sh > $RES/issues67.log 2>&1
t "bench-issues 6 7 rc $?"
python3 scripts/issue_targets.py 6 $RES/issues/issue6.csv > $RES/targets6.txt 2>&1
python3 scripts/issue_targets.py 7 $RES/issues/issue7*.csv > $RES/targets7.txt 2>&1
t "issue 6: $(tail -1 $RES/targets6.txt)"
t "issue 7: $(tail -2 $RES/targets7.txt | tr '\n' ' ')"
pack
# Where a float warp's cycles go on the triangle tiles, against double's (session 55 call B: the
# float triangles lose 5-8% beyond the gaps and the fetch caps, double's 0-3%): warp states and
# source counters of syr n = 512 on packed, float and double.
for d in s d; do
  timeout 90 ncu --kernel-name-base demangled --kernel-name regex:rank_ --launch-skip 2 --launch-count 1 \
    --section SpeedOfLight --section WarpStateStats --section SourceCounters --section Occupancy --section SchedulerStats --section InstructionStats \
    $B --op syr --dtype $d --n 512 --batch saturate --family packed --repeats 3 --warmup 1 \
    --no-reference --no-floors --no-progress > $RES/ncu-syr-$d-512.txt 2>&1
  t "ncu syr $d rc $?: $(grep -E '^ +(Duration|DRAM Throughput|Warp Cycles Per Issued Instruction|Issued Warp Per Scheduler|Executed Instructions) ' $RES/ncu-syr-$d-512.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"
done
t done; pack
