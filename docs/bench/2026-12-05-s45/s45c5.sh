#!/usr/bin/env bash
# Session 45, call 5 (branch wip/symm-warp-c2, H200 only: the tables and issue counts are the
# H200's; about 330 s): the single-B symm / hemm warp kernel (on the H100, call 3: float
# 1.10-1.11x the staged engine, double 1.07-1.12x, complex<float> 0.90-0.93x, hemm 0.95x)
# against the engine on the H200, where trmm's warp kernel gained 1.56-1.67x against 1.13-1.44x
# on the H100; the symm warp tests; trmm re-tuned at n = 32; issue 10 re-timed whole (symm float
# and double at n = 32 now on the warp route by default).
# v2: pass 2 on two accumulator chains per column (BATCHLAS_SYMM_WARP_SPLIT=1, branch only).
# Prediction (engine / warp time, H200): float 1.2-1.4x, double 1.15-1.35x, complex 0.95-1.15x;
# v2 / v1 1.0-1.1x (complex most).
set -u
source scripts/lib/device_call.sh s45c5
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
BATCHLAS_TEST_TARGET=gpu timeout 60 $T --gtest_filter='Tiny/*.SymmWarp*:SymmWarpRoute.*:Tiny/*.Symm*:TinyHerm/*.Hemm*' --gtest_brief=1 > $RES/tests-sw.log 2>&1
t "tests sw rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests-sw.log | head -8 | tr '\n' ' ')"; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/SL $RES/SR $RES/HL
for r in 1 2; do
  for v in 0 1 2; do
    export BATCHLAS_SYMM_WARP=$((v > 0 ? 1 : 0)) BATCHLAS_SYMM_WARP_SPLIT=$((v == 2 ? 1 : 0))
    timeout 40 $B $R --op symm --dtype s,d,c --side L --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SL/v$v-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op symm --dtype s,d,c --side R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SR/v$v-r$r.csv > /dev/null 2>&1
    timeout 30 $B $R --op hemm --dtype c --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/HL/v$v-r$r.csv > /dev/null 2>&1
  done
  unset BATCHLAS_SYMM_WARP BATCHLAS_SYMM_WARP_SPLIT
  t "round $r"; pack
done
{ for d in SL SR HL; do echo "== $d v0 v1"; python3 docs/bench/2026-12-05-s40/ab.py $RES/$d tiny v0 v1 v2; done; } > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt; pack
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 130 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s41/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"; pack
TN=$RES/tuned; cp -r tuned $TN
TUNE="--merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 40 --n 32"
timeout 60 $BD/tools/tune/batchlas-tune --op trmm $TUNE > $RES/tune-trmm.log 2>&1
t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"
t done; pack
