// Argument checks shared by every operation (BLAS++'s blas_error_if idea): each failed condition
// becomes std::invalid_argument("<op>: <what>") before anything is enqueued.
#pragma once

#include <cctype>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "core/queue_impl.hh"

namespace batchlas::check {

[[noreturn]] inline void fail(const char* op, const std::string& what) {
  throw std::invalid_argument(std::string(op) + ": " + what);
}

inline void require(bool ok, const char* op, const std::string& what) {
  if (!ok) fail(op, what);
}

/// The same with the message built only on failure: every operation runs these checks on every
/// call, and a valid call should not pay for strings it never shows.
template <class F>
  requires std::is_invocable_r_v<std::string, F>
inline void require(bool ok, const char* op, F&& what) {
  if (!ok) fail(op, what());
}

inline std::string paren(int64_t v) { return " (" + std::to_string(v) + ")"; }

/// BLAS's spelling of an operand's leading dimension: "lda" for A, "ldc" for C.
inline std::string ld_name(std::string_view operand) {
  std::string ld = "ld";
  for (char ch : operand) ld += char(std::tolower(static_cast<unsigned char>(ch)));
  return ld;
}

/// Address range [lo, hi) in elements of a whole batch (empty when nothing is addressed).
struct Span {
  const char* lo = nullptr;
  const char* hi = nullptr;
  bool empty() const { return lo == hi; }
  bool overlaps(const Span& o) const { return !empty() && !o.empty() && lo < o.hi && o.lo < hi; }
};

template <class T> Span span_of(const MatrixView<T>& v) {
  if (v.rows == 0 || v.cols == 0 || v.batch == 0) return {};
  const auto* p = reinterpret_cast<const char*>(v.data);
  const int64_t last = (v.batch - 1) * v.stride + (v.cols - 1) * v.ld + v.rows;
  return {p, p + last * static_cast<int64_t>(sizeof(T))};
}

template <class T> Span span_of(const VectorView<T>& v) {
  if (v.size == 0 || v.batch == 0) return {};
  const auto* p = reinterpret_cast<const char*>(v.data);
  const int64_t inc = v.inc < 0 ? -v.inc : v.inc;
  const int64_t last = (v.batch - 1) * v.stride + (v.size - 1) * inc + 1;
  return {p, p + last * static_cast<int64_t>(sizeof(T))};
}

/// Elements from the first to one past the last of (batch - 1)*stride + (cols - 1)*ld + rows,
/// times sizeof(T): throws when that does not fit int64 (the overlap checks and every address
/// computation would wrap).
inline void addressable(const char* op, const char* n, int64_t batch, int64_t stride,
                        int64_t cols, int64_t ld, int64_t rows, int64_t elem) {
  int64_t a = 0, b = 0, last = 0, bytes = 0;
  const bool wraps = __builtin_mul_overflow(batch > 0 ? batch - 1 : 0, stride, &a) ||
                     __builtin_mul_overflow(cols > 0 ? cols - 1 : 0, ld, &b) ||
                     __builtin_add_overflow(a, b, &last) || __builtin_add_overflow(last, rows, &last) ||
                     __builtin_mul_overflow(last, elem, &bytes);
  require(!wraps, op, [&] { return std::string(n) + ": batch, stride, ld and extents address more than 2^63 bytes"; });
}

/// Every operand a call names must be memory the queue's kernels can reach (memory_why_not in
/// src/core/queue_impl.hh: on a CUDA queue, not host memory the device cannot read). Checked at
/// each span's first byte, after the shape checks and before anything is enqueued, so a host
/// array passed to a CUDA queue is a clear error instead of a fault that ends the CUDA context.
inline void reachable(const Queue& q, const char* op, std::initializer_list<std::pair<const char*, Span>> spans) {
  if (q.backend() != Backend::Cuda) return;
  for (const auto& [name, s] : spans)
    if (!s.empty())
      if (const std::string why = memory_why_not(q, s.lo); !why.empty()) fail(op, std::string(name) + " is " + why);
}

/// Complex data must be aligned to the size of one element (8 bytes for complex<float>, 16 for
/// complex<double>), which is more than C++ guarantees (alignof(std::complex<double>) is 8 on
/// x86-64): the CUDA kernels move a complex element with one vector access (ld.global.v2.f32 /
/// .v2.f64, like cuBLAS's float2 / double2 types), and a smaller alignment is a misaligned-address
/// fault that ends the CUDA context. Checked on every backend, so a call that runs on the host
/// also runs on a GPU. Element offsets keep the base's alignment, so the base is all that counts.
template <class T> void element_aligned(const char* op, const char* n, const T* data) {
  if constexpr (is_complex_v<std::remove_const_t<T>>) {
    const auto misalign = reinterpret_cast<std::uintptr_t>(data) % sizeof(T);
    require(misalign == 0, op, [&] {
      return n + (" data is " + std::to_string(misalign) + " bytes off a " + std::to_string(sizeof(T)) +
                  "-byte boundary (complex data must be aligned to the size of one element)");
    });
  }
}

/// Negative extents of a matrix view. Called first wherever other checks take their expected
/// extents from this view (k from A in gemm; the vector lengths from A in gemv, trmv, symv), so
/// the message names the view at fault.
template <class T> void extents(const char* op, const char* name, const MatrixView<T>& v) {
  require(v.rows >= 0, op, [&] { return name + (" rows" + paren(v.rows)) + " < 0"; });
  require(v.cols >= 0, op, [&] { return name + (" cols" + paren(v.cols)) + " < 0"; });
}

/// The order of a square operand (syrk's C, syr's A, ...): its extents non-negative (named as
/// such), then cols == rows ("C is 3 x 4, expected square"). Returns the order.
template <class T> int64_t square(const char* op, const char* name, const MatrixView<T>& v) {
  extents(op, name, v);
  if (v.cols != v.rows)
    fail(op, std::string(name) + " is " + std::to_string(v.rows) + " x " + std::to_string(v.cols) + ", expected square");
  return v.rows;
}

/// A matrix operand of `rows` x `cols` per item and `batch` items: ld, stride, batch, data.
template <class T>
void matrix(const char* op, const char* name, const MatrixView<T>& v, int64_t rows, int64_t cols,
            int64_t batch) {
  extents(op, name, v);
  require(v.rows == rows && v.cols == cols, op, [&] {
    return name + (" is " + std::to_string(v.rows) + " x " + std::to_string(v.cols) + ", expected " +
                   std::to_string(rows) + " x " + std::to_string(cols));
  });
  // "syrk: lda (3) < max(1, rows of A) (5)"
  require(v.ld >= (rows > 0 ? rows : 1), op, [&] {
    return ld_name(name) + paren(v.ld) + " < max(1, rows of " + name + ")" + paren(rows > 0 ? rows : 1);
  });
  require(v.stride >= 0, op, [&] { return name + (" stride" + paren(v.stride)) + " < 0"; });
  // The sign first: a negative batch with null data is a bad batch, not missing data (the null
  // check below treats any batch != 0 as non-empty).
  require(v.batch >= 0, op, [&] { return name + (" batch" + paren(v.batch)) + " < 0"; });
  require(v.batch == batch, op,
          [&] { return name + (" batch" + paren(v.batch)) + " != batch of the output" + paren(batch); });
  require(v.data != nullptr || rows == 0 || cols == 0 || batch == 0, op,
          [&] { return std::string(name) + " data is null"; });
  if (rows > 0 && cols > 0 && batch > 0) {
    element_aligned(op, name, v.data);
    addressable(op, name, batch, v.stride, cols, v.ld, rows, int64_t(sizeof(T)));
  }
}

/// An output matrix: also, items must not overlap one another.
template <class T>
void output_matrix(const char* op, const char* name, const MatrixView<T>& v, int64_t rows,
                   int64_t cols) {
  matrix(op, name, v, rows, cols, v.batch);  // refuses a negative batch
  if (v.batch > 1 && rows > 0 && cols > 0)
    require(v.stride >= (cols - 1) * v.ld + rows, op, [&] {
      return std::string(name) + " stride" + paren(v.stride) +
             " makes output items overlap (needs >= (cols-1)*ld + rows" + paren((cols - 1) * v.ld + rows) + ")";
    });
}

template <class T>
void vector(const char* op, const char* name, const VectorView<T>& v, int64_t size, int64_t batch) {
  require(v.size >= 0, op, [&] { return name + (" size" + paren(v.size)) + " < 0"; });
  require(v.size == size, op, [&] {
    return name + (" has " + std::to_string(v.size) + " elements, expected " + std::to_string(size));
  });
  require(v.inc != 0, op, [&] { return std::string("inc") + name + " is 0"; });
  require(v.stride >= 0, op, [&] { return name + (" stride" + paren(v.stride)) + " < 0"; });
  require(v.batch >= 0, op, [&] { return name + (" batch" + paren(v.batch)) + " < 0"; });  // before the null check
  require(v.batch == batch, op,
          [&] { return name + (" batch" + paren(v.batch)) + " != batch of the output" + paren(batch); });
  require(v.data != nullptr || size == 0 || batch == 0, op, [&] { return std::string(name) + " data is null"; });
  if (size > 0 && batch > 0) {
    element_aligned(op, name, v.data);
    require(v.inc != INT64_MIN, op, [&] { return std::string("inc") + name + " is INT64_MIN"; });
    addressable(op, name, batch, v.stride, size, v.inc < 0 ? -v.inc : v.inc, 1, int64_t(sizeof(T)));
  }
}

template <class T>
void output_vector(const char* op, const char* name, const VectorView<T>& v, int64_t size) {
  vector(op, name, v, size, v.batch);  // refuses a negative batch
  if (v.batch > 1 && size > 0) {  // vector() refused inc == INT64_MIN here, so -inc is defined
    const int64_t inc = v.inc < 0 ? -v.inc : v.inc;
    require(v.stride >= (size - 1) * inc + 1, op, [&] {
      return std::string(name) + " stride" + paren(v.stride) +
             " makes output items overlap (needs >= (size-1)*|inc| + 1" + paren((size - 1) * inc + 1) + ")";
    });
  }
}

/// The output must not share memory with an input.
inline void disjoint(const char* op, const char* out, const Span& o, const char* in,
                     const Span& i) {
  require(!o.overlaps(i), op, [&] { return std::string(out) + " overlaps input " + in; });
}

inline void op_allowed(const char* op, const char* name, Op v, bool allow_n, bool allow_t,
                       bool allow_c) {
  const bool ok = (v == Op::NoTrans && allow_n) || (v == Op::Trans && allow_t) ||
                  (v == Op::ConjTrans && allow_c);
  require(ok, op, [&] { return std::string(name) + " = " + to_string(v) + " is not allowed here"; });
}

template <class E> void enum_valid(const char* op, const char* name, E v, E a, E b) {
  require(v == a || v == b, op, [&] { return std::string(name) + " has an invalid value"; });
}
inline void enum_valid(const char* op, const char* name, Op v) {
  require(v == Op::NoTrans || v == Op::Trans || v == Op::ConjTrans, op,
          [&] { return std::string(name) + " has an invalid value"; });
}

}  // namespace batchlas::check
