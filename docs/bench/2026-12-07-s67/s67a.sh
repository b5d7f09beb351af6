#!/usr/bin/env bash
# Session 67 (any card; about 560 s fresh): double's wide side tiles (Left and Right) (Settings::side_wide,
# BATCHLAS_SIDE_WIDE: 128 x 64 blocks of four 64 x 32 warp tiles, MmaWarpW, 2 blocks an SM, BK 16
# in 3 stages, row-panel fragments as 16-byte loads) against the landed 64 x 64 blocks of 32 x 32
# warp tiles, one build, the switch in the environment (v0 = off, v1 = on). Why: session 66's
# ncu of symm d Left m = 1024 found ours issuing 20 instructions per m16n8k8 against cuBLAS's
# 6.9 (its 64 x 32 warp tiles, 128 x 64 blocks), the DMMA pipe at 63% against 92%.
# ptxas -v (sm_90, local): Left 255 registers, spill stores / loads 12 / 12 bytes (symm, reading C),
# 64 / 112 (trmm T), 16 / 28 (trmm N, l-major A); Right 252-255, none.
# Prediction: symm Left 1.15-1.35x at m = 256 and 1024 (fewer fragment loads and staging per
# mma, 16 independent mma a step), less at m = 128 (one A tile); trmm m = 128 0.8-0.95x (a
# 128-row A tile does the whole GEMM's work there, 64-row tiles 0.75 of it), 1.1-1.3x at 1024.
set -u
source scripts/lib/device_call.sh s67a ${S67A_BUILD:-s67a}
call_build
gpu_name
gpu_tests 'SideNativeDouble.*' 150 tests-wide.log; pack
R="--repeats 5 --warmup 2 --budget 0.3 --no-progress --uplo L --diag N --side L,R --dtype d"
i=0
for sh in "--m 1024 --n 1024 --batch 32" "--m 256 --n 256 --batch 512" "--m 128 --n 512 --batch 1024"; do
  i=$((i + 1))
  left "bench $i" 60 || continue
  # shellcheck disable=SC2086  # R, sh: bench argument words
  ab_rounds "$RES/ab" "symm$i" "BATCHLAS_SIDE_WIDE=0" "BATCHLAS_SIDE_WIDE=1" 40 $R --op symm --family direct $sh
  # shellcheck disable=SC2086
  ab_rounds "$RES/ab" "trmm$i" "BATCHLAS_SIDE_WIDE=0" "BATCHLAS_SIDE_WIDE=1" 40 $R --op trmm --trans N,T --family triangular $sh
  pack
done
ab_report "$RES/ab" direct "A/B double wide (1) / 64 x 64 (0)"
ab_report "$RES/ab" triangular "A/B double wide (1) / 64 x 64 (0)"
pack
left "tests wide on" 100 && { BATCHLAS_SIDE_WIDE=1 gpu_tests 'SideNative/double.*:RoutesAgree/double.SymmHemmFamilies:RoutesAgree/double.TrmmFamilies' 100 tests-wide-on.log; pack; }
left sanitize 90 && { sanitize 'SideNativeDouble.WideWarpTilesSmall' 45; pack; }
# The wide symm kernel's SASS: its local-memory traffic and instruction mix.
left sass 30 && {
  cuobjdump -sass -fun side_tiles "$BD"/libbatchlas.so > "$RES/sass-all.txt" 2>/dev/null
  python3 - "$RES/sass-all.txt" > "$RES/sass-wide.txt" <<'PY'
import re, sys, collections
text = open(sys.argv[1]).read()
for fn in re.split(r"\n\s*Function : ", text)[1:]:
    name = fn.split("\n", 1)[0]
    if "ELi128ELi64ELb1E" not in name:
        continue
    ops = collections.Counter(m.group(1).split(".")[0] for m in re.finditer(r"/\*[0-9a-f]{4}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)", fn))
    print(name[:160]); print("  ", sum(ops.values()), "instructions;", ", ".join(f"{k} {v}" for k, v in ops.most_common(14)))
PY
  t "sass: $(grep -c instructions "$RES/sass-wide.txt") wide kernels; $(head -2 "$RES/sass-wide.txt" | tail -1)"
  gzip -f "$RES/sass-all.txt"; pack; }
N="--op symm --dtype d --side L --uplo L --m 1024 --n 1024 --batch 32 --family direct --repeats 3 --warmup 1 --no-floors --no-progress --no-reference"
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section ComputeWorkloadAnalysis --section InstructionStats --section LaunchStats"
left ncu 60 && { BATCHLAS_SIDE_WIDE=1 timeout 60 ncu --kernel-name regex:side_tiles --launch-skip 2 --launch-count 1 $SEC $B $N > $RES/ncu-symm-d-L1024-wide.txt 2>&1; t "ncu wide rc $?: $(grep -E '^ +(Duration|Executed Instructions|Executed Ipc Active|Registers Per Thread|Eligible Warps Per Scheduler) ' $RES/ncu-symm-d-L1024-wide.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"; pack; }
t done; pack
