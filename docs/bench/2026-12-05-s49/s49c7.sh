#!/usr/bin/env bash
# Session 49 call 7 (an H200: needs_h200; about 420 s): what calls 5-6 could not do on the H100
# they ran on (the whole GPU suite passed there under the new defaults, sanitizers clean):
# 1. issue 10 counted on the H200 with the new defaults, against session 47's call 5;
# 2. the H200 A/B of the routes left off (trmm_mma float, double, complex<float>; symm_mma
#    float), one round;
# 3. the n = 32 re-tune where a default changed (s49c6.sh's list).
set -u
source scripts/lib/device_call.sh c7 s49
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 110 bash scripts/bench-issues.sh > $RES/issues.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s47/call5/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10, new defaults: $(tail -1 $RES/issues/targets.txt)"; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress"
mkdir -p $RES/ab
for v in 0 1; do
  BATCHLAS_TRMM_MMA=$v timeout 40 $B $R --op trmm --dtype s,d,c --side L,R --uplo L,U --trans N,T --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-t1.csv > /dev/null 2>&1
  BATCHLAS_SYMM_MMA=$v timeout 30 $B $R --op symm --dtype s --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/ab/v$v-s1.csv > /dev/null 2>&1
done
python3 docs/bench/2026-12-05-s40/ab.py $RES/ab tiny v0 v1 > $RES/ab.txt 2>&1; t "A/B done"; pack
grep -q H200 $RES/gpu.txt || { t "not an H200: no tuning"; pack; exit 0; }
TN=$RES/tuned; mkdir -p $TN; cp tuned/gemm.sm_90.* tuned/symm.sm_90.* tuned/hemm.sm_90.* tuned/syrk.sm_90.* tuned/herk.sm_90.* tuned/syr2k.sm_90.* tuned/her2k.sm_90.* tuned/trmm.sm_90.* $TN/
TU="$BD/tools/tune/batchlas-tune --merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 30"
timeout 90 $TU --op gemm --n 32 --k 32 > $RES/tune-gemm.log 2>&1; t "tune gemm rc $?: $(tail -1 $RES/tune-gemm.log)"; pack
timeout 50 $TU --op symm,hemm --dtype c --n 32 > $RES/tune-symm.log 2>&1; t "tune symm rc $?: $(tail -1 $RES/tune-symm.log)"; pack
timeout 70 $TU --op syrk,syr2k --dtype s,c --n 32 --k 8,32 > $RES/tune-rank.log 2>&1; t "tune syrk rc $?: $(tail -1 $RES/tune-rank.log)"; pack
timeout 50 $TU --op herk,her2k --dtype c --n 32 --k 8,32 > $RES/tune-herk.log 2>&1; t "tune herk rc $?: $(tail -1 $RES/tune-herk.log)"; pack
timeout 40 $TU --op trmm --dtype z --n 32 > $RES/tune-trmm.log 2>&1; t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"
t done; pack
