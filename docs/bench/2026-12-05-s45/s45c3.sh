#!/usr/bin/env bash
# Session 45, call 3 (branch wip/symm-warp-c2; about 450 s; the tune and issue 10 only on an H200
# with time left): the symm / hemm warp kernel with B single-buffered (the next item's B staged
# once every lane holds this item's x in registers), so float runs 16 warps per SM (was 12)
# and the 8-byte types 8 (was 6): call 2's ncu (H100) read the call-1 form as latency-bound
# (0.54 / 0.45 instructions issued per scheduler cycle). Default now: symm float / double at
# m = n = 32 take the warp route (BATCHLAS_SYMM_WARP=0 turns it off).
# Prediction (engine / warp time): float 1.15-1.3x (call 1: 1.08-1.10x), double 1.1-1.25x
# (1.04-1.05x), complex<float> 0.9-1.05x (0.72-0.78x).
set -u
source scripts/lib/device_call.sh s45c3
CALL_TARGETS=batchlas-tune call_build
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
tst() {  # tst NAME FILTER [ENV...]
  local name=$1 f=$2; shift 2
  env "$@" BATCHLAS_TEST_TARGET=gpu timeout 120 $T --gtest_filter="$f" --gtest_brief=1 > $RES/tests-$name.log 2>&1
  t "tests $name rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' $RES/tests-$name.log | head -8 | tr '\n' ' ')"
}
tst trmm '*Trmm*:*trmm*'
SW='Tiny/*.SymmWarp*:SymmWarpRoute.*'
tst sw "$SW"; tst sw-g1 "$SW" BATCHLAS_MAX_GRID=1; pack
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/SL $RES/SR $RES/HL $RES/HR
for r in 1 2; do
  for v in 0 1; do
    export BATCHLAS_SYMM_WARP=$v
    timeout 40 $B $R --op symm --dtype s,d,c --side L --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SL/v$v-r$r.csv > /dev/null 2>&1
    timeout 40 $B $R --op symm --dtype s,d,c --side R --uplo L,U --n 32 --batch saturate --family tiny --csv $RES/SR/v$v-r$r.csv > /dev/null 2>&1
    timeout 30 $B $R --op hemm --dtype c --side L,R --uplo L --n 32 --batch saturate --family tiny --csv $RES/HL/v$v-r$r.csv > /dev/null 2>&1
  done
  unset BATCHLAS_SYMM_WARP
  t "round $r"; pack
done
{ for d in SL SR HL; do echo "== $d v0 v1"; python3 docs/bench/2026-12-05-s40/ab.py $RES/$d tiny v0 v1; done; } > $RES/ab.txt 2>&1
cat $RES/ab.txt >> $RES/log.txt; pack
(export BATCHLAS_MAX_GRID=1; sanitize 'Tiny/float.SymmWarpEveryFlag:Tiny/cfloat.SymmWarpEveryFlag:Tiny/double.SymmWarpEveryFlag' 90); pack
if grep -q H200 $RES/gpu.txt && [ $(($(date +%s) - S)) -lt 330 ]; then
  TN=$RES/tuned; cp -r tuned $TN
  TUNE="--merge --out $TN --saturate-bytes 256M --repeats 3 --warmup 1 --budget 0.2 --no-floors --no-progress --max-seconds 40 --n 32"
  timeout 60 $BD/tools/tune/batchlas-tune --op trmm $TUNE > $RES/tune-trmm.log 2>&1
  t "tune trmm rc $?: $(tail -1 $RES/tune-trmm.log)"; pack
  ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 130 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
  python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s41/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
  t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"
fi
t done; pack
