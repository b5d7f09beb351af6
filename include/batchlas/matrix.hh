// Owning batched containers allocated through a Queue (device memory on a CUDA queue).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "batchlas/queue.hh"
#include "batchlas/views.hh"

namespace batchlas {

namespace detail {
/// out = a*b for a, b >= 0; false when the product exceeds INT64_MAX.
inline bool mul_fits(int64_t a, int64_t b, int64_t& out) {
  if (a != 0 && b > INT64_MAX / a) return false;
  out = a * b;
  return true;
}
/// The element count of a container and its bytes both fit int64 (the views' address rule).
template <class T> bool bytes_fit(int64_t elements) {
  return elements <= INT64_MAX / static_cast<int64_t>(sizeof(T));
}
}  // namespace detail

/// `batch` column-major matrices of rows x cols with leading dimension ld (0 means max(1, rows)) stored
/// back to back (stride = ld*cols). The memory is uninitialised.
template <class T> class Matrix {
 public:
  Matrix(Queue q, int64_t rows, int64_t cols, int64_t batch = 1, int64_t ld = 0)
      : q_(std::move(q)), rows_(rows), cols_(cols), ld_(ld == 0 ? (rows > 0 ? rows : 1) : ld),
        batch_(batch) {
    if (rows < 0 || cols < 0 || batch < 0) throw std::invalid_argument("Matrix: negative extent");
    if (ld_ < (rows > 0 ? rows : 1)) throw std::invalid_argument("Matrix: ld < max(1, rows)");
    int64_t elements = 0;
    if (!detail::mul_fits(ld_, cols_, stride_) || !detail::mul_fits(stride_, batch_, elements) ||
        !detail::bytes_fit<T>(elements))
      throw std::invalid_argument("Matrix: ld, cols and batch address more than 2^63 bytes");
    const auto n = static_cast<std::size_t>(elements);
    data_ = n ? static_cast<T*>(q_.allocate(n * sizeof(T))) : nullptr;
  }
  Matrix(const Matrix&) = delete;
  Matrix& operator=(const Matrix&) = delete;
  Matrix(Matrix&& o) noexcept { *this = std::move(o); }
  Matrix& operator=(Matrix&& o) noexcept {
    std::swap(q_, o.q_), std::swap(data_, o.data_), std::swap(rows_, o.rows_);
    std::swap(cols_, o.cols_), std::swap(ld_, o.ld_), std::swap(stride_, o.stride_);
    std::swap(batch_, o.batch_);
    return *this;
  }
  ~Matrix() {
    if (data_) q_.deallocate(data_);
  }

  MatrixView<T> view() { return {data_, rows_, cols_, ld_, stride_, batch_}; }
  MatrixView<const T> view() const { return {data_, rows_, cols_, ld_, stride_, batch_}; }
  T* data() { return data_; }
  int64_t rows() const { return rows_; }
  int64_t cols() const { return cols_; }
  int64_t ld() const { return ld_; }
  int64_t stride() const { return stride_; }
  int64_t batch() const { return batch_; }
  int64_t elements() const { return stride_ * batch_; }

  /// Copy all items from host memory (stride*batch elements, same layout) and back.
  void upload(const T* host) { q_.memcpy(data_, host, sizeof(T) * elements()), q_.wait(); }
  void download(T* host) const { q_.memcpy(host, data_, sizeof(T) * elements()), q_.wait(); }
  std::vector<T> to_host() const {
    std::vector<T> h(static_cast<std::size_t>(elements()));
    if (!h.empty()) download(h.data());
    return h;
  }

 private:
  mutable Queue q_ = Queue::host();
  T* data_ = nullptr;
  int64_t rows_ = 0, cols_ = 0, ld_ = 1, stride_ = 0, batch_ = 0;
};

/// `batch` vectors of `size` elements with increment inc (> 0), stored back to back.
template <class T> class Vector {
 public:
  Vector(Queue q, int64_t size, int64_t batch = 1, int64_t inc = 1)
      : q_(std::move(q)), size_(size), inc_(inc), batch_(batch) {
    if (size < 0 || batch < 0) throw std::invalid_argument("Vector: negative extent");
    if (inc < 1) throw std::invalid_argument("Vector: inc < 1");
    int64_t span = 0, elements = 0;
    if (!detail::mul_fits(size > 0 ? size - 1 : 0, inc, span) || span == INT64_MAX ||
        !detail::mul_fits(span + 1, batch_, elements) || !detail::bytes_fit<T>(elements))
      throw std::invalid_argument("Vector: size, inc and batch address more than 2^63 bytes");
    stride_ = span + 1;
    const auto n = static_cast<std::size_t>(elements);
    data_ = n ? static_cast<T*>(q_.allocate(n * sizeof(T))) : nullptr;
  }
  Vector(const Vector&) = delete;
  Vector& operator=(const Vector&) = delete;
  Vector(Vector&& o) noexcept { *this = std::move(o); }
  Vector& operator=(Vector&& o) noexcept {
    std::swap(q_, o.q_), std::swap(data_, o.data_), std::swap(size_, o.size_);
    std::swap(inc_, o.inc_), std::swap(stride_, o.stride_), std::swap(batch_, o.batch_);
    return *this;
  }
  ~Vector() {
    if (data_) q_.deallocate(data_);
  }

  VectorView<T> view() { return {data_, size_, inc_, stride_, batch_}; }
  VectorView<const T> view() const { return {data_, size_, inc_, stride_, batch_}; }
  T* data() { return data_; }
  int64_t size() const { return size_; }
  int64_t stride() const { return stride_; }
  int64_t batch() const { return batch_; }
  int64_t elements() const { return stride_ * batch_; }

  void upload(const T* host) { q_.memcpy(data_, host, sizeof(T) * elements()), q_.wait(); }
  void download(T* host) const { q_.memcpy(host, data_, sizeof(T) * elements()), q_.wait(); }
  std::vector<T> to_host() const {
    std::vector<T> h(static_cast<std::size_t>(elements()));
    if (!h.empty()) download(h.data());
    return h;
  }

 private:
  mutable Queue q_ = Queue::host();
  T* data_ = nullptr;
  int64_t size_ = 0, inc_ = 1, stride_ = 1, batch_ = 0;
};

}  // namespace batchlas
