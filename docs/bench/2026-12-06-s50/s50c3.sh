#!/usr/bin/env bash
# Session 50 call 3 (after calls 1-2, same warm machine: the build is kept): trmm16_mma under
# memcheck and racecheck, then the n = 32 re-tune where session 49 changed a default (an H200
# only), merged into a copy of tuned/ (copy RES/tuned back into tuned/).
set -u
source scripts/lib/device_call.sh c3 s50
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
sanitize 'TinyMma/*Trmm16MmaSanitizerLight:TinyMma/*Symm16MmaSanitizerLight' 100; pack
grep -q H200 $RES/gpu.txt || { t "not an H200: no tuning"; pack; exit 0; }
TN=$RES/tuned; mkdir -p $TN; cp tuned/gemm.sm_90.* tuned/symm.sm_90.* tuned/hemm.sm_90.* tuned/syrk.sm_90.* tuned/herk.sm_90.* tuned/syr2k.sm_90.* tuned/her2k.sm_90.* tuned/trmm.sm_90.* $TN/
TU="$BD/tools/tune/batchlas-tune --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30"
timeout 90 $TU --op gemm --n 32 --k 32 > $RES/tune-gemm.log 2>&1; t "tune gemm rc $?: $(tail -1 $RES/tune-gemm.log)"; pack
timeout 50 $TU --op symm,hemm --dtype c --n 32 > $RES/tune-symm.log 2>&1; t "tune symm rc $?: $(tail -1 $RES/tune-symm.log)"; pack
timeout 70 $TU --op syrk,syr2k --dtype s,c --n 32 --k 8,32 > $RES/tune-rank.log 2>&1; t "tune syrk rc $?: $(tail -1 $RES/tune-rank.log)"; pack
timeout 50 $TU --op herk,her2k --dtype c --n 32 --k 8,32 > $RES/tune-herk.log 2>&1; t "tune herk rc $?: $(tail -1 $RES/tune-herk.log)"; pack
timeout 40 $TU --op trmm --dtype z --n 32 > $RES/tune-trmm.log 2>&1; t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"
t done; pack
