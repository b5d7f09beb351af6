#!/usr/bin/env bash
# Prepared in session 38 as its call 2, refused (no device lent); for the next session's first call
# on main (about 420 s; next-second-call.sh follows). Main has n = 32 complex<double> staged columns swizzled (call 1's S
# restricted to 16-byte types) and warp_rule's complex<double> n = 32 cells set to every op but
# syrk from two sessions' runs. This call: the n = 32 complex<double> A/B in one binary (warp
# kernels off, i.e. block-staged S = 32, against the default) at k = 32 and 8, two rounds (flip
# warp_rule where it reads under 1.0); BATCHLAS_TINY_WIDE=1 against 0 for complex<double> gemm /
# symm / hemm / trmm at n = 16, 32 (wide/ab.txt); the whole GPU suite (the exact landed kernels
# were not test-run: call 1 tested them inside its variant D); float, double and complex<float>
# syrk / syr2k n = 32 against session 37's kernels, three rounds (before the call:
#   git show 9b4df7f:src/kernels/tiny/rank_warp.cu > docs/bench/2026-12-04-h200-s38/rank_warp-M.cu
# untracked, removed after).
set -u
source scripts/lib/device_call.sh next1
call_build
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
mkdir -p $RES/z32
for r in 1 2; do
  for v in 0 1; do
    for k in 32 8; do
      BATCHLAS_TINY_RANK_WARP=$v timeout 40 $B $R --op syrk,syr2k,herk,her2k --dtype z --n 32 --k $k --csv $RES/z32/v$v-k$k-r$r.csv > /dev/null 2>&1
    done
  done
  t "z32 round $r"
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/z32 v0 v1 > $RES/z32/ab.txt 2>&1; cat $RES/z32/ab.txt >> $RES/log.txt; pack
# complex<double> at S = 32 runs the generic 2 x 2 path (wide_path: b <= 8); session 12 measured
# the wide path 0.95-1.00x for it, before later engine changes. Issue 10's gemm z n = 32 reads
# 0.745 of copy (target 0.75), symm / hemm / trmm z n = 32 0.46-0.56: re-measure the switch.
mkdir -p $RES/wide
for r in 1 2; do
  for v in 0 1; do
    BATCHLAS_TINY_WIDE=$v timeout 40 $B $R --op gemm,symm,hemm,trmm --dtype z --n 16,32 --csv $RES/wide/v$v-r$r.csv > /dev/null 2>&1
  done
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/wide v0 v1 > $RES/wide/ab.txt 2>&1; cat $RES/wide/ab.txt >> $RES/log.txt; pack
# Call 1 read S's float syrk n = 32 at 0.888x M in both rounds, though the kernel differs from M's
# by a few reordered address instructions outside the loop (ncu: 507 against 503 us). Main holds
# that kernel: re-measure it against M (session 37's rank_warp.cu, the untracked file the header
# names) for the types whose n = 32 kernels changed only so.
if [ -s docs/bench/2026-12-04-h200-s38/rank_warp-M.cu ]; then
  keep_variant L; cp src/kernels/tiny/rank_warp.cu /tmp/rank_warp-L.cu
  cp docs/bench/2026-12-04-h200-s38/rank_warp-M.cu src/kernels/tiny/rank_warp.cu
  cmake --build $BD -j 16 --target batchlas-bench > $RES/build-M.log 2>&1; t "build M rc $?"; keep_variant M
  cp /tmp/rank_warp-L.cu src/kernels/tiny/rank_warp.cu
  mkdir -p $RES/lm
  for r in 1 2 3; do
    for v in M L; do
      BATCHLAS_TINY_RANK_WARP=1 with_variant $v timeout 40 /tmp/b$v $R --op syrk,syr2k --dtype s,d,c --n 32 --csv $RES/lm/v$v-r$r.csv > /dev/null 2>&1
    done
  done
  python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/lm vM vL > $RES/lm/ab.txt 2>&1; cat $RES/lm/ab.txt >> $RES/log.txt
  cp -P /tmp/libL/libbatchlas.so* $BD/  # the tests below run main's library
  pack
fi
timeout 260 bash scripts/lib/gpu_shards.sh $T /tmp/shards-all 16 > $RES/tests.log 2>&1
t "whole suite rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/tests.log | head -8 | tr '\n' ' ')"; pack
t done; pack
