#!/usr/bin/env bash
# One device call that measures and verifies a candidate (session 7's calls, docs/PERFORMANCE-LOG.md):
#   1. scripts/gpu-ab.sh: snapshots A (baseline) and B (candidate) built side by side, the same
#      bench commands on both, b/a speed-ups (about 110 s with three commands);
#   2. scripts/gpu-check.sh on B's build: the GPU suite in SHARDS shards, compute-sanitizer
#      memcheck / racecheck with SANITIZER_FILTER / RACECHECK_FILTER, the demo (about 190 s);
#      CHECK=0 skips it, GTEST_FILTER narrows the suite;
#   3. ONLY="10" scripts/bench-issues.sh on B (about 50 s per issue); ONLY= skips it.
# Prepare here (.snapshot/ is git-ignored), then run on the device with carry [".snapshot"]:
#   git archive --format=tar.gz -o .snapshot/a.tgz main
#   git archive --format=tar.gz -o .snapshot/b.tgz wip/candidate
#   A=.snapshot/a.tgz B=.snapshot/b.tgz BENCH='--op gemm --dtype s --n 4 --batch saturate --family tiny' \
#     bash scripts/gpu-ab-check.sh
# Everything returns in $OUT: log.txt (the steps and their times), ab-summary.txt, ab.tgz,
# check-summary.txt, check.tgz, issues.tgz. Each step has a time limit; the whole stays inside
# LIMIT seconds (default 570, under the 600 s of a call).
set -u
: "${A:?A= baseline snapshot}" "${B:?B= candidate snapshot}" "${BENCH:?BENCH= bench arguments}"
OUT=${OUT:-/tmp/gpu-ab-check-out}
mkdir -p "$OUT"
S=$(date +%s)
LIMIT=${LIMIT:-570}
left() { echo $((LIMIT - $(date +%s) + S)); }
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a "$OUT/log.txt"; }
here=$(cd "$(dirname "$0")/.." && pwd)
W=${W:-/tmp/ab}

W=$W OUT=/tmp/gpu-ab-check-abo timeout "${AB_LIMIT:-300}" bash "$here/scripts/gpu-ab.sh" >/tmp/gpu-ab-check-ab.log 2>&1
t "ab rc $?"
cp /tmp/gpu-ab-check-abo/summary.txt "$OUT/ab-summary.txt" 2>/dev/null
cp /tmp/gpu-ab-check-abo/ab.tgz "$OUT/ab.tgz" 2>/dev/null

cd "$W/src-b" || exit 2
if [ "${CHECK:-1}" != 0 ]; then
  SHARDS=${SHARDS:-16} HOST_TESTS=0 BUILD_DIR="$W/build-b" OUT=/tmp/gpu-ab-check-chk \
    timeout "$(($(left) - ${ISSUES_RESERVE:-60}))" bash scripts/gpu-check.sh >/tmp/gpu-ab-check-chk.log 2>&1
  t "check rc $?"
  cp /tmp/gpu-ab-check-chk/summary.txt "$OUT/check-summary.txt" 2>/dev/null
  tar czf "$OUT/check.tgz" -C /tmp/gpu-ab-check-chk . 2>/dev/null
fi
if [ -n "${ONLY-10}" ]; then
  BUILD_DIR="$W/build-b" OUT=/tmp/gpu-ab-check-iss ONLY="${ONLY-10}" timeout "$(left)" \
    bash scripts/bench-issues.sh >/tmp/gpu-ab-check-iss.log 2>&1
  t "issues rc $?"
  tar czf "$OUT/issues.tgz" -C /tmp/gpu-ab-check-iss . 2>/dev/null
fi
cat "$OUT/log.txt"
