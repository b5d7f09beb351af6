#!/usr/bin/env bash
# Prepared in session 63 for the next device session (any card; about 400 s after a fresh start):
# the tuned tables' float and complex<float> rows re-timed under session 63's defaults (the
# rank-k tiles and the side tiles on the FP64 tensor cores, 1.1-1.6x faster than the SIMT
# engines the tables were measured with: at syrk n = 512 / 1024 `triangular` now beats
# `recursive_native`, 1.88-2.03 against 1.69-1.84 x cuBLAS, yet `auto` follows the tables to
# `recursive_native`). --merge into copies of the committed tables (only the cells swept
# change); the merged tables come back in s64a/tuned: copy them over tuned/ after reading the
# diffs. Then `auto` under the merged tables at issue 6's n = 512, 1024 cells.
# (Session 62's s63a.sh, the n <= 128 Gram rows, is the other half; run it after this one on
# the same warm machine: `bash docs/bench/2026-12-07-s62/s63a.sh`, with its build s63a.)
set -u
source scripts/lib/device_call.sh s64a ${S64A_BUILD:-s64a}
CALL_TARGETS=batchlas-tune call_build
gpu_name
mkdir -p $RES/tuned; cp tuned/*.sm_90.* $RES/tuned/
TU="--merge --out $RES/tuned --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --max-seconds 50 --no-floors --no-progress --commit $(git rev-parse --short HEAD)"
tune() { timeout 75 $BD/tools/tune/batchlas-tune $TU "$@" >> $RES/tune.log 2>&1; t "tune $* rc $?"; }
tune --op syrk --dtype s,c --n 256,512 --k 256
tune --op herk --dtype c --n 256,512 --k 256
tune --op syr2k --dtype s,c --n 256,512 --k 256
tune --op her2k --dtype c --n 256,512 --k 256
# The side ops (trmm, symm, hemm; s, c at n = 64-1024) are the next call's: their issue 7 cells
# pin families, so only `auto` users gain from them.
for f in syrk herk syr2k her2k; do
  diff <(grep '^dtype' tuned/$f.sm_90.txt) <(grep '^dtype' $RES/tuned/$f.sm_90.txt) > $RES/tuned/$f.diff
done
t "rows changed: $(for f in syrk herk syr2k her2k; do echo -n "$f $(grep -c '^>' $RES/tuned/$f.diff) "; done)"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --uplo L --family triangular,recursive_native,auto"
mkdir -p $RES/auto
for sh in "--n 512 --k 512 --batch 512" "--n 1024 --k 1024 --batch 64"; do
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --op syrk --dtype s,c --trans T $sh --csv $RES/auto/syrk-${sh// /}.csv > /dev/null 2>&1
  BATCHLAS_TUNED_DIR=$RES/tuned timeout 40 $B $R --op herk --dtype c --trans C $sh --csv $RES/auto/herk-${sh// /}.csv > /dev/null 2>&1
done
t "auto: $(cat $RES/auto/*.csv | awk -F, '$15=="auto" {printf "%s %s n%s %.2fx; ", $1, $2, $10, $29}')"
t done; pack
