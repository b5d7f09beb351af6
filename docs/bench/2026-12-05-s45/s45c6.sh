#!/usr/bin/env bash
# Session 45, call 6 (prepared, not run; on main with symm-warp-split.patch applied, H200 only, needs_h200; about 190 s): the two-chain form
# of the symm / hemm warp kernel (pass 2 on two chains, no knob there) against tiny's staged engine on the H200, then
# issue 10 re-timed whole (symm float / double at m = n = 32 on the warp route by default).
# Calls 3 and 5 ran on H100s (float 1.10-1.12x, double 1.08-1.13x, complex<float> 0.95-0.98x).
# Prediction on the H200: float 1.2-1.4x, double 1.15-1.35x.
set -u
source scripts/lib/device_call.sh s45c6
cmake -S . -B "$BD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=OFF > "$RES/cfg.log" 2>&1
cmake --build "$BD" -j 16 --target batchlas-bench > "$RES/build.log" 2>&1
t "build rc $?: $(tail -1 "$RES/build.log")"
B=$BD/tools/bench/batchlas-bench
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > $RES/gpu.txt 2>&1; t "gpu: $(cat $RES/gpu.txt)"
R="--repeats 7 --warmup 2 --budget 0.3 --no-progress"
mkdir -p $RES/SL $RES/SR $RES/HL
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
ONLY="10" BUILD_DIR=$BD OUT=$RES/issues timeout 130 bash scripts/bench-issues.sh > $RES/issues10.log 2>&1
python3 scripts/issue10_targets.py $RES/issues/issue10.csv docs/bench/2026-12-05-s41/call1/issues/issue10.csv > $RES/issues/targets.txt 2>&1
t "issue 10 rc $?: $(tail -1 $RES/issues/targets.txt)"
t done; pack
