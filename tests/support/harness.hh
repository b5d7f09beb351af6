// Test harness: buffers with sentinel padding on any queue, random fills, bitwise checks of the
// elements a routine must not touch, and the list of queues/families a suite runs against.
#pragma once

#include <gtest/gtest.h>

#include <complex>
#include <cstdint>
#include <cstring>
#include <functional>
#include <optional>
#include <sstream>
#include <random>
#include <string>
#include <vector>

#include "batchlas/batchlas.hh"
#include "support/oracle.hh"

namespace testing_support {

using namespace batchlas;

/// Fresh random values in [-1, 1] (both parts for complex), never zero.
template <class T> T random_value(std::mt19937_64& rng) {
  std::uniform_real_distribution<double> d(-1.0, 1.0);
  auto one = [&] {
    double v = 0;
    while (std::abs(v) < 1e-3) v = d(rng);
    return v;
  };
  if constexpr (is_complex_v<T>) return T(real_t<T>(one()), real_t<T>(one()));
  else return T(one());
}

/// A recognisable NaN (payload 0x5E171) that must come back bit for bit wherever the routine
/// may not write; if it is read, NaN reaches the result and the numeric check fails too.
template <class T> T sentinel() {
  using R = real_t<T>;
  R r;
  if constexpr (sizeof(R) == 4) {
    uint32_t bits = 0x7FC5E171u;
    std::memcpy(&r, &bits, 4);
  } else {
    uint64_t bits = 0x7FF800000005E171ull;
    std::memcpy(&r, &bits, 8);
  }
  if constexpr (is_complex_v<T>) return T(r, r);
  else return r;
}

/// What fills storage a routine must not touch: NaN sentinels alternating with distinct finite
/// markers. NaN shows a read (it reaches the result); a finite marker shows a stray write even
/// when the write computes from the old value (NaN + x keeps the NaN's bits, marker + x does not).
template <class T> T untouched_fill(std::size_t index) {
  if (index % 2 == 0) return sentinel<T>();
  const real_t<T> m = real_t<T>(4096 + static_cast<double>(index % 997) + 0.5);
  if constexpr (is_complex_v<T>) return T(m, -m);
  else return m;
}

template <class T> bool same_bits(const T& a, const T& b) {
  return std::memcmp(&a, &b, sizeof(T)) == 0;
}

/// Host mirror plus queue memory for a batch of matrices (or vectors, rows = 1 storage).
template <class T> struct Buffer {
  Queue q;
  std::vector<T> host;
  T* dev = nullptr;

  Buffer(Queue queue, int64_t elements) : q(std::move(queue)), host(std::max<int64_t>(elements, 1)) {
    dev = static_cast<T*>(q.allocate(host.size() * sizeof(T)));
  }
  ~Buffer() { q.deallocate(dev); }
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
  void upload() { q.memcpy(dev, host.data(), host.size() * sizeof(T)), q.wait(); }
  void download() { q.wait(), q.memcpy(host.data(), dev, host.size() * sizeof(T)), q.wait(); }
};

/// Matrix storage of `batch` items of rows x cols with ld = rows + pad and stride = ld*cols
/// (+ extra), every element an untouched_fill() value until filled.
template <class T> struct Mat {
  int64_t rows, cols, ld, stride, batch;
  Buffer<T> buf;
  Mat(Queue q, int64_t r, int64_t c, int64_t b, int64_t pad = 2, int64_t extra = 3)
      : rows(r), cols(c), ld(std::max<int64_t>(1, r + pad)), stride(ld * c + extra), batch(b),
        buf(std::move(q), stride * std::max<int64_t>(b, 1)) {
    for (std::size_t i = 0; i < buf.host.size(); ++i) buf.host[i] = untouched_fill<T>(i);
  }
  T& at(int64_t i, int64_t j, int64_t b) { return buf.host[b * stride + i + j * ld]; }
  const T* item(int64_t b) const { return buf.host.data() + b * stride; }
  /// Fill every in-matrix element (or only those where keep(i, j)) with random values.
  void fill(std::mt19937_64& rng, const std::function<bool(int64_t, int64_t)>& keep = {}) {
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t j = 0; j < cols; ++j)
        for (int64_t i = 0; i < rows; ++i)
          if (!keep || keep(i, j)) at(i, j, b) = random_value<T>(rng);
  }
  MatrixView<T> view() { return {buf.dev, rows, cols, ld, stride, batch}; }
  MatrixView<const T> cview() { return view(); }
  /// Broadcast form: one item read by every one of `batch` items.
  MatrixView<const T> broadcast(int64_t batch_count) {
    return {buf.dev, rows, cols, ld, 0, batch_count};
  }
};

