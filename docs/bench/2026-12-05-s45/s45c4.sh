#!/usr/bin/env bash
# Session 45, call 4 (the warm H100 of call 3, its build reused): ncu of the single-B symm warp
# kernel (float and complex<float> Left), to compare with call 2's reading of the call-1 form.
set -u
source scripts/lib/device_call.sh s45c4
BD=/tmp/build-s45c3
if [ -x $BD/tools/bench/batchlas-bench ]; then t "reusing $BD"; else call_build; fi
B=$BD/tools/bench/batchlas-bench
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats --section InstructionStats --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis --section SourceCounters"
RUN="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0"
prof() {  # prof NAME KERNEL_REGEX DTYPE OP [ENV...]
  local name=$1 k=$2 dt=$3 op=$4; shift 4
  env "$@" timeout 60 ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $SEC \
    $B --op $op --dtype $dt --side L --uplo L --n 32 --batch saturate --family tiny $RUN > $RES/ncu-$name.txt 2>&1
  t "ncu $name rc $?: $(grep -E '^ +(Duration|Executed Instructions|Issued Warp Per Scheduler|Achieved Occupancy|Warp Cycles Per Issued Instruction|DRAM Throughput|Registers Per Thread) ' $RES/ncu-$name.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"; pack
}
prof sw-s symm_warp_kernel s symm BATCHLAS_SYMM_WARP=1
prof sw-c symm_warp_kernel c symm BATCHLAS_SYMM_WARP=1
t done; pack
