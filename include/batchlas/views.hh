// Non-owning views of a batch of column-major matrices or vectors.
//
// Item b of a MatrixView starts at data + b*stride; element (i, j) of an item is at i + j*ld.
// Item b of a VectorView starts at data + b*stride; its logical element i sits at i*inc when
// inc > 0 and at (size-1-i)*|inc| when inc < 0 (reference BLAS: data is the lowest address).
// stride == 0 on an input means one operand shared by every item (broadcast); its batch must
// still equal the output's (a {data, ..., stride 0, batch 1} input to a batch of 2 throws
// "<op>: A batch (1) != batch of the output (2)"). An output with stride 0 and batch > 1 is
// rejected unless it is empty (no element written). A negative stride is rejected, even with
// batch == 1. All extents are 64-bit. Complex data must be aligned to one element (8 bytes for
// complex<float>, 16 for complex<double>: DESIGN.md §1); other alignments are rejected.
#pragma once

#include <cstdint>
#include <type_traits>

namespace batchlas {

template <class T> struct MatrixView {
  T* data = nullptr;
  int64_t rows = 0;
  int64_t cols = 0;
  int64_t ld = 1;      ///< leading dimension, >= max(1, rows)
  int64_t stride = 0;  ///< elements between consecutive items; 0 = broadcast input
  int64_t batch = 1;   ///< number of items

  T* item(int64_t b) const { return data + b * stride; }
  T& operator()(int64_t i, int64_t j, int64_t b = 0) const { return data[b * stride + i + j * ld]; }

  /// A MatrixView<T> converts to MatrixView<const T> implicitly.
  template <class U, class = std::enable_if_t<std::is_same_v<const U, T> && !std::is_same_v<U, T>>>
  MatrixView(const MatrixView<U>& o)  // NOLINT(google-explicit-constructor)
      : data(o.data), rows(o.rows), cols(o.cols), ld(o.ld), stride(o.stride), batch(o.batch) {}
  MatrixView() = default;
  MatrixView(T* d, int64_t r, int64_t c, int64_t l, int64_t s, int64_t b)
      : data(d), rows(r), cols(c), ld(l), stride(s), batch(b) {}
};

template <class T> struct VectorView {
  T* data = nullptr;
  int64_t size = 0;
  int64_t inc = 1;     ///< increment, non-zero; negative walks from the far end (BLAS)
  int64_t stride = 0;  ///< elements between consecutive items; 0 = broadcast input
  int64_t batch = 1;

  T* item(int64_t b) const { return data + b * stride; }
  /// Logical element i of item b, honouring a negative increment as BLAS does.
  T& operator()(int64_t i, int64_t b = 0) const {
    return data[b * stride + (inc > 0 ? i * inc : (size - 1 - i) * -inc)];
  }

  template <class U, class = std::enable_if_t<std::is_same_v<const U, T> && !std::is_same_v<U, T>>>
  VectorView(const VectorView<U>& o)  // NOLINT(google-explicit-constructor)
      : data(o.data), size(o.size), inc(o.inc), stride(o.stride), batch(o.batch) {}
  VectorView() = default;
  VectorView(T* d, int64_t n, int64_t i, int64_t s, int64_t b)
      : data(d), size(n), inc(i), stride(s), batch(b) {}
};

}  // namespace batchlas