/// Vector storage with increment inc (may be negative) and sentinels between elements.
template <class T> struct Vec {
  int64_t size, inc, stride, batch;
  Buffer<T> buf;
  Vec(Queue q, int64_t n, int64_t b, int64_t increment = 1, int64_t extra = 2)
      : size(n), inc(increment),
        stride((n > 0 ? (n - 1) * std::abs(increment) + 1 : 1) + extra), batch(b),
        buf(std::move(q), stride * std::max<int64_t>(b, 1)) {
    for (std::size_t i = 0; i < buf.host.size(); ++i) buf.host[i] = untouched_fill<T>(i);
  }
  /// Logical element i of item b (BLAS order for a negative increment).
  T& at(int64_t i, int64_t b) {
    return buf.host[b * stride + (inc > 0 ? i * inc : (size - 1 - i) * -inc)];
  }
  void fill(std::mt19937_64& rng) {
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < size; ++i) at(i, b) = random_value<T>(rng);
  }
  VectorView<T> view() { return {buf.dev, size, inc, stride, batch}; }
  VectorView<const T> cview() { return view(); }
  VectorView<const T> broadcast(int64_t batch_count) {
    return {buf.dev, size, inc, 0, batch_count};
  }
};

/// Where a suite runs: the host queue, and on a GPU build with a device, the CUDA queue with
/// each family pinned. `route` is the pin word ("auto" = the table's choice).
struct Target {
  std::string name;
  Queue q;
  std::string route;
};

/// The targets a test runs on. BATCHLAS_TEST_TARGET=host gives the host queue only; =gpu gives
/// the CUDA queue (auto, then every family in `cuda_families` pinned) and nothing without a
/// device; unset gives both. ctest registers the binary once per value (labels host and gpu).
std::vector<Target> targets(const std::vector<std::string>& cuda_families);

/// Runs `body(target)` for every target with that target's route pinned for `op`; skips the
/// test when there is no target (a gpu run without a device).
#define FOR_EACH_TARGET(op, families, target)                                        \
  auto batchlas_targets_ = ::testing_support::targets(families);                     \
  if (batchlas_targets_.empty()) GTEST_SKIP() << "no CUDA device";                   \
  for (auto& target : batchlas_targets_)                                             \
    if (::batchlas::ScopedSettings batchlas_scope_{::batchlas::with_route(op, target.route)}; \
        true)                                                                        \
      if (SCOPED_TRACE(target.name); true)

