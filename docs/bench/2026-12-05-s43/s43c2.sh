#!/usr/bin/env bash
# Session 43, call 2 (on main, built with -lineinfo; about 250 s): where the tiny engine's
# instructions go at n = 32. The profiles of profile-call.sh (this session, H100): a float item
# executes 3,071 warp instructions in gemm, 3,183 in trmm and 3,622 in symm (1,024 of them FFMA),
# at 0.64-0.68 issued per scheduler: on the H200's faster memory the engine is issue-bound, so trmm
# and symm take gemm's time per item or more. The SASS and CUDA-line views (SourceCounters) split
# the count into staging (cp.async), the fix phase (the walk that zeroes or mirrors A's other
# triangle), the product loop and the store. Digest: docs/bench/2026-12-03-h200-s31/ncu_src.py mix.
set -u
# Sessions 44 and 45 routed trmm's and symm's tiny family at n = 32 to warp kernels; this call
# profiles the engine.
export BATCHLAS_TRMM_WARP=0 BATCHLAS_SYMM_WARP=0
source scripts/lib/device_call.sh s43c2
call_build -DCMAKE_CUDA_FLAGS=-lineinfo
RUN="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0"
src() {  # src NAME BENCH_ARGS...
  local name=$1; shift
  for view in sass cuda; do
    timeout 90 ncu --kernel-name regex:tiny_kernel --launch-skip 2 --launch-count 1 --section SourceCounters \
      --section InstructionStats --page source --print-source $view --csv $B "$@" $RUN > "$RES/src-$name-$view.csv" 2>&1
    t "ncu src $name $view rc $?: $(wc -l < "$RES/src-$name-$view.csv") lines"
  done
  python3 docs/bench/2026-12-03-h200-s31/ncu_src.py mix "$RES/src-$name-sass.csv" > "$RES/mix-$name.txt" 2>&1
  pack
}
src gemm-s32 --op gemm --dtype s --n 32 --batch saturate --family tiny
src trmm-s32 --op trmm --dtype s --side L --uplo L --trans N --diag N --n 32 --batch saturate --family tiny
src symm-s32 --op symm --dtype s --side L --uplo L --n 32 --batch saturate --family tiny
src trmm-d32 --op trmm --dtype d --side L --uplo L --trans N --diag N --n 32 --batch saturate --family tiny
t done; pack
