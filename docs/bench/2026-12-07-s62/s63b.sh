#!/usr/bin/env bash
# Prepared in session 62 for the next device session (any card; about 480 s after a fresh start,
# or about 350 s after s63a.sh on the same warm machine: pass S63B_BUILD=s63a): float's and
# complex<float>'s rank-k tile kernels (`triangular`, `recursive_native`'s diagonal blocks) on
# the FP64 tensor cores behind Settings::rankk_f64 (BATCHLAS_RANKK_F64; off by default, built in
# session 62 and never run): its tests (both engines), compute-sanitizer on them, then an A/B
# (off / on, two interleaved rounds, cuBLAS in every run) at issue 6's cells the kernel serves
# (syrk float n = 512 `recursive_native` 1.53 / 1.6; syr2k float n = 512; n = 64, 128 at
# k = 1024 `triangular`) and the trans = N cells of the same shapes.
# Prediction (session 62): the Gram kernel's engines ran 1.35-1.72x the SIMT ones where the
# arithmetic dominates (n >= 64, k = 1024), so `triangular` float / complex<float> at n >= 64
# 1.3-1.6x; `recursive_native` float n = 512 gains on its diagonal blocks only (about half its
# time, PERFORMANCE.md issue 6 row): 1.15-1.25x, 1.53 -> 1.75-1.9x cuBLAS (target 1.6).
set -u
source scripts/lib/device_call.sh s63b ${S63B_BUILD:-s63b}
call_build
gpu_name
gpu_tests 'RankkNativeFloat.RankkTilesOnFp64TensorCores:RankkNativeCfloat.*RankkTiles*' 150 tests-new.log; pack
BATCHLAS_RANKK_F64=1 gpu_tests 'RankkNative/float.*:RankkNative/cfloat.*:RankkNativeHerm/cfloat.*' 150 tests-env.log; pack
R="--repeats 5 --warmup 2 --budget 0.3 --no-progress --uplo L"
E0="BATCHLAS_RANKK_F64=0"; E1="BATCHLAS_RANKK_F64=1"
ab_rounds $RES/ab syrk512 "$E0" "$E1" 60 $R --op syrk --dtype s,c --trans T,N --n 512 --k 512 --batch 512 --family triangular,recursive_native
ab_rounds $RES/ab syr2k512 "$E0" "$E1" 60 $R --op syr2k --dtype s,c --trans T,N --n 512 --k 512 --batch 512 --family triangular
ab_rounds $RES/ab herk512 "$E0" "$E1" 60 $R --op herk --dtype c --trans C,N --n 512 --k 512 --batch 512 --family triangular,recursive_native
ab_rounds $RES/ab syrk128 "$E0" "$E1" 40 $R --op syrk --dtype s,c --trans T,N --n 64,128 --k 1024 --batch 512 --family triangular
for f in triangular recursive_native; do python3 scripts/ab.py $RES/ab $f v0 v1 > $RES/ab-$f.txt 2>&1; done
t "A/B triangular: $(tail -n +2 $RES/ab-triangular.txt | awk '{print $1, $2, $4, $5, $(NF-2), $NF}' | tr '\n' ';')"
t "A/B recursive_native: $(tail -n +2 $RES/ab-recursive_native.txt | awk '{print $1, $2, $4, $5, $(NF-2), $NF}' | tr '\n' ';')"; pack
left sanitize 200 && { sanitize 'RankkNativeCfloat.HerkRankkTilesOnFp64TensorCores:RankkNativeFloat.RankkTilesOnFp64TensorCores' 95; pack; }
t done; pack
