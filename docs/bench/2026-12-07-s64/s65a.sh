#!/usr/bin/env bash
# Prepared in session 64 for the next device session (any card; about 330 s after a fresh start):
#  1. the rank-k rows issue 6's n = 512, 1024 cells sit nearest (k = 512, 1024 at n = 256, 512,
#     1024), re-tuned with --merge under the FP64 rank-k tiles: session 64's s64a swept k = 256
#     only, and `auto` still takes `recursive_native` there (1.69-1.83 x cuBLAS against
#     `triangular`'s 1.83-2.05);
#  2. hemm c and symm c, trmm c rows again under session 64's 3-block complex<float> side tiles
#     (1.04-1.11x; s64c timed them at 2).
# The merged tables come back in s65a/tuned with a diff per table (copy over tuned/ after
# reading them); then `auto` against the best pinned family at issue 6's n = 512, 1024 cells
# and issue 7's complex<float> cells. Last, if time is left: ncu of symm d `direct` Left
# m = 1024 and of cuBLAS's DGEMM at the same product (double's side tiles run at 0.65-0.78 of
# cuBLAS's per-flop rate; session 64's wide warp tiles ruled out shared bandwidth).
set -u
source scripts/lib/device_call.sh s65a ${S65A_BUILD:-s65a}
CALL_TARGETS=batchlas-tune call_build
gpu_name
mkdir -p $RES/tuned; for f in syrk herk syr2k her2k trmm symm hemm; do cp tuned/$f.sm_90.* $RES/tuned/; done
TU="--merge --out $RES/tuned --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 50 --no-floors --no-progress --commit $(git rev-parse --short HEAD)"
tune() { timeout 90 $BD/tools/tune/batchlas-tune $TU "$@" >> $RES/tune.log 2>&1; t "tune $* rc $?"; }
tune --op syrk --dtype s,c --n 256,512,1024 --k 512,1024
tune --op herk --dtype c --n 256,512,1024 --k 512,1024
tune --op syr2k --dtype s,c --n 256,512,1024 --k 512,1024
tune --op her2k --dtype c --n 256,512,1024 --k 512,1024
for op in trmm symm hemm; do
  tune --op $op --dtype c --n 64,256,1024
  tune --op $op --dtype c --m 32,128 --n 256,512
done
for f in syrk herk syr2k her2k trmm symm hemm; do
  diff <(grep '^dtype' tuned/$f.sm_90.txt) <(grep '^dtype' $RES/tuned/$f.sm_90.txt) > $RES/tuned/$f.diff
done
t "rows changed: $(for f in syrk herk syr2k her2k trmm symm hemm; do echo -n "$f $(grep -c '^>' $RES/tuned/$f.diff) "; done)"; pack
mkdir -p $RES/auto; i=0
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --uplo L"
for sh in "--n 512 --k 512 --batch 512" "--n 1024 --k 1024 --batch 64"; do
  i=$((i + 1))
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --family triangular,recursive_native,auto --op syrk --dtype s,c --trans T $sh --csv $RES/auto/syrk$i.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --family triangular,recursive_native,auto --op herk --dtype c --trans C $sh --csv $RES/auto/herk$i.csv > /dev/null 2>&1
done
BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --family triangular,gemm_fold,auto --op syr2k,her2k --dtype s,c --trans T --n 512 --k 512 --batch 512 --csv $RES/auto/r2k.csv > /dev/null 2>&1
for sh in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  i=$((i + 1))
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --side L,R --family direct,expand,auto --op hemm,symm --dtype c $sh --csv $RES/auto/hemm$i.csv > /dev/null 2>&1
done
t "auto / best: $(cat $RES/auto/*.csv | awk -F, '$16!="reference" && $16!="vendor" && $15!="family" {k=$1" "$2" "$3" "$5" m"$9" n"$10; if ($15=="auto") a[k]=$19; else if (!(k in b) || $19<b[k]) b[k]=$19} END {for (k in a) printf "%s %.2f; ", k, b[k]/a[k]}')"
# Session 66's gram change (float on the FP64 engine at BT = 64: reduction buffer stride 40 -> 36,
# a 2-way bank conflict removed): its suite and sanitizers.
left gram-tests 100 && { gpu_tests 'RankkNative/float.*:RoutesAgree/float.RankK*' 60 gram-tests.log; sanitize 'RankkNative/float.SyrkNarrowShapesGramAndTriangular:RankkNative/float.GramMoreItemsThanResidentBlocks' 40; pack; }
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section InstructionStats --section LaunchStats"
NA="--op symm --dtype d --side L --uplo L --m 1024 --n 1024 --batch 32 --family direct --repeats 3 --warmup 1 --no-floors --no-progress"
left ncu-direct 60 && { timeout 60 ncu --kernel-name regex:side_tiles --launch-skip 2 --launch-count 1 $SEC $B $NA --no-reference > $RES/ncu-symm-d-L1024-direct.txt 2>&1; t "ncu direct rc $?"; pack; }
left ncu-cublas 60 && { timeout 60 ncu --kernel-name regex:gemm --launch-skip 2 --launch-count 1 $SEC $B $NA > $RES/ncu-symm-d-L1024-cublas.txt 2>&1; t "ncu cublas rc $?"; pack; }
t done; pack
