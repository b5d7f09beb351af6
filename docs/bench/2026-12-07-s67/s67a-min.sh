#!/usr/bin/env bash
# Session 67, the last of its device budget (about 200 s): s67a.sh cut to its core, the wide
# tiles' tests (SideNativeDouble.*, the switch forced on and off) and one A/B cell pair, symm and
# trmm N double at m = n = 1024, batch 32, both sides (v0 = 64 x 64 blocks, v1 = wide).
set -u
source scripts/lib/device_call.sh s67a ${S67A_BUILD:-s67a}
call_build
gpu_name
gpu_tests 'SideNativeDouble.*' 60 tests-wide.log; pack
R="--repeats 5 --warmup 2 --budget 0.2 --no-progress --uplo L --diag N --side L,R --dtype d --m 1024 --n 1024 --batch 32"
# shellcheck disable=SC2086  # R: bench argument words
left "bench symm" 20 && ab_rounds "$RES/ab" symm1 "BATCHLAS_SIDE_WIDE=0" "BATCHLAS_SIDE_WIDE=1" 20 $R --op symm --family direct
ab_report "$RES/ab" direct "A/B double wide (1) / 64 x 64 (0)"; pack
# shellcheck disable=SC2086
left "bench trmm" 25 && ab_rounds "$RES/ab" trmm1 "BATCHLAS_SIDE_WIDE=0" "BATCHLAS_SIDE_WIDE=1" 20 $R --op trmm --trans N --family triangular
ab_report "$RES/ab" triangular "A/B double wide (1) / 64 x 64 (0)"
t done; pack
