#!/usr/bin/env bash
# Session 31, call 4 (the landing tree): profiles for the next session's Right-side work, about 150 s.
# issue 7's Right m = 32 cells are the tile kernel's (symm float 0.60x, complex 0.57x cuBLAS);
# call 2 took our kernel's details (15.6% occupancy, IPC 2.56, FFMA 47% of instructions) but
# cuBLAS's floor GEMM instead of its batched kernel. Here, with --no-floors:
#  1. cuBLAS's strided-batched kernel at symm float and complex<float> Right m = 32, n = 256
#     (name, grid, block, registers, shared memory, occupancy, IPC, stall reasons);
#  2. ncu's SASS source view of our Right symm float m = 32 kernel (where the other 53% go);
#  3. cuBLAS's kernel at symm double Left m = 32 (ours 0.90x).
set -u
source scripts/lib/device_call.sh s31c4
call_build
SEC="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis --section InstructionStats --section SchedulerStats"
P="--m 32 --n 256 --batch 2048 --uplo L --family direct --repeats 1 --warmup 0 --budget 0 --no-progress --no-floors --op symm"
timeout 60 ncu --kernel-name regex:gemm --launch-count 1 $SEC $B $P --side R --dtype s > $RES/ncu-cublas-R-s32.txt 2>&1
t "cublas R s rc $?: $(grep -m1 -o 'sm[0-9]*_xmma[^ ]*\|[a-z_0-9]*gemm[a-zA-Z_0-9]*' $RES/ncu-cublas-R-s32.txt | head -1)"; pack
timeout 60 ncu --kernel-name regex:gemm --launch-count 1 $SEC $B $P --side R --dtype c > $RES/ncu-cublas-R-c32.txt 2>&1
t "cublas R c rc $?"; pack
timeout 60 ncu --kernel-name regex:gemm --launch-count 1 $SEC $B $P --side L --dtype d > $RES/ncu-cublas-L-d32.txt 2>&1
t "cublas L d rc $?"; pack
timeout 60 ncu --kernel-name regex:side_tiles --launch-count 1 $SEC $B $P --side L --dtype d > $RES/ncu-ours-L-d32.txt 2>&1
t "ours L d rc $?"; pack
timeout 90 ncu --kernel-name regex:side_tiles --launch-count 1 --section SourceCounters --page source --print-source sass --csv $B $P --side R --dtype s > $RES/ncu-src-R-s32.csv 2>&1
t "ours R s source rc $?: $(wc -c < $RES/ncu-src-R-s32.csv) bytes"
t done; pack
