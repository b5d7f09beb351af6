#!/usr/bin/env bash
# Session 52 call B (after s52a.sh on the same warm machine; about 260 s): the six rank-update
# tables re-tuned on this card with the stream family (the committed rows put stream first only
# where session 51's H100 timed it >= 1.05x), then s50c6.sh's ncu of complex<float> at n = 32
# (syr2k on rank_mma, hemm on symm_mma: how busy the FP64 tensor pipe is).
set -u
source scripts/lib/device_call.sh s52b s52
CALL_TARGETS=batchlas-tune call_build
gpu_name
timeout 130 $BD/tools/tune/batchlas-tune --op ger,gerc,syr,her,syr2,her2 --out $RES/tuned --saturate-bytes 256M \
  --repeats 3 --warmup 1 --budget 0.2 --max-seconds 10 --no-floors --no-progress --commit $(git rev-parse --short HEAD) > $RES/tune.log 2>&1
t "tune rc $?: stream first in $(cat $RES/tuned/*.sm_90.txt | grep -c ': stream') of $(cat $RES/tuned/*.sm_90.txt | grep -c '^dtype') rows"; pack
ncu_tiny syr2k-c-mma rank_mma --op syr2k --dtype c --uplo L --trans N --n 32 --k 32; pack
ncu_tiny hemm-c-mma square_mma --op hemm --dtype c --side L --uplo L --n 32; pack
t done; pack
