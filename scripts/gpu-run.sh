#!/usr/bin/env bash
# The lead's device calls, one phase per call (each ends inside the 10-minute limit of a call;
# the build directory stays on the warm machine between calls):
#   bash scripts/gpu-run.sh check    build, GPU tests, sanitizers, demo   (scripts/gpu-check.sh)
#   bash scripts/gpu-run.sh bench    every op vs cuBLAS (scripts/bench-all.sh) + an ncu profile of
#                                    the gram kernel
#   bash scripts/gpu-run.sh issues   the open issues' target shapes (scripts/bench-issues.sh; ONLY=)
#   bash scripts/gpu-run.sh tune     tuned/*.sm_90.{txt,csv} for every operation
#   bash scripts/gpu-run.sh profile  ncu on each open issue's limiting kernel (PROFILE="tiny-s32 ...")
# (A candidate branch against main in one call: scripts/gpu-ab.sh; with the checks and the issue
# bench on the candidate: scripts/gpu-ab-check.sh.)
# Everything lands in $OUT as at most 8 files: summary.txt (appended to) plus one .tgz per phase;
# several phases can run in one call. NCU=0 skips the profile in the bench phase. COMMIT= names
# the commit measured (the device copy's git metadata can be stale; pass it from the checkout).
#
# A device call carries the working tree with its uncommitted edits (on 2026-11-30 a helper's
# half-finished host change broke a tune call). To measure a commit exactly, make a snapshot here
#   git archive --format=tar.gz -o .snapshot/head.tgz HEAD     (.snapshot/ is git-ignored)
# pass carry [".snapshot"] to the device call and SNAPSHOT=.snapshot/head.tgz to this script: it
# then runs in that tree, extracted to a temporary directory.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
if [ -n "${SNAPSHOT:-}" ]; then
  snap=$(mktemp -d)
  tar xzf "$SNAPSHOT" -C "$snap" || { echo "gpu-run: cannot extract $SNAPSHOT" >&2; exit 2; }
  cd "$snap" || exit 2
fi
export BUILD_DIR=${BUILD_DIR:-build-gpu}
OUT=${OUT:-/tmp/gpu-run-out}
mkdir -p "$OUT"
phase=${1:?usage: gpu-run.sh check|bench|issues|tune|profile}
work=$(mktemp -d)

case "$phase" in
  check)
    HOST_TESTS=${HOST_TESTS:-0} OUT=$work bash scripts/gpu-check.sh
    rc=$?
    cp "$work/summary.txt" "$OUT/summary.txt"
    ;;
  bench)
    [ -x "$BUILD_DIR/tools/bench/batchlas-bench" ] || cmake --build "$BUILD_DIR" -j "$(nproc)" >"$work/build.log" 2>&1
    OUT=$work/all bash scripts/bench-all.sh 2>&1 | tee "$work/bench-all.log"
    if [ "${NCU:-1}" != 0 ] && command -v ncu >/dev/null; then  # where the gram kernel's time goes (issue 6)
      B=$BUILD_DIR/tools/bench/batchlas-bench
      for d in s d; do
        timeout 120 ncu --kernel-name regex:gram_tiles --launch-skip 2 --launch-count 1 \
          --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
          --section MemoryWorkloadAnalysis --section SchedulerStats \
          "$B" --op syrk --dtype $d --trans T --n 32 --k 256 --batch 2048 --family gram \
          --repeats 3 --warmup 1 --no-reference --no-floors --no-progress >"$work/ncu-gram-$d.txt" 2>&1
      done
    fi
    rc=0
    { echo "bench phase $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD)"; tail -3 "$work/bench-all.log"; } >>"$OUT/summary.txt"
    ;;
  issues)
    OUT=$work/issues ONLY=${ONLY:-"6 7 10 5"} timeout 560 bash scripts/bench-issues.sh 2>&1 | tee "$work/bench-issues.log"
    rc=0
    { echo "issues phase $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD)"; ls -l "$work/issues"; } >>"$OUT/summary.txt"
    ;;
  profile)  # Nsight Compute on each open issue's limiting kernel (PROFILE= picks cases by name)
    [ -x "$BUILD_DIR/tools/bench/batchlas-bench" ] || cmake --build "$BUILD_DIR" -j "$(nproc)" >"$work/build.log" 2>&1
    B=$BUILD_DIR/tools/bench/batchlas-bench
    mkdir -p "$work/ncu"
    # name | kernel regex | bench arguments (one case; the profiled launch is the one after warm-up)
    cases=(
      "tiny-s16|tiny_kernel|--op gemm --dtype s --n 16 --batch saturate --family tiny"
      "tiny-s32|tiny_kernel|--op gemm --dtype s --n 32 --batch saturate --family tiny"
      "tiny-z4|tiny_kernel|--op gemm --dtype z --n 4 --batch saturate --family tiny"
      "gram-d32|gram_tiles|--op syrk --dtype d --trans T --n 32 --k 256 --batch 2048 --family gram"
      "gram-s64|gram_tiles|--op syrk --dtype s --trans T --n 64 --k 1024 --batch 1024 --family gram"
      "syr-s512|rank_update|--op syr --dtype s --n 512 --batch saturate --family native"
      "syr2-d128|rank_update|--op syr2 --dtype d --n 128 --batch saturate --family native"
      "symv-s128|symv_|--op symv --dtype s --n 128 --batch saturate --family native"
      "trmm-s256|side_tiles|--op trmm --dtype s --m 256 --n 256 --batch 512 --family triangular"
    )
    for c in "${cases[@]}"; do
      IFS='|' read -r name regex args <<<"$c"
      [ -z "${PROFILE:-}" ] || [[ " $PROFILE " == *" $name "* ]] || continue
      # shellcheck disable=SC2086  # args is an argument list
      timeout 90 ncu --kernel-name "regex:$regex" --launch-skip 1 --launch-count 1 \
        --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
        --section MemoryWorkloadAnalysis --section SchedulerStats --section InstructionStats \
        --section ComputeWorkloadAnalysis \
        "$B" $args --repeats 1 --warmup 1 --no-reference --no-floors --no-progress \
        >"$work/ncu/$name.txt" 2>&1
      echo "profile $name rc $?" >>"$OUT/summary.txt"
    done
    rc=0
    ;;
  tune)
    T=$BUILD_DIR/tools/tune/batchlas-tune
    mkdir -p "$work/tuned"
    # TUNE_ARGS: more options. With --merge (e.g. TUNE_ARGS="--n 4,8,16,32 --merge") the
    # committed tables are copied in first, so the sweep re-measures part of their grid.
    case "${TUNE_ARGS:-}" in *--merge*) cp tuned/*."${TUNE_ARCH:-sm_90}".* "$work/tuned/" ;; esac
    # shellcheck disable=SC2086
    timeout 560 "$T" --op "${TUNE_OPS:-all}" --out "$work/tuned" --saturate-bytes 256M --repeats 3 \
      --warmup 1 --budget 0.2 --max-seconds 10 --no-floors --commit "${COMMIT:-$(git rev-parse --short=12 HEAD)}" ${TUNE_ARGS:-} \
      >"$work/tune.log" 2>&1
    rc=$?
    { echo "tune phase rc=$rc"; tail -5 "$work/tune.log"; ls "$work/tuned" | wc -l; } >>"$OUT/summary.txt"
    ;;
  *) echo "unknown phase $phase" >&2; exit 2 ;;
esac
tar czf "$OUT/$phase.tgz" -C "$work" .
cat "$OUT/summary.txt"
exit $rc
