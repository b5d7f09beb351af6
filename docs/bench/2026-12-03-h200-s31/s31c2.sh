#!/usr/bin/env bash
# Session 31, call 2 (branch wip/s31-vs): candidate BATCHLAS_AB_VS=1 (kVS): side_narrow's
# epilogue writes each vector piece with store_run (an opaque st.global.wb.v4/v2) instead of a
# Run assignment, which the compiler had merged with the element-wise fallback into element
# stores (PTX: every real-type kernel, half of complex<float> kM = 32's pieces; ncu source view,
# call 1: symm float m = 32's 32 STG.E per thread touch 16 sectors for 4 ideal). About 330 s:
#  1. side and routes-agree suites with VS=1; memcheck of the float, double and complex<float> narrow tests;
#  2. A/B VS=0/1 at Left m = 32 / 24 / 16 (trmm s c z, symm s d c z, hemm c z), uplo L, two rounds;
#  3. trmm/symm/hemm re-tuned with VS=1 at m = 8, 16, 32 x n = 256, 512 (into RES/tuned);
#     issue 7's m = 32 row, auto on those tables, VS=1;
#  4. ncu source view of symm float m = 32 with VS=1 (the store sectors); ncu details of symm
#     float Right m = 32 (tile kernel, 0.60x) and of cuBLAS's kernel for it.
set -u
source scripts/lib/device_call.sh s31c2
CALL_TARGETS=batchlas-tune call_build
BATCHLAS_AB_VS=1 GTEST_FILTER='SideNative*:RoutesAgree*' timeout 70 bash scripts/lib/gpu_shards.sh $T /tmp/shards-vs 16 > $RES/tests-vs.log 2>&1
t "VS tests rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests-vs.log | head -8 | tr '\n' ' ')"; pack
BATCHLAS_AB_VS=1 BATCHLAS_TEST_TARGET=gpu timeout 60 compute-sanitizer --tool memcheck --error-exitcode 3 --print-limit 5 $T --gtest_filter='SideNative/float.NarrowLeft*:SideNative/double.NarrowLeft*:SideNative/cfloat.NarrowLeft*' --gtest_brief=1 > $RES/mc.log 2>&1
t "VS memcheck rc $?: $(grep -E 'ERROR SUMMARY|PASSED|FAILED' $RES/mc.log | tr '\n' ' ')"; pack
ab() {
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --side L --uplo L"
  for v in 0 1; do
    for c in "--m 32 --n 256 --batch 2048" "--m 24 --n 512 --batch 1024" "--m 16 --n 1024 --batch 1024"; do
      m=$(echo $c | cut -d' ' -f2)n$(echo $c | cut -d' ' -f4)
      timeout 30 env BATCHLAS_AB_VS=$v $B $R $c --op symm --dtype s,d,c,z --family direct --csv $RES/symm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_VS=$v $B $R $c --op hemm --dtype c,z --family direct --csv $RES/hemm-v$v-$m-$1.csv > /dev/null 2>&1
      timeout 30 env BATCHLAS_AB_VS=$v $B $R $c --op trmm --dtype s,d,c,z --trans N,T --diag N --family triangular --csv $RES/trmm-v$v-$m-$1.csv > /dev/null 2>&1
    done
  done
  t "VS A/B round $1"; pack
}
ab 1
ab 2
export BATCHLAS_AB_VS=1
TN=$RES/tuned; cp -r tuned $TN
timeout 100 $BD/tools/tune/batchlas-tune --op trmm,symm,hemm --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 \
  --budget 0.2 --max-seconds 70 --no-floors --no-progress --m 8,16,32 --n 256,512 > $RES/tune.log 2>&1
t "tune rc $?: $(tail -1 $RES/tune.log)"; pack
S7="--m 32 --n 256 --batch 2048 --side L,R --uplo L --repeats 7 --warmup 2 --budget 0.3 --no-progress"
BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op trmm --trans N --diag N --dtype s,d,c --family auto,triangular,expand --csv $RES/issue7-trmm.csv > /dev/null 2>&1
BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op symm --dtype s,d,c --family auto,direct,expand --csv $RES/issue7-symm.csv > /dev/null 2>&1
BATCHLAS_TUNED_DIR=$TN timeout 40 $B $S7 --op hemm --dtype c --family auto,direct,expand --csv $RES/issue7-hemm.csv > /dev/null 2>&1
t "issue 7 m=32"; pack
P="--side L --uplo L --m 32 --n 256 --batch 2048 --family direct --repeats 1 --warmup 0 --budget 0 --no-progress --op symm --dtype s"
timeout 120 ncu --kernel-name regex:side_narrow --launch-skip 1 --launch-count 1 --section SourceCounters --page source --print-source sass --csv $B $P > $RES/ncu-src-symm-s32-vs.csv 2>&1
t "ncu source rc $?: $(wc -c < $RES/ncu-src-symm-s32-vs.csv) bytes"; pack
# the Right side at m = 32 (tile kernel, symm float 0.60x): ours and cuBLAS's kernel, details page
P="--side R --uplo L --m 32 --n 256 --batch 2048 --family direct --repeats 1 --warmup 0 --budget 0 --no-progress --op symm --dtype s"
SEC="--section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis --section InstructionStats"
timeout 60 ncu --kernel-name regex:side_tiles --launch-count 1 $SEC $B $P > $RES/ncu-right-symm-s32.txt 2>&1
t "ncu right ours rc $?"
timeout 60 ncu --kernel-name regex:gemm --launch-count 1 $SEC $B $P > $RES/ncu-right-cublas-s32.txt 2>&1
t "ncu right cublas rc $?"
t done; pack
