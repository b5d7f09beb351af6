# Sourced by a session's device-call script (docs/bench/*/sNNcK.sh): the preamble every call
# repeats. Usage, from the repository root on the device machine:
#   source scripts/lib/device_call.sh NAME [BUILD]
#                                              (NAME: the archive, e.g. call4; BUILD: the build
#                                              folder's name, default NAME: a later call on the
#                                              same warm machine that names the same BUILD
#                                              rebuilds only what changed)
#   call_build [CMAKE ARGS...]                 (configure, build the tests and the bench, and
#                                              the targets in CALL_TARGETS if set, e.g.
#                                              batchlas-tune; T and B point at the binaries)
# Defines RES (the results folder, packed into $OUT/NAME.tgz by `pack`), t "message" (a line in
# RES/log.txt with the seconds since the start), and BD (the build folder).
S=$(date +%s)
CALL_NAME=$1
RES=/tmp/res-$CALL_NAME; rm -rf "$RES"; mkdir -p "$RES"
BD=/tmp/build-${2:-$CALL_NAME}
t() { echo "[$(($(date +%s) - S)) s] $*" | tee -a "$RES/log.txt"; }
pack() { tar czf "$OUT/$CALL_NAME.tgz" -C "$RES" . ; }
# configure TESTS [CMAKE ARGS...] and build_targets TARGET...: the one configuration every call
# uses (BATCHLAS_TESTS=TESTS) and a build of the targets, its status as a line in RES/log.txt.
configure() {
  local tests=$1; shift
  cmake -S . -B "$BD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON \
    -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS="$tests" "$@" > "$RES/cfg.log" 2>&1
}
build_targets() {
  cmake --build "$BD" -j 16 --target "$@" > "$RES/build.log" 2>&1
  t "build rc $?: $(tail -1 "$RES/build.log")"
}
call_build() {
  configure ON "$@"
  build_targets batchlas_tests batchlas-bench ${CALL_TARGETS:-}
  T=$BD/tests/batchlas_tests
  B=$BD/tools/bench/batchlas-bench
}
# bench_build: call_build's configuration without the tests, the bench alone built (about
# half the build time: for a call that only times). B points at it.
bench_build() {
  configure OFF
  build_targets batchlas-bench
  B=$BD/tools/bench/batchlas-bench
}
# A/B of library variants built one after another in BD: the bench and the tests link
# libbatchlas.so, so a copied binary runs whatever library BD holds last (session 35's call 2
# compared main with itself that way). keep_variant V copies the library and the bench to
# /tmp/libV and /tmp/bV; with_variant V CMD... runs CMD with that library preloaded.
# variant_env V prints that environment, for ab_rounds' ENV0 / ENV1 (kept library against BD's).
keep_variant() { mkdir -p "/tmp/lib$1"; cp -P "$BD"/libbatchlas.so* "/tmp/lib$1/"; cp "$B" "/tmp/b$1"; }
variant_env() { echo "LD_PRELOAD=/tmp/lib$1/libbatchlas.so.0 LD_LIBRARY_PATH=/tmp/lib$1"; }
# shellcheck disable=SC2046  # variant_env: NAME=VALUE words
with_variant() { local v=$1; shift; env $(variant_env "$v") "$@"; }
# sanitize FILTER [TIMEOUT]: compute-sanitizer memcheck, then racecheck, of the GPU tests FILTER
# selects, one line each in RES/log.txt (their logs RES/memcheck.log, RES/racecheck.log). The
# environment passes through (knobs, BATCHLAS_MAX_GRID).
sanitize() {
  local filter=$1 limit=${2:-110}
  BATCHLAS_TEST_TARGET=gpu timeout "$limit" compute-sanitizer --tool memcheck --error-exitcode 9 \
    "$T" --gtest_filter="$filter" --gtest_brief=1 > "$RES/memcheck.log" 2>&1
  t "memcheck $filter rc $?: $(grep -E 'ERROR SUMMARY' "$RES/memcheck.log" | sort | uniq -c | tr '\n' ' ')"
  BATCHLAS_TEST_TARGET=gpu timeout "$limit" compute-sanitizer --tool racecheck --error-exitcode 9 \
    "$T" --gtest_filter="$filter" --gtest_brief=1 > "$RES/racecheck.log" 2>&1
  t "racecheck $filter rc $?: $(grep -E 'RACECHECK SUMMARY|hazard' "$RES/racecheck.log" | sort | uniq -c | head -4 | tr '\n' ' ')"
}
# ncu_tiny NAME KERNEL_REGEX BENCH_ARGS...: ncu of one launch (the third) of the kernel whose
# demangled name, namespaces included (square_mma::kernel), matches KERNEL_REGEX in
# `batchlas-bench BENCH_ARGS --batch saturate --family tiny`, the sections that say what bounds
# it; RES/ncu-NAME.txt and one summary line in RES/log.txt.
ncu_tiny() {
  local name=$1 k=$2; shift 2
  local sec="--section SpeedOfLight --section ComputeWorkloadAnalysis --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats --section InstructionStats --section MemoryWorkloadAnalysis"
  local run="--repeats 3 --warmup 1 --no-reference --no-floors --no-progress --screen-factor 0"
  timeout 50 ncu --kernel-name-base demangled --kernel-name regex:$k --launch-skip 2 --launch-count 1 $sec $B "$@" --batch saturate --family tiny $run > $RES/ncu-$name.txt 2>&1
  t "ncu $name rc $?: $(grep -E '^ +(Duration|Executed Instructions|Issued Warp Per Scheduler|Achieved Occupancy|Warp Cycles Per Issued Instruction|DRAM Throughput|Registers Per Thread) ' $RES/ncu-$name.txt | awk '{print $1, $2, $NF}' | tr '\n' ';')"
}
# gpu_suite [FILTER] [TIMEOUT]: the GPU tests FILTER selects (a gtest filter; default all) in 8
# parallel shards (gpu_shards.sh; logs in RES/shards, the whole in RES/suite.log.gz); one line in
# RES/log.txt with the exit status, the totals and the first failures.
gpu_suite() {
  local filter=${1:-*} limit=${2:-330}  # s62c: the slowest of 8 shards ran past 260 s (897 tests)
  GTEST_FILTER=$filter timeout "$limit" bash scripts/lib/gpu_shards.sh "$T" "$RES/shards" 8 > "$RES/suite.log" 2>&1
  t "gpu suite ($filter) rc $?: $(grep -E '^\[  FAILED  \] .*\.|^gpu shards:' "$RES/suite.log" | head -12 | tr '\n' ' ')"
  gzip -f "$RES/suite.log"
}
# left NAME SECS: whether a step of at most SECS seconds still ends before LIMIT seconds from the
# call's start (default 560, under the device's 600 s a command); else a "skipped: NAME" line.
left() { [ $(($(date +%s) - S + $2)) -lt "${LIMIT:-560}" ] || { t "skipped: $1 (time)"; return 1; }; }
# gpu_tests FILTER [TIMEOUT] [LOG]: the GPU tests FILTER selects, brief, into RES/LOG (default
# tests.log); one line in RES/log.txt with the exit status and the summary.
gpu_tests() {
  local filter=$1 limit=${2:-150} log=${3:-tests.log}
  BATCHLAS_TEST_TARGET=gpu timeout "$limit" "$T" --gtest_filter="$filter" --gtest_brief=1 > "$RES/$log" 2>&1
  t "tests ($log) rc $?: $(grep -E '^\[  PASSED|^\[  FAILED|FAILED  \]' "$RES/$log" | head -8 | tr '\n' ' ')"
}
# gpu_name: the card's name and top SM clock into RES/gpu.txt and a line in RES/log.txt.
gpu_name() {
  nvidia-smi --query-gpu=name,clocks.max.sm --format=csv,noheader > "$RES/gpu.txt" 2>&1
  t "gpu: $(cat "$RES/gpu.txt")"
}
# count_issue N DIR: issue N's target shapes (5, 6, 7 or 10) timed into DIR by
# scripts/bench-issues.sh with the bench of BD (the environment passes through: BENCH_EXTRA,
# knobs), then counted (DIR/targetsN.txt; issue 10 against session 50's H200 run); one line in
# RES/log.txt.
count_issue() {
  local n=$1 dir=$2
  ONLY="$n" BUILD_DIR=$BD OUT=$dir timeout 240 bash scripts/bench-issues.sh > "$dir.issue$n.log" 2>&1
  if [ "$n" = 5 ]; then
    python3 scripts/issue_targets.py 5 "$dir/l2-families.csv" "$dir/issue5.csv" > "$dir/targets5.txt" 2>&1
  elif [ "$n" = 6 ] || [ "$n" = 7 ]; then
    python3 scripts/issue_targets.py "$n" "$dir/issue$n.csv" > "$dir/targets$n.txt" 2>&1
  else
    python3 scripts/issue10_targets.py "$dir/issue10.csv" docs/bench/2026-12-06-s50/c4/issues/issue10.csv > "$dir/targets10.txt" 2>&1
  fi
  t "issue $n ($(basename "$dir")): $(tail -1 "$dir/targets$n.txt")"
}
# ab_rounds DIR NAME ENV0 ENV1 LIMIT BENCH_ARGS...: the bench of B under the environment ENV0
# (variant v0) and ENV1 (v1; each a space-separated list of NAME=VALUE, or empty) in two rounds
# of alternating order (v0 v1, then v1 v0), each run's CSV DIR/vV-NAMEr.csv (what scripts/ab.py
# DIR FAMILY v0 v1 reads) with its table beside it; LIMIT seconds a run.
ab_rounds() {
  local dir=$1 name=$2 e0=$3 e1=$4 limit=$5 r v e
  shift 5
  mkdir -p "$dir"
  for r in 1 2; do for v in $([ $r = 1 ] && echo 0 1 || echo 1 0); do
    [ "$v" = 0 ] && e=$e0 || e=$e1
    # shellcheck disable=SC2086  # e: zero or more NAME=VALUE words
    timeout "$limit" env $e "$B" "$@" --csv "$dir/v$v-$name$r.csv" > "$dir/v$v-$name$r.txt" 2>&1
  done; done
}
# ab_report DIR FAMILY LABEL: scripts/ab.py over ab_rounds' CSVs in DIR (v1 against v0) into
# DIR.FAMILY.txt, and its rows (op, side, m, v1's cells, v1/v0) as one line in RES/log.txt.
ab_report() {
  python3 scripts/ab.py "$1" "$2" v0 v1 > "$1.$2.txt" 2>&1
  t "$3 ($2): $(tail -n +2 "$1.$2.txt" | awk '{print $1, $3, $(NF-7), $(NF-2), $NF}' | tr '\n' ';')"
}
# ab_side_shapes LABEL "BENCH_ARGS" SHAPE...: symm `direct` and trmm `triangular` of variant A
# (kept with keep_variant) against BD's library at each SHAPE (bench arguments, e.g. "--m 128
# --n 512 --batch 1024"): ab_rounds into RES/ab as symmI / trmmI (I: the shape's place from 1),
# each skipped when fewer than 100 s are left; then ab_report of each family under LABEL.
ab_side_shapes() {
  local label=$1 args=$2 i=0 sh op f
  shift 2
  for sh in "$@"; do
    i=$((i + 1))
    for op in "symm --family direct" "trmm --family triangular"; do
      left "bench $op $i" 100 || continue
      # shellcheck disable=SC2086  # args, op, sh: bench argument words
      ab_rounds "$RES/ab" "${op%% *}$i" "$(variant_env A)" "" 40 $args --op $op $sh
    done
  done
  for f in direct triangular; do ab_report "$RES/ab" $f "$label"; done
}
# patch_ab PATCH LABEL TEST_FILTER SANITIZE_FILTER "BENCH_ARGS" SHAPE...: variant A = BD's library
# as built (kept), variant B = BD rebuilt with PATCH applied (its diff in RES/variantB.diff; the
# call stops when PATCH does not apply); B's GPU tests (TEST_FILTER, RES/tests-B.log) and
# sanitizers (SANITIZE_FILTER), ab_side_shapes of B against A at each SHAPE, PATCH reverted.
patch_ab() {
  local patch=$1 label=$2 tests=$3 san=$4 args=$5
  shift 5
  keep_variant A
  git apply "$patch" || { t "$patch does not apply"; pack; exit 1; }
  git diff > "$RES/variantB.diff"
  build_targets batchlas_tests batchlas-bench
  gpu_tests "$tests" 150 tests-B.log; pack
  left sanitize 150 && { sanitize "$san" 70; pack; }
  ab_side_shapes "$label" "$args" "$@"
  git apply -R "$patch"
}
