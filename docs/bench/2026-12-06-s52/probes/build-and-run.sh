#!/usr/bin/env bash
# Build and run the GPU probes l2 and l3 (docs/bench/2026-12-06-s52/probes/README.md).
# Run from the repository root on the device machine, after the library is built in $BD:
#   bash docs/bench/2026-12-06-s52/probes/build-and-run.sh [BD=/tmp/build-s52] [RES=/tmp/probes-out]
# Environment passed through to the probes: PROBE_ROUTE_ENV=NAME=VALUE (pin one family, e.g.
# BATCHLAS_SYRK_ROUTE=tiny), PROBE_OPS=op1,op2, PROBE_BUDGET_S (default 100), BATCHLAS_* knobs.
# Writes RES/build.log, RES/l2.log, RES/l3.log and RES/summary.txt (one line a probe).
set -u
BD=${1:-/tmp/build-s52}
RES=${2:-/tmp/probes-out}
P=docs/bench/2026-12-06-s52/probes
mkdir -p "$RES"
: > "$RES/summary.txt"
# CUDA's runtime as the CMake build found it (CUDA_cudart_LIBRARY in the cache), else the usual place.
CUDART=$(sed -n 's/^CUDA_cudart_LIBRARY:FILEPATH=//p' "$BD/CMakeCache.txt" 2>/dev/null)
CUDA_LIB=$(dirname "${CUDART:-/usr/local/cuda/lib64/libcudart.so}")
CUDA_INC=$(dirname "$CUDA_LIB")/include
[ -f "$CUDA_INC/cuda_runtime.h" ] || CUDA_INC=/usr/local/cuda/include
if [ ! -f "$BD/libbatchlas.so" ]; then
  echo "probes: no $BD/libbatchlas.so (build the library first)" | tee -a "$RES/summary.txt"
  exit 2
fi
if ! nm -D "$BD/libbatchlas.so" 2>/dev/null | grep -q ' U cudaStreamCreate'; then
  echo "probes: note: $BD/libbatchlas.so does not call cudaStreamCreate* (built without CUDA? the probes would print 'no GPU: skipped')" >> "$RES/summary.txt"
fi
rc_all=0
for p in l2 l3; do
  g++ -std=c++20 -O2 -I include -I src -I "$CUDA_INC" "$P/$p.cc" -o "$RES/$p" \
    -L "$BD" -lbatchlas -L "$CUDA_LIB" -lcudart -Wl,-rpath,"$BD:$CUDA_LIB" >> "$RES/build.log" 2>&1
  brc=$?
  if [ $brc -ne 0 ]; then
    echo "$p: BUILD FAILED (rc $brc, see build.log)" | tee -a "$RES/summary.txt"
    rc_all=1; continue
  fi
  s=$(date +%s)
  timeout 120 "$RES/$p" > "$RES/$p.log" 2>&1
  rc=$?
  tot=$(grep -E '^checks=' "$RES/$p.log" | tail -1)
  dev=$(grep -E "^$p: queue" "$RES/$p.log" | head -1)
  pin=$(grep -E '^pin-refused calls' "$RES/$p.log" | tail -1)
  tot="$tot${pin:+ ($pin)}"
  case $rc in
    0) st=PASS ;; 1) st=FAIL ;; 2) st="FATAL(context lost)" ;; 3) st="INCOMPLETE(budget)" ;;
    124) st="TIMEOUT(120 s)" ;; *) st="rc $rc" ;;
  esac
  grep -q "^no GPU: skipped" "$RES/$p.log" && { st="SKIPPED(no GPU)"; tot="checks=0 failures=0"; }
  echo "$p: $st ${tot:-checks=? failures=? (no summary line; last: $(tail -1 "$RES/$p.log"))} [$(( $(date +%s) - s )) s; ${dev#$p: }]" | tee -a "$RES/summary.txt"
  [ $rc -ne 0 ] && rc_all=1
  # the first failures, for a short report
  grep -E '^(WRONG|OUTSIDE-WRITE|INPUT-WRITTEN|THROW|NO-THROW|FATAL)' "$RES/$p.log" | head -5 | sed "s/^/  $p: /" >> "$RES/summary.txt"
done
exit $rc_all
