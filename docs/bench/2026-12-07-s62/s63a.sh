#!/usr/bin/env bash
# Prepared in session 62 for the next device session (any card; about 250 s after a fresh start):
# the syrk (float, complex<float>) and herk (complex<float>) rows at n = 32, 64, 128 re-tuned with
# --merge into copies of the committed tables (sessions 61-62 moved float's and complex<float>'s
# Gram tiles to the FP64 tensor cores, 1.4-1.7x faster at n = 64 and 128, and the gram_warp rule
# to the tiles at n = 32 from k = 256; the tables rank `gram` as the SIMT engine ran). The merged
# tables come back in s63a/tuned (copy them over tuned/ after reading the diffs); then `auto`
# against the best family at issue 6's n <= 128 cells.
set -u
source scripts/lib/device_call.sh s63a s63a
CALL_TARGETS=batchlas-tune call_build
gpu_name
mkdir -p $RES/tuned; cp tuned/syrk.sm_90.* tuned/herk.sm_90.* $RES/tuned/
for op in "syrk --dtype s,c" "herk --dtype c"; do
  timeout 90 $BD/tools/tune/batchlas-tune --op $op --n 32,64,128 --k 8,32,256,1024 --merge --out $RES/tuned --saturate-bytes 256M \
    --repeats 3 --warmup 1 --budget 0.2 --max-seconds 60 --no-floors --no-progress --commit $(git rev-parse --short HEAD) >> $RES/tune.log 2>&1
  t "tune $op rc $?"
done
for f in syrk herk; do diff <(grep '^dtype' tuned/$f.sm_90.txt) <(grep '^dtype' $RES/tuned/$f.sm_90.txt) > $RES/tuned/$f.diff; done
t "rows changed: syrk $(grep -c '^>' $RES/tuned/syrk.diff), herk $(grep -c '^>' $RES/tuned/herk.diff)"; pack
# auto with the merged tables (BATCHLAS_TUNED_DIR is searched first) at issue 6's n <= 128 cells
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --uplo L --family gram,triangular,gemm_fold,auto"
mkdir -p $RES/auto; i=0
for sh in "--n 32 --k 256 --batch 2048" "--n 64 --k 1024 --batch 1024" "--n 128 --k 1024 --batch 512"; do
  i=$((i + 1))
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --op syrk --dtype s,c --trans T,N $sh --csv $RES/auto/syrk$i.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --op herk --dtype c --trans C,N $sh --csv $RES/auto/herk$i.csv > /dev/null 2>&1
done
t "auto: $(cat $RES/auto/*.csv | awk -F, '$15=="auto" {printf "%s %s %s n%s %.2fx; ", $1, $2, $5, $10, $29}')"
t done; pack
