#!/usr/bin/env bash
# Session 49 call 6 (after s49c5.sh on the same warm H200; about 350 s):
# 1. memcheck / racecheck of the tensor-core light tests and the by-default route tests.
# 2. A/B on the H200 of the routes left off by default (trmm_mma float, double, complex<float>;
#    symm_mma float), forced off (v0) and on (v1) at n = 32, one round: the H100 said 0.91-1.00x.
# 3. On an H200 only: re-tune at n = 32 where a default changed: gemm (k = 32: every type), symm / hemm
#    complex<float>, syrk / syr2k float and complex<float>, herk / her2k complex<float>
#    (k = 8, 32), trmm complex<double>.
set -u
source scripts/lib/device_call.sh c6 s49
CALL_TARGETS=batchlas-tune call_build
sanitize 'TinyMma/*SanitizerLight:TinyMma/*RouteByDefault' 120; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
mkdir -p $RES/ab
for v in 0 1; do
  BATCHLAS_TRMM_MMA=$v timeout 40 $B $R --op trmm --dtype s,d,c,z --side L,R --uplo L,U --trans N,T --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-t1.csv > /dev/null 2>&1
  BATCHLAS_SYMM_MMA=$v timeout 30 $B $R --op symm --dtype s,c --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-s1.csv > /dev/null 2>&1
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; t "A/B done"; pack
nvidia-smi --query-gpu=name --format=csv,noheader > $RES/gpu.txt 2>&1
grep -q H200 $RES/gpu.txt || { t "not an H200: no tuning"; pack; exit 0; }
TN=$RES/tuned; mkdir -p $TN; cp tuned/gemm.sm_90.* tuned/symm.sm_90.* tuned/hemm.sm_90.* tuned/syrk.sm_90.* tuned/herk.sm_90.* tuned/syr2k.sm_90.* tuned/her2k.sm_90.* tuned/trmm.sm_90.* $TN/
TU="$BD/tools/tune/batchlas-tune --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30"
timeout 90 $TU --op gemm --n 32 --k 32 > $RES/tune-gemm.log 2>&1; t "tune gemm rc $?: $(tail -1 $RES/tune-gemm.log)"; pack
timeout 50 $TU --op symm,hemm --dtype c --n 32 > $RES/tune-symm.log 2>&1; t "tune symm rc $?: $(tail -1 $RES/tune-symm.log)"; pack
timeout 70 $TU --op syrk,syr2k --dtype s,c --n 32 --k 8,32 > $RES/tune-rank.log 2>&1; t "tune syrk rc $?: $(tail -1 $RES/tune-rank.log)"; pack
timeout 50 $TU --op herk,her2k --dtype c --n 32 --k 8,32 > $RES/tune-herk.log 2>&1; t "tune herk rc $?: $(tail -1 $RES/tune-herk.log)"; pack
timeout 40 $TU --op trmm --dtype z --n 32 > $RES/tune-trmm.log 2>&1; t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"
t done; pack
