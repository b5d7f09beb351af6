#!/usr/bin/env bash
# Session 36, call 4 (about 250 s): 8-byte types' one-product warp kernels (double syrk,
# complex<float> syrk / herk) held to 80 registers for 6 resident blocks (variant V, ptxas: no
# spill) against main's 96 registers and 5 blocks (C). V built first and its RankWarp tests run;
# then C (rank_warp.cu alone rebuilt); A/B, libraries preloaded, three rounds, n = 16, k = 16, 32.
# Before the call: docs/bench/2026-12-04-h200-s36/rank_warp-V.cu (untracked, not committed) holds
# V's source: main's rank_warp.cu with `if constexpr (sizeof(D) == 8 && P == 1) return 6;` as the
# first line of warp_min_blocks.
set -u
source scripts/lib/device_call.sh call4
cp src/kernels/tiny/rank_warp.cu /tmp/rank_warp-C.cu
cp docs/bench/2026-12-04-h200-s36/rank_warp-V.cu src/kernels/tiny/rank_warp.cu
call_build
keep_variant V
BATCHLAS_TEST_TARGET=gpu timeout 150 $T --gtest_filter='Tiny/*.RankWarp*' --gtest_brief=1 > $RES/warp-tests-V.log 2>&1
t "V warp tests rc $?: $(grep -cE '^\[  FAILED  \] Tiny' $RES/warp-tests-V.log) failed; $(grep -E '^\[  PASSED|^\[  FAILED  \] [0-9]' $RES/warp-tests-V.log | tr '\n' ' ')"; pack
cp /tmp/rank_warp-C.cu src/kernels/tiny/rank_warp.cu
cmake --build $BD -j 16 --target batchlas-bench > $RES/build-c.log 2>&1; t "build C rc $?"; keep_variant C
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --no-reference --batch saturate --family tiny"
mkdir -p $RES/k32
for r in 1 2 3; do
  for v in C V; do
    with_variant $v timeout 60 /tmp/b$v $R --op syrk --dtype d,c --n 16 --csv $RES/v$v-r$r.csv > /dev/null 2>&1
    with_variant $v timeout 60 /tmp/b$v $R --op herk --dtype c --n 16 --csv $RES/v$v-h$r.csv > /dev/null 2>&1
    with_variant $v timeout 60 /tmp/b$v $R --op syrk --dtype d,c --n 16 --k 32 --csv $RES/k32/v$v-k$r.csv > /dev/null 2>&1
  done
  t "round $r"; pack
done
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES vC vV > $RES/ab.txt 2>&1
python3 docs/bench/2026-12-04-h200-s35/tiny_ab.py $RES/k32 vC vV > $RES/ab-k32.txt 2>&1
t done; pack
