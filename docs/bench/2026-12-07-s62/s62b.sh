#!/usr/bin/env bash
# Session 62 call B (any card; about 560 s after a fresh start): complex<float>'s Gram tiles on
# the FP64 tensor cores (MmaWarp<float2>: float2 panels widened on each fragment load, four real
# m16n8k4 products per row-block pair, double accumulators rounded once; LD = 20 float2 for its
# bank condition). Off by default until measured (kGramF64ByDefault). First the new tests (both
# engines each) and the complex<float> rank-k suites with the switch forced on, then an A/B of
# the engines (off / on, two interleaved rounds, cuBLAS in every run) at issue 6's complex cells,
# syrk trans T, N and herk trans C, N; compute-sanitizer on the new tests; then variant B: the
# register budget raised (BT = 32: 2 blocks a SM, BT = 64: 1; ptxas 254 / 238 registers, no
# spill, against 168 with 76 / 52 bytes of spill) timed against variant A with the switch on.
# Prediction (session 62, from s62a's issue6.csv): SIMT complex<float> gram runs 22.5-26.6
# TFLOP/s (counted) at n = 32-128; the FP64 engine for float reached 30.8 / 37.2 at n = 64 / 128,
# so at the same tensor rate with four times the flops: n = 64 1.2-1.4x the SIMT engine (x cuBLAS
# 0.83 -> 1.0-1.15), n = 128 1.3-1.4x (0.97 -> 1.25-1.36), n = 32 1.1-1.3x (1.20 -> 1.3-1.55).
set -u
source scripts/lib/device_call.sh s62b s62b
call_build
gpu_name
gpu_tests 'RankkNativeFloat.GramOnFp64TensorCores:RankkNativeCfloat.*' 120 tests-new.log; pack
BATCHLAS_GRAM_F64=1 gpu_tests 'RankkNative/cfloat.*:RankkNativeHerm/cfloat.*' 120 tests-env.log; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress --uplo L"
E0="BATCHLAS_GRAM_F64=0 BATCHLAS_GRAM_WARP=0"; E1="BATCHLAS_GRAM_F64=1 BATCHLAS_GRAM_WARP=0"
ab() {  # ab DIR E0 E1: the six cells, two interleaved rounds
  local d=$1 e0=$2 e1=$3 i=0
  for sh in "--n 32 --k 256 --batch 2048" "--n 64 --k 1024 --batch 1024" "--n 128 --k 1024 --batch 512"; do
    i=$((i + 1))
    ab_rounds $d syrk$i "$e0" "$e1" 40 $R --op syrk --dtype c --trans T,N $sh --family gram
    ab_rounds $d herk$i "$e0" "$e1" 40 $R --op herk --dtype c --trans C,N $sh --family gram
  done
  python3 scripts/ab.py $d gram v0 v1 > $d.txt 2>&1
  t "A/B $(basename $d): $(tail -n +2 $d.txt | awk '{print $1, $4, $5, $(NF-2), $NF}' | tr '\n' ';')"
}
ab $RES/ab "$E0" "$E1"; pack
left sanitize 200 && { sanitize 'RankkNativeCfloat.*' 95; pack; }
if left variantB 150; then
  keep_variant A
  sed -i 's/kF64 \&\& std::is_same_v<D, float2> ? (BT == 32 ? 3 : (BT == 64 ? 2 : 1))/kF64 \&\& std::is_same_v<D, float2> ? (BT == 32 ? 2 : 1)/' src/kernels/level3/gram_tiles.cuh
  git diff --stat > $RES/variantB.diff
  build_targets batchlas-bench
  # v0 = variant A's library, v1 = B's, the switch on in both
  mkdir -p $RES/abB
  for r in 1 2; do for v in $([ $r = 1 ] && echo 0 1 || echo 1 0); do
    for sh in "--n 32 --k 256 --batch 2048" "--n 64 --k 1024 --batch 1024" "--n 128 --k 1024 --batch 512"; do
      tag=$(echo $sh | awk '{print $2}')
      if [ $v = 0 ]; then
        with_variant A env $E1 timeout 40 $B $R --op herk --dtype c --trans C,N $sh --family gram --csv $RES/abB/v0-n$tag-$r.csv > /dev/null 2>&1
      else
        env $E1 timeout 40 $B $R --op herk --dtype c --trans C,N $sh --family gram --csv $RES/abB/v1-n$tag-$r.csv > /dev/null 2>&1
      fi
    done
  done; done
  python3 scripts/ab.py $RES/abB gram v0 v1 > $RES/abB.txt 2>&1
  t "A/B budget A vs B: $(tail -n +2 $RES/abB.txt | awk '{print $1, $4, $5, $(NF-2), $NF}' | tr '\n' ';')"
fi
t done; pack
