// Support for the CUDA-only suites (tests/cuda/): a gate that skips them where no device is
// used, and Twin operands (the same data on the host queue and on a CUDA queue) so a call can
// be run on the host family as the reference and on each CUDA family pinned in turn.
#pragma once

#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "support/harness.hh"

namespace gpu_support {

using namespace testing_support;

/// True when this run covers the GPU: a device exists and BATCHLAS_TEST_TARGET is not "host".
inline bool gpu_enabled() {
  const char* t = std::getenv("BATCHLAS_TEST_TARGET");
  if (t && std::string(t) == "host") return false;
  return Queue::cuda_available();
}

#define GPU_ONLY()                                                           \
  do {                                                                       \
    if (!::gpu_support::gpu_enabled()) GTEST_SKIP() << "no CUDA device run"; \
  } while (0)

/// One operand stored twice with identical contents (sentinels included): `h` on the host queue,
/// `g` on a CUDA queue. S is testing_support::Mat<T> or Vec<T>.
template <class S>
struct Twin {
  S h, g;
  decltype(std::declval<S&>().buf.host) original;
  template <class... A>
  Twin(Queue gq, A... args) : h(Queue::host(), args...), g(std::move(gq), args...) {}
  /// Fill both copies with the same random values (fill = the harness's fill).
  template <class F>
  void fill(F&& f) {
    f(h);
    g.buf.host = h.buf.host;
    original = h.buf.host;
    reset();
  }
  /// Put the original contents back on both queues.
  void reset() {
    h.buf.host = original, g.buf.host = original;
    h.buf.upload(), g.buf.upload();
  }
  S& on(bool gpu) { return gpu ? g : h; }
};

/// Elementwise agreement of `got` with `ref`: NaN in the reference (a sentinel, or NaN planted
/// under beta = 0 and overwritten there) must come back bit for bit where ref is NaN; elsewhere
/// |got - ref| <= tol * (terms + 2) * eps * max(1, max|ref|) (a normwise bound, BLAS++ style).
template <class T>
::testing::AssertionResult agree(const std::vector<T>& ref, const std::vector<T>& got,
                                 int64_t terms, double tol = 16) {
  using R = real_t<T>;
  double scale = 1;
  for (const T& v : ref)
    if (!std::isnan(std::abs(v))) scale = std::max<double>(scale, std::abs(v));
  const double limit = tol * (terms + 2) * std::numeric_limits<R>::epsilon() * scale;
  int64_t bad = 0;
  std::string first;
  for (std::size_t i = 0; i < ref.size(); ++i) {
    bool ok;
    if (std::isnan(std::abs(ref[i])))
      ok = same_bits(ref[i], got[i]);
    else
      ok = !std::isnan(std::abs(got[i])) && std::abs(got[i] - ref[i]) <= limit;
    if (!ok && bad++ == 0) {
      std::ostringstream os;
      os << "element " << i << ": got " << got[i] << ", reference " << ref[i];
      first = os.str();
    }
  }
  if (bad) return ::testing::AssertionFailure() << bad << " elements differ; first: " << first;
  return ::testing::AssertionSuccess();
}

/// Runs call(queue, gpu) on the host queue (the reference) and on `gq` with each family in
/// `families` pinned for `op`, the output twin reset before each run, and checks agreement.
/// Returns the reference output (the host family's).
template <class S, class Call>
auto expect_families_agree(Queue& gq, const std::string& op,
                           const std::vector<std::string>& families, Twin<S>& out, int64_t terms,
                           Call call, const std::string& what) {
  Queue hq = Queue::host();
  out.reset();
  call(hq, false);
  out.h.buf.download();
  const auto ref = out.h.buf.host;
  for (const auto& f : families) {
    ScopedSettings pin(with_route(op, f));
    out.reset();
    call(gq, true);
    out.g.buf.download();
    EXPECT_TRUE(agree(ref, out.g.buf.host, terms)) << op << " family " << f << ": " << what;
  }
  out.reset();  // later calls may read this operand as an input
  return ref;
}

}  // namespace gpu_support
