#!/usr/bin/env bash
# Prepared in session 42 (no device was lent): issue 5 re-timed, then ncu of the missed target
# cells that have never been profiled (docs/PERFORMANCE.md, "Where each issue stands": the
# groups marked "not profiled"). One kernel launch each, after two warm launches; about 450 s
# with the build. On main, from the repository root: `bash docs/bench/2026-12-05-s42/profile-call.sh`
# (results in $OUT/prof.tgz), after session 41's next-call.sh and next-call-2.sh, or before them
# when the device time left cannot hold all three (it needs no branch).
# What to read in each report: Duration, DRAM throughput, achieved occupancy and registers,
# warp cycles per issued instruction and the top stall, executed instructions (per item: divide
# by the batch in the report's bench line).
set -u
source scripts/lib/device_call.sh prof
call_build
# Issue 5 re-timed first (about 60 s): its 272 cells were last timed in sessions 17-19, and 14 of
# its misses sit within 3% of their targets (gemv T, ger float n = 256, symv d n = 64, ...).
ONLY="5" BUILD_DIR=$BD OUT=$RES/issue5 timeout 200 bash scripts/bench-issues.sh > $RES/issue5.log 2>&1
python3 scripts/issue_targets.py 5 $RES/issue5/l2-families.csv $RES/issue5/issue5.csv > $RES/issue5/targets.txt 2>&1
t "issue 5 rc $?: $(grep -E 'cells met' $RES/issue5/targets.txt | tr '\n' ' ')"; pack
SEC="--section SpeedOfLight --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats --section InstructionStats --section MemoryWorkloadAnalysis_Tables"
RUN="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0"
prof() {  # prof NAME KERNEL_REGEX BENCH_ARGS...
  local name=$1 kernel=$2; shift 2
  timeout 90 ncu --kernel-name "regex:$kernel" --launch-skip 2 --launch-count 1 $SEC $B "$@" $RUN \
    > "$RES/ncu-$name.txt" 2>&1
  t "ncu $name rc $?: $(grep -E '^ +(Duration|DRAM Throughput|Achieved Occupancy|Registers Per Thread|Executed Instructions) ' "$RES/ncu-$name.txt" | awk '{print $1, $2, $NF}' | tr '\n' ';')"
  pack
}
# Issue 10, n = 32 (groups 10D-10F): trmm takes gemm's time per item on 37% fewer bytes.
prof tiny-gemm-s32 tiny_kernel --op gemm --dtype s --n 32 --batch saturate --family tiny
prof tiny-trmm-s32 tiny_kernel --op trmm --dtype s --side L --uplo L --trans N --diag N --n 32 --batch saturate --family tiny
prof tiny-symm-s32 tiny_kernel --op symm --dtype s --side L --uplo L --n 32 --batch saturate --family tiny
prof tiny-trmm-d32 tiny_kernel --op trmm --dtype d --side L --uplo L --trans N --diag N --n 32 --batch saturate --family tiny
prof tiny-gemm-c32 tiny_kernel --op gemm --dtype c --n 32 --batch saturate --family tiny
prof tiny-hemm-c32 tiny_kernel --op hemm --dtype c --side L --uplo L --n 32 --batch saturate --family tiny
prof tiny-trmm-s16 tiny_kernel --op trmm --dtype s --side L --uplo L --trans N --diag N --n 16 --batch saturate --family tiny
# Issue 10, complex<float> rank-k n = 32 (10H): the warp kernels.
prof warp-syrk-c32 rank_warp_kernel --op syrk --dtype c --uplo L --trans N --n 32 --batch saturate --family tiny
# Issue 6, gram n = 64 (6D) and complex<float> n = 32 (6B), trans = T.
prof gram-syrk-s64 gram_tiles --op syrk --dtype s --trans T --n 64 --k 1024 --batch 1024 --family gram
prof gram-syrk-c32 gram_tiles --op syrk --dtype c --trans T --n 32 --k 256 --batch 2048 --family gram
# Issue 7, symm `direct` at m = 128 (7G).
prof direct-symm-s128 side_tiles --op symm --dtype s --side L --uplo L --m 128 --n 512 --batch 1024 --family direct
# Issue 5: the rank tiles whose limit is not identified (5E), symv complex<double> n = 64 (5F).
prof tiles-her2-z128 rank_tiles --op her2 --dtype z --uplo L --n 128 --batch saturate --family packed
prof sweep-symv-z64 tri_sweep --op symv --dtype z --uplo L --n 64 --batch saturate --family native
t done; pack
