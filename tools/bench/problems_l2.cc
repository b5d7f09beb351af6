// Level-2 problems: operands, minimum bytes, useful flops and the cuBLAS spelling of each
// operation of level2.hh. gemv/symv/hemv/trmv compare with gemvStridedBatched over the full
// matrix; the rank updates (ger, syr, syr2 and their Hermitian forms) with the GEMM of inner
// dimension 1 that computes the same update on the full matrix (two for the rank-2 forms).
#include <complex>

#include "batchlas/level2.hh"
#include "bench/problem_base.hh"
#include "ops/gemv/families.hh"
#include "ops/ger/families.hh"
#include "ops/gerc/families.hh"
#include "ops/hemv/families.hh"
#include "ops/her/families.hh"
#include "ops/her2/families.hh"
#include "ops/symv/families.hh"
#include "ops/syr/families.hh"
#include "ops/syr2/families.hh"
#include "ops/trmv/families.hh"

namespace batchlas::bench {
namespace {

using cd = std::complex<double>;

/// y := alpha op(A) x + beta y, A m x n.
template <class T> class GemvProblem : public ProblemBase {
 public:
  explicit GemvProblem(const Case& c) : ProblemBase(c, sizeof(T)) {
    trans_ = c.flag("trans"), m_ = c.m, n_ = c.n;
    a_ = add(m_, n_);
    x_ = add_vector(trans_ == 'N' ? n_ : m_);
    y_ = add_vector(trans_ == 'N' ? m_ : n_);
  }
  double min_bytes() const override {
    return es() * (double(m_) * n_ + (trans_ == 'N' ? n_ : m_)) + out_bytes(trans_ == 'N' ? m_ : n_);
  }
  double flops() const override { return mac() * double(m_) * n_; }
  std::vector<FamilyInfo> families() const override { return family_infos(ops::gemv_families<T>()); }
  void run(Queue& q, int s) override {
    gemv<T>(q, static_cast<Op>(trans_), T(c_.alpha), mat<const T>(s, a_), vec<const T>(s, x_),
            T(c_.beta), vec<T>(s, y_));
  }
  std::string reference_name() const override { return "cublas gemvStridedBatched (same call)"; }
  std::vector<RefCall> reference(int s) override {
    return {gemv_call(s, trans_, m_, n_, a_, x_, y_, c_.alpha, c_.beta)};
  }

 private:
  char trans_;
  int64_t m_, n_;
  int a_, x_, y_;
};

/// ger / gerc: A := alpha x y^T (or y^H) + A, A m x n.
template <class T, bool Conj> class GerProblem : public ProblemBase {
 public:
  explicit GerProblem(const Case& c) : ProblemBase(c, sizeof(T)) {
    m_ = c.m, n_ = c.n;
    x_ = add_vector(m_), y_ = add_vector(n_), a_ = add(m_, n_);
  }
  double min_bytes() const override { return es() * (m_ + n_ + 2.0 * m_ * n_); }
  double flops() const override { return mac() * double(m_) * n_; }
  std::vector<FamilyInfo> families() const override {
    if constexpr (Conj) return family_infos(ops::gerc_families<T>());
    else return family_infos(ops::ger_families<T>());
  }
  void run(Queue& q, int s) override {
    if constexpr (Conj) gerc<T>(q, T(c_.alpha), vec<const T>(s, x_), vec<const T>(s, y_), mat<T>(s, a_));
    else ger<T>(q, T(c_.alpha), vec<const T>(s, x_), vec<const T>(s, y_), mat<T>(s, a_));
  }
  std::string reference_name() const override { return "cublas gemmStridedBatched (k = 1)"; }
  std::vector<RefCall> reference(int s) override {
    const char t = Conj && is_complex_v<T> ? 'C' : 'T';
    return {gemm_call(s, 'N', t, m_, n_, 1, x_, y_, a_, c_.alpha, 1.0)};
  }

 private:
  int64_t m_, n_;
  int x_, y_, a_;
};

/// trmv: x := op(A) x, A n x n triangular.
template <class T> class TrmvProblem : public ProblemBase {
 public:
  explicit TrmvProblem(const Case& c) : ProblemBase(c, sizeof(T)) {
    trans_ = c.flag("trans"), unit_ = c.flag("diag") == 'U', n_ = c.n;
    a_ = add(n_, n_), x_ = add_vector(n_);
    y_ = add_vector(n_);  // output of the cuBLAS comparison only (trmv itself works in place)
  }
  double a_elements() const { return unit_ ? tri(n_) - n_ : tri(n_); }
  double min_bytes() const override { return es() * (a_elements() + 2.0 * n_); }
  double flops() const override { return mac() * a_elements(); }
  std::vector<FamilyInfo> families() const override { return family_infos(ops::trmv_families<T>()); }
  void run(Queue& q, int s) override {
    trmv<T>(q, static_cast<Uplo>(c_.flag("uplo")), static_cast<Op>(trans_),
            unit_ ? Diag::Unit : Diag::NonUnit, mat<const T>(s, a_), vec<T>(s, x_));
  }
  std::string reference_name() const override { return "cublas gemvStridedBatched (full A)"; }
  std::vector<RefCall> reference(int s) override {
    return {gemv_call(s, trans_, n_, n_, a_, x_, y_, 1.0, 0.0)};
  }

 private:
  char trans_;
  bool unit_;
  int64_t n_;
  int a_, x_, y_;
};

/// symv / hemv: y := alpha A x + beta y, A n x n, uplo triangle read.
template <class T, bool Herm> class SymvProblem : public ProblemBase {
 public:
  explicit SymvProblem(const Case& c) : ProblemBase(c, sizeof(T)) {
    n_ = c.n;
    a_ = add(n_, n_), x_ = add_vector(n_), y_ = add_vector(n_);
  }
  double min_bytes() const override { return es() * (tri(n_) + n_) + out_bytes(double(n_)); }
  double flops() const override { return mac() * double(n_) * n_; }
  std::vector<FamilyInfo> families() const override {
    if constexpr (Herm) return family_infos(ops::hemv_families<T>());
    else return family_infos(ops::symv_families<T>());
  }
  void run(Queue& q, int s) override {
    const auto uplo = static_cast<Uplo>(c_.flag("uplo"));
    if constexpr (Herm)
      hemv<T>(q, uplo, T(c_.alpha), mat<const T>(s, a_), vec<const T>(s, x_), T(c_.beta), vec<T>(s, y_));
    else
      symv<T>(q, uplo, T(c_.alpha), mat<const T>(s, a_), vec<const T>(s, x_), T(c_.beta), vec<T>(s, y_));
  }
  std::string reference_name() const override { return "cublas gemvStridedBatched (full A)"; }
  std::vector<RefCall> reference(int s) override {
    return {gemv_call(s, 'N', n_, n_, a_, x_, y_, c_.alpha, c_.beta)};
  }

 private:
  int64_t n_;
  int a_, x_, y_;
};

/// syr / her: A := alpha x x^T (x^H) + A on the uplo triangle.
template <class T, bool Herm> class SyrProblem : public ProblemBase {
 public:
  explicit SyrProblem(const Case& c) : ProblemBase(c, sizeof(T)) {
    n_ = c.n;
    x_ = add_vector(n_), a_ = add(n_, n_);
  }
  double min_bytes() const override { return es() * (n_ + 2.0 * tri(n_)); }
  double flops() const override { return mac() * tri(n_); }
  std::vector<FamilyInfo> families() const override {
    if constexpr (Herm) return family_infos(ops::her_families<T>());
    else return family_infos(ops::syr_families<T>());
  }
  void run(Queue& q, int s) override {
    const auto uplo = static_cast<Uplo>(c_.flag("uplo"));
    if constexpr (Herm) her<T>(q, uplo, real_t<T>(c_.alpha), vec<const T>(s, x_), mat<T>(s, a_));
    else syr<T>(q, uplo, T(c_.alpha), vec<const T>(s, x_), mat<T>(s, a_));
  }
  std::string reference_name() const override { return "cublas gemmStridedBatched (k = 1, full A)"; }
  std::vector<RefCall> reference(int s) override {
    return {gemm_call(s, 'N', Herm ? 'C' : 'T', n_, n_, 1, x_, x_, a_, c_.alpha, 1.0)};
  }

 private:
  int64_t n_;
  int x_, a_;
};

/// syr2 / her2: A := alpha x y^T + alpha' y x^T + A on the uplo triangle.
template <class T, bool Herm> class Syr2Problem : public ProblemBase {
 public:
  explicit Syr2Problem(const Case& c) : ProblemBase(c, sizeof(T)) {
    n_ = c.n;
    x_ = add_vector(n_), y_ = add_vector(n_), a_ = add(n_, n_);
  }
  double min_bytes() const override { return es() * (2.0 * n_ + 2.0 * tri(n_)); }
  double flops() const override { return mac() * 2.0 * tri(n_); }
  std::vector<FamilyInfo> families() const override {
    if constexpr (Herm) return family_infos(ops::her2_families<T>());
    else return family_infos(ops::syr2_families<T>());
  }
  void run(Queue& q, int s) override {
    const auto uplo = static_cast<Uplo>(c_.flag("uplo"));
    if constexpr (Herm) her2<T>(q, uplo, T(c_.alpha), vec<const T>(s, x_), vec<const T>(s, y_), mat<T>(s, a_));
    else syr2<T>(q, uplo, T(c_.alpha), vec<const T>(s, x_), vec<const T>(s, y_), mat<T>(s, a_));
  }
  std::string reference_name() const override { return "cublas 2x gemmStridedBatched (k = 1, full A)"; }
  std::vector<RefCall> reference(int s) override {
    const char t = Herm ? 'C' : 'T';
    const cd a2 = Herm ? std::conj(cd(c_.alpha)) : cd(c_.alpha);
    return {gemm_call(s, 'N', t, n_, n_, 1, x_, y_, a_, c_.alpha, 1.0),
            gemm_call(s, 'N', t, n_, n_, 1, y_, x_, a_, a2, 1.0)};
  }

 private:
  int64_t n_;
  int x_, y_, a_;
};

}  // namespace

template <class T> std::unique_ptr<Problem> make_level2(const Case& c) {
  const std::string& op = c.op->name;
  if (op == "gemv") return std::make_unique<GemvProblem<T>>(c);
  if (op == "ger") return std::make_unique<GerProblem<T, false>>(c);
  if (op == "gerc") return std::make_unique<GerProblem<T, true>>(c);
  if (op == "trmv") return std::make_unique<TrmvProblem<T>>(c);
  if (op == "symv") return std::make_unique<SymvProblem<T, false>>(c);
  if (op == "syr") return std::make_unique<SyrProblem<T, false>>(c);
  if (op == "syr2") return std::make_unique<Syr2Problem<T, false>>(c);
  if constexpr (is_complex_v<T>) {
    if (op == "hemv") return std::make_unique<SymvProblem<T, true>>(c);
    if (op == "her") return std::make_unique<SyrProblem<T, true>>(c);
    if (op == "her2") return std::make_unique<Syr2Problem<T, true>>(c);
  }
  return nullptr;
}

template std::unique_ptr<Problem> make_level2<float>(const Case&);
template std::unique_ptr<Problem> make_level2<double>(const Case&);
template std::unique_ptr<Problem> make_level2<std::complex<float>>(const Case&);
template std::unique_ptr<Problem> make_level2<std::complex<double>>(const Case&);

std::unique_ptr<Problem> make_problem(const Case& c) {
  std::unique_ptr<Problem> p;
  auto make = [&](auto tag) {
    using T = decltype(tag);
    return c.op->level == 3 ? make_level3<T>(c) : make_level2<T>(c);
  };
  switch (c.dtype) {
    case 's': p = make(float{}); break;
    case 'd': p = make(double{}); break;
    case 'c': p = make(std::complex<float>{}); break;
    case 'z': p = make(std::complex<double>{}); break;
    default: throw std::invalid_argument(std::string("unknown dtype '") + c.dtype + "'");
  }
  if (!p)
    throw std::invalid_argument(c.op->name + " has no " + std::string(1, c.dtype) +
                                " precision (Hermitian operations are complex only)");
  return p;
}

}  // namespace batchlas::bench
