#!/usr/bin/env bash
# One device call for the native Level-2 kernels (run from the repository root on the GPU
# machine): Release build for sm_90, the probe (timings vs cuBLAS and the copy bandwidth), the
# Level-2 GPU tests, compute-sanitizer memcheck and racecheck on a subset, and one deliberate
# mutation (gemv ConjTrans without the conjugation; SKIP_MUTATION=1 leaves it out) to show the
# tests catch it. Logs in $OUT.
set -u
OUT=${OUT:-/tmp/l2out}
mkdir -p "$OUT"
start=$(date +%s)
step() { echo "[$(($(date +%s) - start))s] $*" | tee -a "$OUT/steps.log"; }
cfg="-S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES=90 -DBATCHLAS_SURE=OFF"
tests=build/tests/batchlas_tests
probe=build/tools/l2probe/batchlas-l2probe
san=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)

step configure
cmake $cfg >"$OUT/build.log" 2>&1 || cmake $cfg -DBATCHLAS_TOOLS=OFF >>"$OUT/build.log" 2>&1
step build
ninja -C build -j16 batchlas_tests batchlas-l2probe >>"$OUT/build.log" 2>&1 ||
  ninja -C build -j16 batchlas_tests >>"$OUT/build.log" 2>&1
if [ ! -x "$probe" ]; then  # tools not configured: build the probe by hand
  probe=build/l2probe
  g++ -O2 -std=c++20 -DBATCHLAS_HAVE_CUDA tools/l2probe/main.cc -Iinclude -Isrc \
    -I/usr/local/cuda/include -Lbuild -lbatchlas -L/usr/local/cuda/lib64 -lcudart -lcublas \
    -Wl,-rpath,"$PWD/build" -o "$probe" >>"$OUT/build.log" 2>&1
fi
step "built: $(ls -l $tests $probe 2>&1 | wc -l) binaries"

step probe
timeout 90 "$probe" 1 8,16,32,64,128,1024 >"$OUT/probe.log" 2>&1
step "probe rc=$?"

step tests
BATCHLAS_TEST_TARGET=gpu timeout 200 $tests \
  --gtest_filter='*Gemv*:*Ger*:*Trmv*:*Symv*:*Hemv*:*Syr*:*Her*:*Level2*-*Syrk*:*Syr2k*:*Herk*:*Her2k*' \
  >"$OUT/tests.log" 2>&1
step "tests rc=$?"

step memcheck
BATCHLAS_TEST_TARGET=gpu timeout 120 "$san" --tool memcheck --error-exitcode 9 $tests \
  --gtest_filter='Level2Native/float.GemvRoutesAgree:Level2Native/cdouble.TrmvRoutesAgree:Level2Native/cdouble.SymvAndHemvRoutesAgree:Level2Native/cfloat.SyrHerSyr2Her2RoutesAgree:Level2Native/double.GerAndGercRoutesAgree' \
  >"$OUT/memcheck.log" 2>&1
step "memcheck rc=$?"

step racecheck
BATCHLAS_TEST_TARGET=gpu timeout 90 "$san" --tool racecheck --error-exitcode 9 $tests \
  --gtest_filter='Level2Native/float.TrmvRoutesAgree:Level2Native/cdouble.SymvAndHemvRoutesAgree' \
  >"$OUT/racecheck.log" 2>&1
step "racecheck rc=$?"

if [ -z "${SKIP_MUTATION:-}" ]; then
step mutation
sed -i 's/beta_zero, a.trans == Op::ConjTrans);/beta_zero, false);/' src/ops/gemv/native.cu
grep -c "beta_zero, false);" src/ops/gemv/native.cu >"$OUT/mutation.log"
ninja -C build -j16 batchlas_tests >>"$OUT/mutation.log" 2>&1
BATCHLAS_TEST_TARGET=gpu timeout 60 $tests \
  --gtest_filter='Gemv/cfloat.*:Level2Native/cfloat.GemvRoutesAgree' 2>&1 |
  grep -E "^\[  (FAILED|PASSED|  OK) |Failure|bad elements|cuda_native|native" | head -40 >>"$OUT/mutation.log"
git checkout -- src/ops/gemv/native.cu 2>/dev/null
fi
step done
