#!/usr/bin/env bash
# One command for a device call on the lent H200 (sm_90), under 10 minutes with 16 cores:
#   1. configure (Release, CUDA for sm_90, no SURE engine) and build with -j$JOBS;
#   2. the GPU suite in parallel gtest shards (every suite on the CUDA queue, each family pinned)
#      and ctest -L host;
#   3. compute-sanitizer memcheck and racecheck over a representative subset with small sizes;
#   4. the demo (build/tools/demo/batchlas-demo), when that tool exists.
# Logs go to $OUT (or $BUILD_DIR/gpu-check-logs without it): build.log, tests.log, sanitizer.log,
# demo.log and summary.txt, whose PASS/FAIL/SKIP lines are also printed at the end.
# Every step has its own time limit, cut to what is left of DEADLINE_S (default 570 s from the
# start) so the whole run ends inside one 10-minute call; a step with under 10 s left is skipped.
#   BUILD_DIR (default build-gpu), JOBS (default nproc), DEADLINE_S, SANITIZER_FILTER, RACECHECK_FILTER,
#   HOST_TESTS=0 (skip ctest -L host), DEMO=0 (skip the demo).
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-gpu}
OUT=${OUT:-$PWD/$BUILD_DIR/gpu-check-logs}
mkdir -p "$OUT"
JOBS=${JOBS:-$(nproc)}
SUMMARY=$OUT/summary.txt
: >"$SUMMARY"
START=$(date +%s)
DEADLINE_S=${DEADLINE_S:-570}

# step NAME LOG LIMIT_S COMMAND...: run with a time limit, append to LOG, record the verdict.
step() {
  local name=$1 log=$2 limit=$3
  shift 3
  local t0=$(date +%s)
  local left=$((START + DEADLINE_S - t0))
  if [ $left -lt 10 ]; then
    echo "FAIL  $name  (skipped: ${left} s left of DEADLINE_S=$DEADLINE_S)" | tee -a "$SUMMARY"
    return 124
  fi
  [ $left -lt "$limit" ] && limit=$left
  echo "=== $name: $*" >>"$log"
  timeout -k 10 "$limit" "$@" >>"$log" 2>&1
  local rc=$?
  local verdict=PASS
  [ $rc -eq 124 ] || [ $rc -eq 137 ] && verdict="FAIL (timed out after ${limit}s)"
  [ $rc -ne 0 ] && [ "$verdict" = PASS ] && verdict="FAIL (exit $rc)"
  echo "$verdict  $name  ($(($(date +%s) - t0)) s)" | tee -a "$SUMMARY"
  return $rc
}

{
  echo "host: $(hostname)  date: $(date -u +%FT%TZ)  commit: $(git rev-parse --short HEAD 2>/dev/null)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 | head -2
  nvcc --version 2>&1 | tail -1
} >"$OUT/build.log"

step configure "$OUT/build.log" 120 cmake -S . -B "$BUILD_DIR" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 \
  -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON || { cat "$SUMMARY"; exit 1; }
step "build library and tests" "$OUT/build.log" 420 \
  cmake --build "$BUILD_DIR" -j "$JOBS" --target batchlas_tests || { cat "$SUMMARY"; exit 1; }
# Tools (demo, bench) next; a broken tool is reported but does not stop the tests.
step "build tools" "$OUT/build.log" 90 cmake --build "$BUILD_DIR" -j "$JOBS" -- -k 0

: >"$OUT/tests.log"
# The GPU suite (what `ctest -L gpu` runs) as SHARDS parallel gtest shards: the host oracles are
# the slow part, and one process used one of the 16 cores (scripts/lib/gpu_shards.sh).
step "gpu tests (${SHARDS:-8} shards)" "$OUT/tests.log" 330 \
  bash scripts/lib/gpu_shards.sh "$BUILD_DIR/tests/batchlas_tests" "$OUT/shards" "${SHARDS:-8}"
# The failing tests by name, then the total.
grep -E '^\[  FAILED  \] .*\.|^gpu shards:' "$OUT/tests.log" | sed 's/^/    /' | head -40 >>"$SUMMARY"
# HOST_TESTS=0 leaves the host suite to CI (it needs no GPU) and saves device time.
if [ "${HOST_TESTS:-1}" != 0 ]; then
  step "ctest -L host" "$OUT/tests.log" 100 \
    ctest --test-dir "$BUILD_DIR" -L host --output-on-failure -j 4 --timeout 90
fi

