#!/usr/bin/env bash
# Prepared in session 39 (no device was lent that session; nothing here has run). One device call
# (about 540 s) on branch wip/rw-stages rebased on main (if the branch is gone: `git checkout -b
# wip/rw-stages main && git am docs/bench/2026-12-05-s39/wip-rw-stages.patch`). Two run-time
# knobs of the n = 32 rank-k warp kernels (rank_warp.cu):
#   BATCHLAS_AB_RW_NS = 3 / 4: a ring of that many chunk slots instead of two (2 = main's loop:
#     its 56 kernels hold main's PTX instructions, reordered);
#   BATCHLAS_AB_RW_MB = 3: the one-product kernels of 4- and 8-byte types (syrk, herk for
#     float, double, complex<float>) asked for 3 resident blocks of nine warps instead of 2.
# Why: ncu of float syrk n = 32 (session 37) showed about 200 of 463 us issuing, stalls on long
# scoreboard (C), barriers and shared loads: latency-bound, with 2 blocks of nine warps per SM
# (79 registers) each holding one 8 KB chunk in flight while it sums the previous one. NS = 3
# puts two chunks in flight per block with one group barrier per chunk instead of two; MB = 3
# gives 27 warps per SM instead of 18.
# ptxas (local, sm_90): NS = 3 registers 79 -> 76 float syrk, 88 -> 90 float syr2k, 80 -> 84
# double syrk, 80 -> 96 complex<float> syrk, 134 -> 148 complex<double> syrk, no spill, blocks per
# SM unchanged (2, 2, 2, 2, 1); shared memory 8.3 KB per slot and operand (25-67 KB per block).
# MB = 3: 72 registers; spill 0 float syrk (every NS), double syrk 0 at NS = 2 and 16 bytes at
# 3 / 4, complex<float> 8 / 20 bytes.
# Predictions (k = 32, against v2): v3 float / double / complex<float> 1.05-1.20x, v4 within 3%
# of v3, complex<double> (one block, shared-load bound) 1.00-1.05x; vM2 float syrk 1.10-1.25x,
# double syrk 1.05-1.15x, complex<float> syrk / herk 0.95-1.10x (spill); vM3 the better of both.
# k = 8 (one chunk per round for float) about 1.0 throughout.
# Order: correctness first (RankWarp* under NS = 3, and NS = 4 with MB = 3; memcheck and
# racecheck under NS = 3 with MB = 3), then the A/B, warp kernels forced on, rounds interleaved.
set -u
source scripts/lib/device_call.sh rwns
call_build
for knobs in "3 0" "4 3"; do
  set -- $knobs
  BATCHLAS_AB_RW_NS=$1 BATCHLAS_AB_RW_MB=$2 GTEST_FILTER='Tiny/*.RankWarp*' timeout 110 \
    bash scripts/lib/gpu_shards.sh $T /tmp/shards-ns$1-mb$2 12 > $RES/warp-tests-ns$1-mb$2.log 2>&1
  t "RankWarp* NS=$1 MB=$2 rc $?: $(grep -E '^gpu shards|FAILED  \] .*\.' $RES/warp-tests-ns$1-mb$2.log | head -8 | tr '\n' ' ')"; pack
done
export BATCHLAS_AB_RW_NS=3 BATCHLAS_AB_RW_MB=3
BATCHLAS_MAX_GRID=2 sanitize 'Tiny/*.RankWarpSanitizerLight'; pack
unset BATCHLAS_AB_RW_NS BATCHLAS_AB_RW_MB
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
export BATCHLAS_TINY_RANK_WARP=1  # complex<double> syrk is not warp_rule's at n = 32
mkdir -p $RES/k32 $RES/k8
# variant name -> NS, MB
declare -A NS=([v2]=2 [v3]=3 [v4]=4 [vM2]=2 [vM3]=3) MB=([v2]=0 [v3]=0 [v4]=0 [vM2]=3 [vM3]=3)
for r in 1 2; do
  for v in v2 v3 v4 vM2 vM3; do
    run_v() { BATCHLAS_AB_RW_NS=${NS[$v]} BATCHLAS_AB_RW_MB=${MB[$v]} timeout 40 $B $R "$@" > /dev/null 2>&1; }
    if [ ${MB[$v]} = 0 ]; then
      run_v --op syrk,syr2k --dtype s,d,c,z --n 32 --k 32 --csv $RES/k32/$v-r$r.csv
      run_v --op herk,her2k --dtype c,z --n 32 --k 32 --csv $RES/k32/$v-h$r.csv
    else  # MB = 3 changes only the one-product kernels of s, d, c
      run_v --op syrk --dtype s,d,c --n 32 --k 32 --csv $RES/k32/$v-r$r.csv
      run_v --op herk --dtype c --n 32 --k 32 --csv $RES/k32/$v-h$r.csv
    fi
    if [ $r = 1 ] && [ $v != v4 ]; then
      run_v --op syrk,syr2k --dtype s,d,c,z --n 32 --k 8 --csv $RES/k8/$v-r$r.csv
    fi
  done
  t "round $r"; pack
done
unset BATCHLAS_TINY_RANK_WARP
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/k32 v2 v3 v4 vM2 vM3 > $RES/k32/ab.txt 2>&1
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/k8 v2 v3 vM2 vM3 > $RES/k8/ab.txt 2>&1
cat $RES/k32/ab.txt $RES/k8/ab.txt >> $RES/log.txt
t done; pack
# Then: land what wins as the n = 32 kernels' only form per type (drop the knobs and the losing
# instantiations), run the whole GPU suite and issue 10 on the landing tree.
