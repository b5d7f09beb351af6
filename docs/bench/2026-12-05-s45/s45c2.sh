#!/usr/bin/env bash
# Session 45, call 2 (same warm H100 as call 1, its build reused when present): ncu of the
# symm warp kernel (float Left, complex<float> Left: 1.09x and 0.77x the engine in call 1) and
# of the engine's complex<float> symm, to see what bounds each.
set -u
source scripts/lib/device_call.sh s45c2
BD=/tmp/build-s45c1
if [ -x $BD/tools/bench/batchlas-bench ]; then t "reusing $BD"; else call_build; fi
B=$BD/tools/bench/batchlas-bench
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats --section InstructionStats --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis"
RUN="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0"
prof() {  # prof NAME KERNEL_REGEX DTYPE OP [ENV...]
  local name=$1 k=$2 dt=$3 op=$4; shift 4
  env "$@" timeout 60 ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $SEC \
    $B --op $op --dtype $dt --side L --uplo L --n 32 --batch saturate --family tiny $RUN > $RES/ncu-$name.txt 2>&1
  t "ncu $name rc $?: $(grep -E '^ +(Duration|Executed Instructions|Issued Warp Per Scheduler|Achieved Occupancy|Warp Cycles Per Issued Instruction|DRAM Throughput|Registers Per Thread) ' $RES/ncu-$name.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"; pack
}
prof sw-s symm_warp_kernel s symm BATCHLAS_SYMM_WARP=1
prof sw-c symm_warp_kernel c symm BATCHLAS_SYMM_WARP=1
prof eng-c tiny_kernel c symm BATCHLAS_SYMM_WARP=0
prof eng-s tiny_kernel s symm BATCHLAS_SYMM_WARP=0
t done; pack
