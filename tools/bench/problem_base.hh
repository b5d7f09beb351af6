// Shared machinery of the per-operation problems (problems_l2.cc, problems_l3.cc): the operand
// layout, views onto a set, and helpers for the byte/flop formulas and the cuBLAS spelling.
// Operands are tightly packed: matrices with ld = rows and stride = rows*cols (ld = rows +
// Case::ld_pad and stride = ld*cols with --ld-pad), vectors with inc = 1 and stride = size; each
// operand's batch starts on a 256-byte boundary.
#pragma once

#include <complex>
#include <cstdint>
#include <vector>

#include "batchlas/types.hh"
#include "batchlas/views.hh"
#include "bench/problem.hh"
#include "select/select.hh"

namespace batchlas::bench {

class ProblemBase : public Problem {
 public:
  ProblemBase(const Case& c, int64_t element) : c_(c), es_(element) {}

  void set_batch(int64_t b) override { batch_ = b; }
  // Saturating at INT64_MAX: a case past 2^63 bytes (n = 3e9, or a batch of 1e9 large items)
  // wrapped negative, passed the memory check and ended in std::bad_alloc or a negative stride;
  // saturated it is "skipped: needs ... MiB" like any case too big for the memory.
  int64_t item_bytes() const override {
    int64_t s = 0;
    for (std::size_t i = 0; i < operands_.size(); ++i) s = sat_add(s, sat_mul(stride(int(i)), es_));
    return s;
  }
  int64_t set_bytes() const override {
    int64_t s = 0;
    for (std::size_t i = 0; i < operands_.size(); ++i)
      s = sat_add(s, aligned(sat_mul(sat_mul(stride(int(i)), es_), batch_)));
    return s;
  }
  void add_set(std::byte* base) override {
    std::vector<std::byte*> ptrs;
    for (std::size_t i = 0; i < operands_.size(); ++i)
      ptrs.push_back(base), base += aligned(stride(int(i)) * es_ * batch_);
    sets_ptr_.push_back(std::move(ptrs));
    ++sets_;
  }
  std::string reference_name() const override { return ""; }
  std::vector<RefCall> reference(int) override { return {}; }

 protected:
  static int64_t sat_mul(int64_t a, int64_t b) {
    int64_t r;
    return __builtin_mul_overflow(a, b, &r) ? INT64_MAX : r;
  }
  static int64_t sat_add(int64_t a, int64_t b) {
    int64_t r;
    return __builtin_add_overflow(a, b, &r) ? INT64_MAX : r;
  }
  static int64_t aligned(int64_t b) { return b > INT64_MAX - 255 ? INT64_MAX : (b + 255) / 256 * 256; }
  /// Declare a matrix operand of rows x cols per item; returns its index.
  int add(int64_t rows, int64_t cols) {
    operands_.push_back({rows, cols, true});
    return static_cast<int>(operands_.size()) - 1;
  }
  /// Declare a vector operand of `size` elements per item (never padded); returns its index.
  int add_vector(int64_t size) {
    operands_.push_back({size, 1, false});
    return static_cast<int>(operands_.size()) - 1;
  }
  template <class T> T* ptr(int s, int i) const { return reinterpret_cast<T*>(sets_ptr_[s][i]); }
  /// A matrix's view: ld(i), and items ld(i) * cols apart (an empty matrix's items as far apart as
  /// its columns of one element: a stride the views accept, never used).
  template <class T> MatrixView<T> mat(int s, int i) const {
    const auto& o = operands_[i];
    return {ptr<T>(s, i), o.rows, o.cols, ld(i), sat_mul(ld(i), o.cols), batch_};
  }
  template <class T> VectorView<T> vec(int s, int i) const {
    const auto& o = operands_[i];
    return {ptr<T>(s, i), o.rows, 1, o.rows, batch_};
  }
  /// A matrix's leading dimension: rows (at least 1) plus the case's padding.
  int64_t ld(int i) const {
    const auto& o = operands_[i];
    return sat_add(o.rows > 0 ? o.rows : 1, o.matrix ? c_.ld_pad : 0);
  }
  /// Elements stored per item and between items (cuBLAS's stride, the memory budget): ld * cols
  /// for a padded matrix, rows * cols for a tight one (0 for an empty one, as before --ld-pad),
  /// size for a vector.
  int64_t stride(int i) const {
    const auto& o = operands_[i];
    if (!o.matrix) return o.rows;
    return sat_mul(c_.ld_pad > 0 ? ld(i) : o.rows, o.cols);
  }

  /// One strided-batched GEMM over operands a, b, c of set s with the given shape.
  RefCall gemm_call(int s, char ta, char tb, int64_t m, int64_t n, int64_t k, int a, int b, int c,
                    std::complex<double> alpha, std::complex<double> beta) const {
    RefCall r;
    r.transa = ta, r.transb = tb, r.m = m, r.n = n, r.k = k;
    r.A = sets_ptr_[s][a], r.lda = ld(a), r.stride_a = stride(a);
    r.B = sets_ptr_[s][b], r.ldb = ld(b), r.stride_b = stride(b);
    r.C = sets_ptr_[s][c], r.ldc = ld(c), r.stride_c = stride(c);
    r.batch = batch_, r.alpha = alpha, r.beta = beta;
    return r;
  }
  /// One strided-batched GEMV: y(c) = alpha op(A(a)) x(b) + beta y(c), A m x n.
  RefCall gemv_call(int s, char trans, int64_t m, int64_t n, int a, int x, int y,
                    std::complex<double> alpha, std::complex<double> beta) const {
    RefCall r = gemm_call(s, trans, 'N', m, n, 0, a, x, y, alpha, beta);
    r.gemv = true;
    return r;
  }

  /// Elements of a stored triangle with its diagonal.
  static double tri(int64_t n) { return 0.5 * static_cast<double>(n) * static_cast<double>(n + 1); }
  /// Bytes of an output of `elements` written once, and read too when beta != 0.
  double out_bytes(double elements) const { return elements * es_ * (c_.beta != 0 ? 2 : 1); }
  /// Flops of one multiply-add at this precision.
  double mac() const { return is_complex_dtype(c_.dtype) ? 8 : 2; }
  double es() const { return static_cast<double>(es_); }

  Case c_;
  int64_t es_;

 private:
  struct Operand {
    int64_t rows, cols;
    bool matrix;  // padded by Case::ld_pad
  };
  std::vector<Operand> operands_;
  std::vector<std::vector<std::byte*>> sets_ptr_;
};

/// The family list of an operation as FamilyInfo.
template <class Args>
std::vector<FamilyInfo> family_infos(const std::vector<select::Family<Args>>& fams) {
  std::vector<FamilyInfo> out;
  for (const auto& f : fams) out.push_back({f.name, select::to_string(f.kind), f.backend == Backend::Cuda});
  return out;
}

template <class T> std::unique_ptr<Problem> make_level3(const Case& c);
template <class T> std::unique_ptr<Problem> make_level2(const Case& c);

}  // namespace batchlas::bench
