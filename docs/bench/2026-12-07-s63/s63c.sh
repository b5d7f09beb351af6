#!/usr/bin/env bash
# Session 63 call C (any card; about 520 s after a fresh start): float's and complex<float>'s
# one-sided tiles (trmm `triangular`, symm / hemm `direct`) on the FP64 tensor cores
# (Settings::side_f64, BATCHLAS_SIDE_F64; off by default, built in session 63): the new
# two-engine tests, the side suites with the switch forced on, an A/B (off / on, two interleaved
# rounds, cuBLAS in every run) at issue 7's four shapes, and compute-sanitizer on the small
# side tests under the switch.
# Prediction (session 63): the side tiles' float engine is issue-bound (62-68% FFMA at IPC
# 2.7, docs/PERFORMANCE.md issue 7 rows), as the Gram kernel's was before its FP64 engine
# (1.35-1.72x where the arithmetic dominates); so at m >= 128: trmm float 1.2-1.4x, symm float
# 1.3-1.5x (direct 0.64-0.80 x cuBLAS -> 0.9-1.1), complex<float> 1.2-1.5x; at m = 32 (bytes
# and latency bound) 0.9-1.1x.
set -u
source scripts/lib/device_call.sh s63c s63
call_build
gpu_name
gpu_tests 'SideNativeFloat.*:SideNativeCfloat.*' 150 tests-new.log; pack
BATCHLAS_SIDE_F64=1 gpu_suite '*Side*:*Trmm*:*Symm*:*Hemm*:*trmm*:*symm*:*hemm*' 150; pack
R="--repeats 5 --warmup 2 --budget 0.3 --no-progress --uplo L --diag N"
E0="BATCHLAS_SIDE_F64=0"; E1="BATCHLAS_SIDE_F64=1"
i=0
for sh in "--m 32 --n 256 --batch 2048" "--m 128 --n 512 --batch 1024" "--m 256 --n 256 --batch 512" "--m 1024 --n 1024 --batch 32"; do
  i=$((i + 1))
  ab_rounds $RES/ab trmm$i "$E0" "$E1" 40 $R --op trmm --dtype s,c --side L,R --trans N,T $sh --family triangular
  ab_rounds $RES/ab symm$i "$E0" "$E1" 40 $R --op symm --dtype s,c --side L,R $sh --family direct
  ab_rounds $RES/ab hemm$i "$E0" "$E1" 40 $R --op hemm --dtype c --side L,R $sh --family direct
done
for f in triangular direct; do python3 scripts/ab.py $RES/ab $f v0 v1 > $RES/ab-$f.txt 2>&1; done
t "A/B triangular: $(tail -n +2 $RES/ab-triangular.txt | awk '{print $1, $2, $3, $5, $8, $(NF-2), $NF}' | tr '\n' ';')"
t "A/B direct: $(tail -n +2 $RES/ab-direct.txt | awk '{print $1, $2, $3, $8, $(NF-2), $NF}' | tr '\n' ';')"; pack
# The small shapes (64 x 64, 64 x 32 tiles, both sides) and float's wide ones (Left 32 x 128 with
# its l-major A panel, Right 128 x 32) under the switch.
left sanitize 200 && { BATCHLAS_SIDE_F64=1 sanitize 'SideNative/float.*Small:SideNative/float.TrmmTriangularWideTiles:SideNativeHerm/cfloat.*Small' 95; pack; }
t done; pack