# Sanitizers: our kernels (fold, expand, pack, scale), the vendor loops and the other teams'
# kernels on small sizes; one precision per suite keeps the run short.
TESTS=$BUILD_DIR/tests/batchlas_tests
SANITIZER_FILTER=${SANITIZER_FILTER:-'RoutesAgree/cfloat.RankKFamilies:RoutesAgree/double.SymmHemmFamilies:RoutesAgree/cdouble.GemmAndGemvVendor:RoutesAgree/float.Level2*:HostScalars.*:Syrk/float.BetaZero*:Gemv*/cfloat.*:Tiny/float.GemmEveryTransEveryExtent:Tiny/cdouble.TrmmEveryFlagEveryExtent:TinyHerm/cfloat.Her2kEveryFlagEveryExtent:SideNative/float.TrmmTriangularAllFlagsSmall:SideNative/double.SymmDirectAllFlagsSmall:SideNativeDouble.WideWarpTilesSmall:SideNative/float.TrmmTriangularWideTiles:SideNative/cfloat.RightNarrowManyChunks:SideNativeHerm/cfloat.HemmRightNarrowManyChunks:SideNativeHerm/cfloat.HemmDirectAllFlagsSmall:SideNative/float.NarrowLeftAllFlagsCappedGrid:SideNative/cdouble.NarrowLeftAllFlagsCappedGrid:Level2Native/float.PackedLayouts*:Level2Native/double.PackedLayoutsTrmvRoutesAgree:RankkNative/float.GramMoreItemsThanResidentBlocks:Tiny/float.Batch70000:Tiny/float.PackedAlignedEveryOpEveryFlag:TinyHerm/cdouble.PackedAlignedHermitianOps:Level2Native/float.SymvAndHemvRoutesAgree:Level2Native/cdouble.SymvAndHemvRoutesAgree:RankkNative/float.RoutesAgree:RankkNativeHerm/cdouble.RoutesAgree:RoutesAgree/float.TrmmFamilies:Level2Native/*.Sweep*SanitizerLight:Level2Native/*.RankTilesSanitizerLight:Level2Native/*.GemvTTilesSanitizerLight:Tiny/*.RankWarpSanitizerLight:TinyMma/*.RankMmaSanitizerLight:TinyMma/*.SymmMmaSanitizerLight:TinyMma/*.GemmMmaSanitizerLight:TinyMma/*.TrmmMmaSanitizerLight:TinyMma/*.Trmm16MmaSanitizerLight:Tiny/float.SymmWarpEveryFlag:Tiny/cfloat.TrmmWarpEveryFlag:Tiny/cdouble.TrmmWarpRouteByDefault'}
# Racecheck looks at shared memory; cuBLAS's own sm90 syr2k kernel reports hazards there (seen
# 2026-11-29: 560, all inside sm90_xmma_syr2k_*_cublas), so the vendor syr2k stays out of it.
# RoutesAgree/cdouble.SymmHemmFamilies ran past 60 s under racecheck on 2026-12-01 (its expand,
# blocked and recursive families are cuBLAS GEMMs; the whole filter had taken 35-56 s), so our
# own symm kernel is checked by SideNative/double.SymmDirectAllFlagsSmall instead.
RACECHECK_FILTER=${RACECHECK_FILTER:-'SideNative/double.SymmDirectAllFlagsSmall:SideNativeDouble.WideWarpTilesSmall:Syrk/float.BetaZero*:Herk/cfloat.BetaZero*:Level2Native/double.TrmvRoutesAgree:Level2Native/double.SymvAndHemvRoutesAgree:RankkNative/float.SyrkNarrowShapesGramAndTriangular:RankkNativeHerm/cdouble.HerkNarrowShapesMatchGemmReference:Tiny/double.SymmEveryFlagEveryExtent:TinyHerm/cfloat.HerkEveryFlagEveryExtent:SideNative/float.TrmmTriangularAllFlagsSmall:SideNativeHerm/cdouble.HemmDirectAllFlagsSmall:SideNativeHerm/cfloat.HemmDirectWideTiles:SideNative/float.RightNarrowManyChunks:SideNative/float.NarrowLeftAllFlagsCappedGrid:Level2Native/float.PackedLayoutsSymvAndHemvRoutesAgree:Level2Native/cdouble.PackedLayoutsTrmvRoutesAgree:RankkNative/double.GramMoreItemsThanResidentBlocks:Tiny/float.GemmEveryTransEveryExtent:TinyHerm/cdouble.PackedAlignedHermitianOps:Level2Native/cfloat.SymvAndHemvRoutesAgree:Level2Native/*.Sweep*SanitizerLight:Level2Native/*.RankTilesSanitizerLight:Level2Native/*.GemvTTilesSanitizerLight:Tiny/*.RankWarpSanitizerLight:TinyMma/*.RankMmaSanitizerLight:TinyMma/*.SymmMmaSanitizerLight:TinyMma/*.GemmMmaSanitizerLight:TinyMma/*.TrmmMmaSanitizerLight:TinyMma/*.Trmm16MmaSanitizerLight:Tiny/*.SymmWarpRouteByDefault:Tiny/*.TrmmWarpRouteByDefault'}
: >"$OUT/sanitizer.log"
if command -v compute-sanitizer >/dev/null && [ -x "$TESTS" ]; then
  export BATCHLAS_TEST_TARGET=gpu
  step "compute-sanitizer memcheck" "$OUT/sanitizer.log" 150 compute-sanitizer --tool memcheck \
    --error-exitcode 3 --print-limit 20 "$TESTS" --gtest_filter="$SANITIZER_FILTER" --gtest_brief=1
  step "compute-sanitizer racecheck" "$OUT/sanitizer.log" 200 compute-sanitizer --tool racecheck \
    --error-exitcode 3 --print-limit 20 "$TESTS" --gtest_filter="$RACECHECK_FILTER" --gtest_brief=1
  unset BATCHLAS_TEST_TARGET
  grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$OUT/sanitizer.log" | sed 's/^/    /' >>"$SUMMARY"
else
  echo "SKIP  compute-sanitizer (not found or no test binary)" | tee -a "$SUMMARY"
fi

DEMO_BIN=$BUILD_DIR/tools/demo/batchlas-demo
: >"$OUT/demo.log"
if [ "${DEMO:-1}" = 0 ]; then
  echo "SKIP  demo (DEMO=0)" | tee -a "$SUMMARY"
elif [ -x "$DEMO_BIN" ]; then
  step demo "$OUT/demo.log" 90 "$DEMO_BIN"
  tail -5 "$OUT/demo.log" | sed 's/^/    /' >>"$SUMMARY"
else
  echo "SKIP  demo ($DEMO_BIN not built)" | tee -a "$SUMMARY"
fi

echo "total $(($(date +%s) - START)) s" | tee -a "$SUMMARY"
echo "---- summary ($SUMMARY)"
cat "$SUMMARY"
! grep -q '^FAIL' "$SUMMARY"
