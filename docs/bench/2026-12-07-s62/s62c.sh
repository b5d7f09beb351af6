#!/usr/bin/env bash
# Session 62 call C (any card; about 520 s after a fresh start): main with complex<float>'s Gram
# tiles on the FP64 tensor cores by default (s62b: 1.05-1.72x the SIMT engine at issue 6's
# shapes): the whole GPU suite, issue 6 counted, then the syrk (float, complex<float>) and herk
# (complex<float>) rows at n = 32, 64, 128 re-tuned with --merge (the table ranked gram where
# the SIMT engine ran: 1.4-1.7x slower at n = 64, 128), then the gram_warp rule (tiny's warp
# kernels ahead of gram's tiles at trans = N, n <= 32) timed against the tiles it now skips:
# v0 = BATCHLAS_GRAM_WARP=0 (the FP64 tiles), v1 = the rule, two interleaved rounds.
set -u
source scripts/lib/device_call.sh s62c s62c
CALL_TARGETS=batchlas-tune call_build
gpu_name
gpu_suite '*' 260; pack
left issue6 60 && { count_issue 6 $RES/issues; pack; }
if left tune 110; then
  mkdir -p $RES/tuned; cp tuned/syrk.sm_90.* tuned/herk.sm_90.* $RES/tuned/
  for op in "syrk --dtype s,c" "herk --dtype c"; do
    timeout 50 $BD/tools/tune/batchlas-tune --op $op --n 32,64,128 --k 8,32,256,1024 --merge --out $RES/tuned \
      --repeats 3 --warmup 1 --budget 0.2 --max-seconds 40 --no-floors --no-progress --commit $(git rev-parse --short HEAD) >> $RES/tune.log 2>&1
    t "tune $op rc $?"
  done
  (cd $RES/tuned && for f in syrk herk; do diff <(grep "^dtype" $OLDPWD/tuned/$f.sm_90.txt) <(grep '^dtype' $f.sm_90.txt) > $f.diff; done)
  t "rows changed: syrk $(grep -c '^>' $RES/tuned/syrk.diff), herk $(grep -c '^>' $RES/tuned/herk.diff)"; pack
fi
if left gramwarp 70; then
  R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --uplo L --trans N --n 8,12,16,32 --k 64,256 --batch saturate --family gram"
  ab_rounds $RES/gw syrk "BATCHLAS_GRAM_WARP=0" "" 30 $R --op syrk --dtype s,c
  ab_rounds $RES/gw herk "BATCHLAS_GRAM_WARP=0" "" 30 $R --op herk --dtype c
  python3 scripts/ab.py $RES/gw gram v0 v1 > $RES/gw.txt 2>&1
  t "gram_warp rule (v1) over the FP64 tiles (v0): $(tail -n +2 $RES/gw.txt | awk '{print $1, $2, $5, $6, $NF}' | tr '\n' ';')"
fi
t done; pack
