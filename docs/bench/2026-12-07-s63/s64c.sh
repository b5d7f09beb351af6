#!/usr/bin/env bash
# Prepared in session 64 for the call after s64a.sh on the same warm machine (any card; about
# 250 s with s64a's build, S64C_BUILD=s64a; about 380 s fresh): the other rows the FP64 engines
# moved, re-tuned with --merge into s64a's merged tables (or copies of the committed ones):
#  1. syrk s,c and herk c at n = 32, 64, 128 (session 62's s63a.sh: Gram tiles on the FP64
#     tensor cores since sessions 61-62, the tables rank `gram` as the SIMT engine ran);
#  2. trmm, symm, hemm s,c at m = n = 64, 256, 1024 and at issue 7's m = 32, 128 with
#     n = 256, 512 (side tiles on the FP64 tensor cores since session 63, 1.12-1.42x).
# The merged tables come back in s64c/tuned with a diff per table (copy over tuned/ after
# reading them); then `auto` at issue 6's n <= 128 cells and issue 7's s,c cells.
set -u
source scripts/lib/device_call.sh s64c ${S64C_BUILD:-s64c}
CALL_TARGETS=batchlas-tune call_build
gpu_name
mkdir -p $RES/tuned
for f in syrk herk trmm symm hemm; do
  if [ -f /tmp/res-s64a/tuned/$f.sm_90.txt ]; then cp /tmp/res-s64a/tuned/$f.sm_90.* $RES/tuned/; else cp tuned/$f.sm_90.* $RES/tuned/; fi
done
TU="--merge --out $RES/tuned --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 50 --no-floors --no-progress --commit $(git rev-parse --short HEAD)"
tune() { timeout 75 $BD/tools/tune/batchlas-tune $TU "$@" >> $RES/tune.log 2>&1; t "tune $* rc $?"; }
tune --op syrk --dtype s,c --n 32,64,128 --k 8,32,256,1024
tune --op herk --dtype c --n 32,64,128 --k 8,32,256,1024
for op in trmm symm hemm; do
  dt=s,c; [ $op = hemm ] && dt=c
  tune --op $op --dtype $dt --n 64,256,1024
  tune --op $op --dtype $dt --m 32,128 --n 256,512
done
for f in syrk herk trmm symm hemm; do
  diff <(grep '^dtype' tuned/$f.sm_90.txt) <(grep '^dtype' $RES/tuned/$f.sm_90.txt) > $RES/tuned/$f.diff
done
t "rows changed against the committed tables: $(for f in syrk herk trmm symm hemm; do echo -n "$f $(grep -c '^>' $RES/tuned/$f.diff) "; done)"; pack
mkdir -p $RES/auto; i=0
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --uplo L"
for sh in "--n 32 --k 256 --batch 2048" "--n 64 --k 1024 --batch 1024" "--n 128 --k 1024 --batch 512"; do
  i=$((i + 1))
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --family gram,triangular,gemm_fold,auto --op syrk --dtype s,c --trans T,N $sh --csv $RES/auto/syrk$i.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --family gram,triangular,gemm_fold,auto --op herk --dtype c --trans C,N $sh --csv $RES/auto/herk$i.csv > /dev/null 2>&1
done
for sh in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  i=$((i + 1))
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --side L,R --diag N --family triangular,blocked,auto --op trmm --dtype s,c $sh --csv $RES/auto/trmm$i.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --side L,R --family direct,expand,auto --op symm --dtype s $sh --csv $RES/auto/symm$i.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --side L,R --family direct,expand,auto --op hemm --dtype c $sh --csv $RES/auto/hemm$i.csv > /dev/null 2>&1
done
# auto against the best pinned family of its own cell (1.00 = auto found it)
t "auto / best: $(cat $RES/auto/*.csv | awk -F, '$16!="reference" && $16!="vendor" && $15!="family" {k=$1" "$2" "$3" "$5" m"$9" n"$10; if ($15=="auto") a[k]=$19; else if (!(k in b) || $19<b[k]) b[k]=$19} END {for (k in a) printf "%s %.2f; ", k, b[k]/a[k]}')"
t done; pack