/// Compare a whole output buffer after a call: where expect(i, j, b) gives an expectation the
/// element must match it within the error bound (terms = length of the reduction); everywhere
/// else (padding, the other triangle, gaps between items) the bits must equal `before`.
template <class T, class F>
::testing::AssertionResult check_output(const std::vector<T>& before, Mat<T>& out, int64_t terms,
                                        F expect, double tol = 4.0) {
  out.buf.download();
  const auto& got = out.buf.host;
  int64_t bad = 0;
  std::string first;
  for (std::size_t idx = 0; idx < got.size(); ++idx) {
    const int64_t b = static_cast<int64_t>(idx) / out.stride;
    const int64_t off = static_cast<int64_t>(idx) % out.stride;
    const int64_t j = off / out.ld, i = off % out.ld;
    std::optional<oracle::Expect<T>> e;
    if (b < out.batch && j < out.cols && i < out.rows) e = expect(i, j, b);
    std::string why;
    if (e) {
      if (!oracle::close(got[idx], *e, terms, tol)) why = "value off";
      if constexpr (is_complex_v<T>)
        if (e->exactly_real && got[idx].imag() != 0) why = "imaginary diagonal not exactly 0";
    } else if (!same_bits(got[idx], before[idx])) {
      why = "element that must not be written was changed";
    }
    if (!why.empty() && bad++ == 0) {
      std::ostringstream os;
      os << why << " at item " << b << " (" << i << ", " << j << "): got " << got[idx];
      if (e) os << ", expected " << static_cast<std::complex<long double>>(e->value);
      first = os.str();
    }
  }
  if (bad) return ::testing::AssertionFailure() << bad << " bad elements; first: " << first;
  return ::testing::AssertionSuccess();
}

/// The same for a vector output.
template <class T, class F>
::testing::AssertionResult check_output(const std::vector<T>& before, Vec<T>& out, int64_t terms,
                                        F expect, double tol = 4.0) {
  out.buf.download();
  const auto& got = out.buf.host;
  std::vector<int64_t> logical(got.size(), -1);
  for (int64_t b = 0; b < out.batch; ++b)
    for (int64_t i = 0; i < out.size; ++i)
      logical[&out.at(i, b) - got.data()] = i;
  int64_t bad = 0;
  std::string first;
  for (std::size_t idx = 0; idx < got.size(); ++idx) {
    const int64_t b = static_cast<int64_t>(idx) / out.stride;
    std::optional<oracle::Expect<T>> e;
    if (logical[idx] >= 0) e = expect(logical[idx], b);
    std::string why;
    if (e) {
      if (!oracle::close(got[idx], *e, terms, tol)) why = "value off";
    } else if (!same_bits(got[idx], before[idx])) {
      why = "element that must not be written was changed";
    }
    if (!why.empty() && bad++ == 0) {
      std::ostringstream os;
      os << why << " at item " << b << " element " << logical[idx] << ": got " << got[idx];
      if (e) os << ", expected " << static_cast<std::complex<long double>>(e->value);
      first = os.str();
    }
  }
  if (bad) return ::testing::AssertionFailure() << bad << " bad elements; first: " << first;
  return ::testing::AssertionSuccess();
}

/// Every element of the buffer bit-identical to `before` (nothing written).
template <class T> ::testing::AssertionResult untouched(const std::vector<T>& before, Buffer<T>& b) {
  b.download();
  for (std::size_t i = 0; i < before.size(); ++i)
    if (!same_bits(before[i], b.host[i]))
      return ::testing::AssertionFailure() << "element " << i << " was written";
  return ::testing::AssertionSuccess();
}

/// EXPECT that `call` throws std::invalid_argument whose message contains `needle`.
#define EXPECT_INVALID(call, needle)                                                  \
  do {                                                                                \
    try {                                                                             \
      call;                                                                           \
      ADD_FAILURE() << "no std::invalid_argument from " #call;                        \
    } catch (const std::invalid_argument& e) {                                        \
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos)                \
          << "message: " << e.what() << " lacks: " << needle;                         \
    }                                                                                 \
  } while (0)

using Types = ::testing::Types<float, double, std::complex<float>, std::complex<double>>;
using ComplexTypes = ::testing::Types<std::complex<float>, std::complex<double>>;

/// Readable typed-test names: float, double, cfloat, cdouble.
struct TypeNames {
  template <class T> static std::string GetName(int) {
    if (std::is_same_v<T, float>) return "float";
    if (std::is_same_v<T, double>) return "double";
    if (std::is_same_v<T, std::complex<float>>) return "cfloat";
    return "cdouble";
  }
};

/// Random generator seeded from the test's name, so failures reproduce.
std::mt19937_64 rng_for_test();

}  // namespace testing_support
