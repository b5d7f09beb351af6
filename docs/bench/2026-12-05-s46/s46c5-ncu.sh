#!/usr/bin/env bash
# Prepared in session 46 (H200, pass needs_h200; about 200 s on a fresh machine, less on the
# warm machine of s46c4.sh, whose build it reuses): ncu of the symm warp kernel on the H200,
# float Left against Right (0.745 against 0.78 of copy in session 46 call 1, the same work;
# s46c4.sh's unroll-rows.patch is the lead, so run this after it, on whichever form landed),
# and complex<double> trmm's warp kernel at Left Lower N (4 warps per SM) against its engine.
# On the H100 (session 45) float ran at 79.6% of DRAM peak; what bounds it on the H200 is not
# measured.
set -u
source scripts/lib/device_call.sh s46c5
BD=/tmp/build-c4
if [ -x $BD/tools/bench/batchlas-bench ]; then t "reusing $BD"; else call_build; fi
B=$BD/tools/bench/batchlas-bench
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats --section InstructionStats --section MemoryWorkloadAnalysis"
RUN="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0"
prof() {  # prof NAME KERNEL_REGEX BENCH_ARGS... (environment knobs set by the caller)
  local name=$1 k=$2; shift 2
  timeout 60 ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $SEC $B "$@" --n 32 --batch saturate \
    --family tiny $RUN > $RES/ncu-$name.txt 2>&1
  t "ncu $name rc $?: $(grep -E '^ +(Duration|Executed Instructions|Issued Warp Per Scheduler|Achieved Occupancy|Warp Cycles Per Issued Instruction|DRAM Throughput|Registers Per Thread) ' $RES/ncu-$name.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"; pack
}
prof symm-s-L symm_warp_kernel --op symm --dtype s --side L --uplo L
prof symm-s-R symm_warp_kernel --op symm --dtype s --side R --uplo L
prof symm-d-L symm_warp_kernel --op symm --dtype d --side L --uplo L
prof trmm-z-LLN trmm_warp_kernel --op trmm --dtype z --side L --uplo L --trans N --diag N
BATCHLAS_TRMM_WARP=0 prof trmm-z-LLN-engine tiny_kernel --op trmm --dtype z --side L --uplo L --trans N --diag N
t done; pack
