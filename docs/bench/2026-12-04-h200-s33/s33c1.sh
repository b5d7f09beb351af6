#!/usr/bin/env bash
# Session 33, call 1 (branch wip/s33-w128), about 450 s:
#  1. BATCHLAS_AB_W128=1 (Left m <= 32 FP64 in 32 x 128 tiles, 4 warps): side + routes-agree
#     tests of double / complex<double>; A/B W128 = 0 / 1 at Left m = 32 and 24, n = 256,
#     batch 2048, two rounds; memcheck and racecheck of the W128 instances;
#  2. the float tile kernel's profile at trmm float Left / Right N m = 256 (0.91x cuBLAS with
#     half the flops: about 40% of the FFMA peak), and cuBLAS's kernel at the same product.
set -u
source scripts/lib/device_call.sh s33c1
call_build
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L,U --batch 2048 --n 256"
  for v in 0 1; do
    for m in 32 24; do
      timeout 40 env BATCHLAS_AB_W128=$v $B $R --m $m --op symm --dtype d,z --family direct,expand --csv $RES/symm-v$v-m$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_W128=$v $B $R --m $m --op hemm --dtype z --family direct,expand --csv $RES/hemm-v$v-m$m-$1.csv > /dev/null 2>&1
      timeout 40 env BATCHLAS_AB_W128=$v $B $R --m $m --op trmm --dtype d,z --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-m$m-$1.csv > /dev/null 2>&1
    done
  done
  t "W128 A/B round $1"; pack
}
ab 1
BATCHLAS_AB_W128=1 GTEST_FILTER='SideNative*double*:RoutesAgree*' timeout 100 bash scripts/lib/gpu_shards.sh $T /tmp/shards-w128 16 > $RES/tests-w128.log 2>&1
t "W128 tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-w128.log | head -8 | tr '\n' ' ')"; pack
ab 2
python3 docs/bench/2026-12-04-h200-s32/ab.py $RES v0 v1 > $RES/ab.txt 2>&1; pack
BATCHLAS_AB_W128=1 BATCHLAS_TEST_TARGET=gpu timeout 70 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/double.NarrowLeft*:SideNative/cdouble.NarrowLeft*:SideNative/double.*Small' --gtest_brief=1 > $RES/mc.log 2>&1
t "W128 memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
BATCHLAS_AB_W128=1 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool racecheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/double.NarrowLeftAllFlagsCappedGrid' --gtest_brief=1 > $RES/rc.log 2>&1
t "W128 racecheck rc $?: $(grep -E 'RACECHECK SUMMARY|PASSED|FAILED' $RES/rc.log | tr '\n' ' ')"; pack
SEC="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis --section InstructionStats --section SchedulerStats"
P="--m 256 --n 256 --batch 512 --uplo L --trans N --diag N --family triangular --repeats 1 --warmup 0 --budget 0 --no-progress --no-floors --op trmm --dtype s"
timeout 60 ncu --kernel-name regex:side_tiles --launch-count 1 $SEC $B $P --side L > $RES/ncu-trmm-sL256.txt 2>&1
t "ours L rc $?"; pack
timeout 60 ncu --kernel-name regex:side_tiles --launch-count 1 $SEC $B $P --side R > $RES/ncu-trmm-sR256.txt 2>&1
t "ours R rc $?"; pack
timeout 60 ncu --kernel-name regex:gemm --launch-count 1 $SEC $B $P --side L > $RES/ncu-cublas-s256.txt 2>&1
t "cublas rc $?: $(grep -m1 -o 'sm[0-9]*_xmma[^ ]*\|[a-z_0-9]*gemm[a-zA-Z_0-9]*' $RES/ncu-cublas-s256.txt | head -1)"; pack
timeout 90 ncu --kernel-name regex:side_tiles --launch-count 1 --section SourceCounters --page source --print-source sass --csv $B $P --side L > $RES/ncu-src-sL256.csv 2>&1
python3 docs/bench/2026-12-03-h200-s31/ncu_src.py mix $RES/ncu-src-sL256.csv > $RES/ncu-src-sL256-mix.txt 2>&1
t "ours L source rc $?"; rm -f $RES/ncu-src-sL256.csv
t done; pack
