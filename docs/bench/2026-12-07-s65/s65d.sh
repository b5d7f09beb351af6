#!/usr/bin/env bash
# Session 65 (any card; about 200 s after s65a.sh on the same warm machine with S65D_BUILD=s65a):
# which pipes hold the FP64 side tiles below cuBLAS. GH100's shared pipe runs FP64 and tensor
# instructions; if the widening F2F.F64.F32 of each float fragment element held it for 8 cycles
# a warp (16 conversions a clock an SM), float's tiles (8 widenings beside 8 m16n8k4 DMMA a
# warp-step) would be capped at 2/3 of the FP64 tensor peak, 44.6 TFLOP/s at 1980 MHz; they run
# at about 47.7 (symm s direct Left m = 1024, session 63), so that strict form is already out.
# The question left: how much of the shared pipe the widenings hold, and what holds double's
# tiles (no widenings, 39.8 TFLOP/s) below cuBLAS's DGEMM (56.6).
# Per kernel: the pipe utilisation metrics (instructions per pipe and cycles active, % of peak)
# and the SpeedOfLight / ComputeWorkloadAnalysis sections with details; then the SASS
# instruction counts of the side-tile kernels (F2F, DMMA, LDS).
set -u
source scripts/lib/device_call.sh s65d ${S65D_BUILD:-s65d}
[ -x "$BD/tools/bench/batchlas-bench" ] && B=$BD/tools/bench/batchlas-bench || bench_build
gpu_name
MET="--metrics regex:sm__inst_executed_pipe_.*\.avg\.pct_of_peak_sustained_active,regex:sm__pipe_.*_cycles_active\.avg\.pct_of_peak_sustained_active,sm__inst_executed.avg.per_cycle_active,smsp__issue_active.avg.pct_of_peak_sustained_active"
SEC="--section SpeedOfLight --section ComputeWorkloadAnalysis --section WarpStateStats --section Occupancy --print-details all"
prof() {  # NAME KERNEL_REGEX BENCH_ARGS...
  local name=$1 k=$2; shift 2
  left "ncu $name" 45 || return
  timeout 45 ncu --kernel-name regex:$k --launch-skip 2 --launch-count 1 $SEC $MET $B "$@" \
    --repeats 3 --warmup 1 --no-floors --no-progress > $RES/ncu-$name.txt 2>&1
  t "ncu $name rc $?: $(grep -E 'pipe_(fp64|tensor_op_dmma|shared|fma|alu|lsu|xu)[a-z_]*\.avg\.pct' $RES/ncu-$name.txt | awk '{print $1, $NF}' | sed 's/\.avg\.pct_of_peak_sustained_active//' | tr '\n' ';')"
  pack
}
L="--side L --uplo L --m 1024 --n 1024 --batch 32 --family direct"
prof symm-s side_tiles --op symm --dtype s $L --no-reference
prof hemm-c side_tiles --op hemm --dtype c $L --no-reference
prof symm-d side_tiles --op symm --dtype d $L --no-reference
prof cublas-s gemm --op symm --dtype s $L
prof cublas-d gemm --op symm --dtype d $L
prof cublas-c gemm --op hemm --dtype c $L
# SASS instruction mix of the side-tile kernels (one line a kernel: name, F2F, DMMA, LDS, total)
if command -v cuobjdump > /dev/null; then
  cuobjdump -sass "$BD/libbatchlas.so" | awk '/Function : /{p = /side_tiles/} p' > $RES/side.sass 2>&1
  awk '/Function :/{if (n) printf "%s F2F %d DMMA %d LDS %d all %d\n", f, a, b, c, n; f=$3; a=b=c=n=0} /\/\*[0-9a-f]+\*\//{n++} /F2F\.F64/{a++} /DMMA/{b++} / LDS/{c++} END{printf "%s F2F %d DMMA %d LDS %d all %d\n", f, a, b, c, n}' $RES/side.sass > $RES/sass-mix.txt
  gzip -f $RES/side.sass
  t "sass mix: $(wc -l < $RES/sass-mix.txt) kernels"
fi
t done; pack
