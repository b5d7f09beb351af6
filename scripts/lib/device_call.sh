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
call_build() {
  cmake -S . -B "$BD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON \
    -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON "$@" > "$RES/cfg.log" 2>&1
  cmake --build "$BD" -j 16 --target batchlas_tests batchlas-bench ${CALL_TARGETS:-} > "$RES/build.log" 2>&1
  t "build rc $?: $(tail -1 "$RES/build.log")"
  T=$BD/tests/batchlas_tests
  B=$BD/tools/bench/batchlas-bench
}
# A/B of library variants built one after another in BD: the bench and the tests link
# libbatchlas.so, so a copied binary runs whatever library BD holds last (session 35's call 2
# compared main with itself that way). keep_variant V copies the library and the bench to
# /tmp/libV and /tmp/bV; with_variant V CMD... runs CMD with that library preloaded.
keep_variant() { mkdir -p "/tmp/lib$1"; cp -P "$BD"/libbatchlas.so* "/tmp/lib$1/"; cp "$B" "/tmp/b$1"; }
with_variant() { local v=$1; shift; LD_PRELOAD="/tmp/lib$v/libbatchlas.so.0" LD_LIBRARY_PATH="/tmp/lib$v" "$@"; }
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
