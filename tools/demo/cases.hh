// One demo case per operation: random inputs on the queue, one checked call, a short timing.
#pragma once

#include <chrono>
#include <functional>
#include <random>
#include <string>

#include "batchlas/batchlas.hh"
#include "reference.hh"
#include "select/select.hh"

namespace demo {

using namespace batchlas;

struct Row {
  std::string op, dtype, shape;
  int64_t batch = 0;
  std::string family;
  double ms = 0;
  double rate = 0;        ///< GB/s (Level 2) or GFLOP/s (Level 3)
  const char* unit = "";
  long double error = 0;  ///< max relative error over the checked items
  bool ok = false;
};

/// A batch of random matrices in host memory and on the queue.
template <class T> struct Operand {
  int64_t rows, cols, batch;
  std::vector<T> h;
  Matrix<T> d;
  mutable Queue q;
  Operand(Queue& queue, int64_t r, int64_t c, int64_t b, std::mt19937_64& rng)
      : rows(r), cols(c), batch(b), h(static_cast<std::size_t>(r * c * b)), d(queue, r, c, b),
        q(queue) {
    std::uniform_real_distribution<double> u(-1, 1);
    for (auto& v : h) {
      if constexpr (is_complex_v<T>) v = T(real_t<T>(u(rng)), real_t<T>(u(rng)));
      else v = T(u(rng));
    }
    d.upload(h.data());
  }
  Dense item(int64_t b) const { return load(h, rows, cols, rows, rows * cols, b); }
  /// Item b as the queue holds it now (copies that item only).
  Dense device_item(int64_t b) const {
    std::vector<T> out(static_cast<std::size_t>(rows * cols));
    q.memcpy(out.data(), d.view().item(b), out.size() * sizeof(T));
    q.wait();
    return load(out, rows, cols, rows, rows * cols, 0);
  }
  MatrixView<const T> c() const { return d.view(); }
  MatrixView<T> m() { return d.view(); }
  /// The same storage seen as batch vectors of rows*cols... (vectors use rows = size, cols = 1).
  VectorView<const T> vc() const { return {d.view().data, rows, 1, rows, batch}; }
  VectorView<T> vm() { return {d.view().data, rows, 1, rows, batch}; }
};

template <class T> std::string dtype_name() { return std::string(1, to_char(dtype_of<T>())); }

template <class T> T scalar(double re, double im = 0.25) {
  if constexpr (is_complex_v<T>) return T(real_t<T>(re), real_t<T>(im));
  else return T(re);
}

/// Time `call` (after one warm-up that is also the checked call) on the queue.
inline double time_ms(Queue& q, const std::function<void()>& call, int reps) {
  q.wait();
  const auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) call();
  q.wait();
  const auto t1 = std::chrono::steady_clock::now();
  return std::chrono::duration<double, std::milli>(t1 - t0).count() / reps;
}

/// Items checked against the oracle: first, middle, last.
inline std::vector<int64_t> checked_items(int64_t batch) {
  std::vector<int64_t> v = {0, batch / 2, batch - 1};
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

/// Tolerance on the relative error: a small multiple of the reduction length times eps.
template <class T> long double tolerance(int64_t length) {
  return 64.0L * std::numeric_limits<real_t<T>>::epsilon() * std::max<int64_t>(length, 1);
}

struct Sizes {
  int64_t n3, k3, batch3;  // Level 3: n x n outputs, reduction k
  int64_t n2, batch2;      // Level 2
};

/// Run every operation for T; appends one row per operation.
template <class T> void run_all(Queue& q, const Sizes& s, std::mt19937_64& rng,
                                std::vector<Row>& rows);

}  // namespace demo
