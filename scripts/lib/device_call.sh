# Sourced by a device call's script (one `run` of the device tool, which returns at most 8 files
# from $OUT): the steps every session's call scripts repeated (docs/bench/*/s*c*.sh).
#   . scripts/lib/device_call.sh; dc_init call5
#   dc_build b batchlas_tests batchlas-bench   # .snapshot/b.tgz -> /tmp/dc/build-b
#   dc_build a batchlas-bench
#   dc_tests b 'Tiny*:RoutesAgree/*' 150        # 16 gtest shards, killed at the limit
#   dc_bench b b-1 60 --op gemm --dtype s --n 32 --batch saturate --family tiny
#   dc_sanitizer b memcheck 'Tiny/float.PackedRoundsRacecheckLight' 60
#   dc_left 300 || exit 0                       # stop before the device budget runs out
# Everything goes to $DC_R (outside $OUT) and is packed into $OUT/NAME.tgz after every step, so
# a call cut short still returns what it measured. Log lines carry seconds since dc_init.
dc_init() {
  DC_NAME=${1:?name}
  DC_S=$(date +%s)
  DC_W=${DC_W:-/tmp/dc}
  DC_R=$DC_W/r-$DC_NAME
  DC_RR=${DC_RR:---repeats 5 --warmup 2 --budget 0.2 --no-progress}
  mkdir -p "$DC_R"
}
dc_elapsed() { echo $(($(date +%s) - DC_S)); }
dc_log() { echo "[$(dc_elapsed) s] $*" | tee -a "$DC_R/log.txt"; }
# Written beside, then renamed: a call killed during tar keeps the previous pack.
dc_pack() { tar czf "$OUT/.$DC_NAME.tgz" -C "$DC_R" . && mv "$OUT/.$DC_NAME.tgz" "$OUT/$DC_NAME.tgz"; }
# dc_left SECONDS: true while fewer than SECONDS have passed since dc_init.
dc_left() { [ "$(dc_elapsed)" -lt "$1" ]; }

# dc_build X TARGET...: configure .snapshot/X.tgz (CUDA for sm_90, no SURE) and build TARGETs.
dc_build() {
  local x=$1
  shift
  mkdir -p "$DC_W/src-$x"
  tar xzf ".snapshot/$x.tgz" -C "$DC_W/src-$x"
  cmake -S "$DC_W/src-$x" -B "$DC_W/build-$x" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBATCHLAS_CUDA=ON \
    -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF -DBATCHLAS_TESTS=ON >"$DC_W/cfg-$x.log" 2>&1
  cmake --build "$DC_W/build-$x" -j "$(nproc)" --target "$@" >"$DC_W/build-$x.log" 2>&1
  local rc=$?
  tail -5 "$DC_W/build-$x.log" >"$DC_R/build-$x-tail.log"
  tail -20 "$DC_W/cfg-$x.log" >"$DC_R/cfg-$x-tail.log"
  dc_log "build $x rc $rc"
  dc_pack
  return $rc
}

# dc_tests X FILTER LIMIT_S: the GPU tests matching FILTER in 16 shards. At the limit, timeout
# signals its whole process group, shards included; their logs (kept per call, shards-X-T) show
# how far each got, since gpu_shards.sh prints them only when all finish.
dc_tests() {
  local x=$1 filter=$2 limit=$3
  local t
  t=$(dc_elapsed)
  local log=$DC_R/tests-$x-$t.log shards=$DC_W/shards-$x-$t
  GTEST_FILTER=$filter timeout "$limit" bash "$DC_W/src-$x/scripts/lib/gpu_shards.sh" \
    "$DC_W/build-$x/tests/batchlas_tests" "$shards" 16 >"$log" 2>&1
  local rc=$?
  cp -r "$shards" "$DC_R/" 2>/dev/null
  dc_log "tests $x '$filter' rc $rc: $(grep -E '^gpu shards|FAILED  \] .*\.' "$log" | head -8 | tr '\n' ' ')"
  dc_pack
  return $rc
}

# dc_bench X NAME LIMIT_S ARGS...: batchlas-bench of build X, CSV and table as NAME.csv / NAME.log.
dc_bench() {
  local x=$1 name=$2 limit=$3
  shift 3
  timeout "$limit" "$DC_W/build-$x/tools/bench/batchlas-bench" "$@" $DC_RR --csv "$DC_R/$name.csv" \
    >"$DC_R/$name.log" 2>&1
  local rc=$?
  dc_log "bench $x $name rc $rc"
  dc_pack
  return $rc
}

# dc_sanitizer X TOOL FILTER LIMIT_S: compute-sanitizer (memcheck / racecheck) on the GPU tests.
dc_sanitizer() {
  local x=$1 tool=$2 filter=$3 limit=$4
  local log=$DC_R/$tool-$x-$(dc_elapsed).log
  BATCHLAS_TEST_TARGET=gpu timeout "$limit" compute-sanitizer --tool "$tool" --error-exitcode 3 \
    --print-limit 5 "$DC_W/build-$x/tests/batchlas_tests" --gtest_filter="$filter" --gtest_brief=1 >"$log" 2>&1
  local rc=$?
  dc_log "$tool $x '$filter' rc $rc: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|PASSED|FAILED' "$log" | tr '\n' ' ')"
  dc_pack
  return $rc
}
