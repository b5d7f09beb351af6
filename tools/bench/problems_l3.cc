// Level-3 problems: operands, minimum bytes, useful flops and the cuBLAS GEMM spelling of each
// operation of level3.hh (docs/PERFORMANCE.md "Measuring" gives the formulas in words).
#include <complex>
#include <stdexcept>

#include "batchlas/level3.hh"
#include "bench/problem_base.hh"
#include "ops/gemm/families.hh"
#include "ops/hemm/families.hh"
#include "ops/her2k/families.hh"
#include "ops/herk/families.hh"
#include "ops/symm/families.hh"
#include "ops/syr2k/families.hh"
#include "ops/syrk/families.hh"
#include "ops/trmm/families.hh"

namespace batchlas::bench {
namespace {

Op op_of(char c) { return static_cast<Op>(c); }
using cd = std::complex<double>;

/// C := alpha op(A) op(B) + beta C; reference: the same gemmStridedBatched.
template <class T> class GemmProblem : public ProblemBase {
 public:
  explicit GemmProblem(const Case& c) : ProblemBase(c, sizeof(T)) {
    ta_ = c.flag("transa"), tb_ = c.flag("transb"), m_ = c.m, n_ = c.n, k_ = c.k;
    a_ = ta_ == 'N' ? add(m_, k_) : add(k_, m_);
    b_ = tb_ == 'N' ? add(k_, n_) : add(n_, k_);
    c_i_ = add(m_, n_);
  }
  double min_bytes() const override { return es() * (m_ * k_ + k_ * n_) + out_bytes(double(m_) * n_); }
  double flops() const override { return mac() * double(m_) * n_ * k_; }
  std::vector<FamilyInfo> families() const override { return family_infos(ops::gemm_families<T>()); }
  void run(Queue& q, int s) override {
    gemm<T>(q, op_of(ta_), op_of(tb_), T(c_.alpha), mat<const T>(s, a_), mat<const T>(s, b_),
            T(c_.beta), mat<T>(s, c_i_));
  }
  std::string reference_name() const override { return "cublas gemmStridedBatched (same call)"; }
  std::vector<RefCall> reference(int s) override {
    return {gemm_call(s, ta_, tb_, m_, n_, k_, a_, b_, c_i_, c_.alpha, c_.beta)};
  }

 private:
  char ta_, tb_;
  int64_t m_, n_, k_;
  int a_, b_, c_i_;
};

/// symm / hemm: C := alpha A B + beta C (Left) or alpha B A + beta C (Right), A's uplo triangle
/// read; reference: GEMM with the full A.
template <class T, bool Herm> class SymmProblem : public ProblemBase {
 public:
  explicit SymmProblem(const Case& c) : ProblemBase(c, sizeof(T)) {
    left_ = c.flag("side") == 'L', m_ = c.m, n_ = c.n;
    ka_ = left_ ? m_ : n_;
    a_ = add(ka_, ka_), b_ = add(m_, n_), c_i_ = add(m_, n_);
  }
  double min_bytes() const override { return es() * (tri(ka_) + double(m_) * n_) + out_bytes(double(m_) * n_); }
  double flops() const override { return mac() * double(m_) * n_ * ka_; }
  std::vector<FamilyInfo> families() const override {
    if constexpr (Herm) return family_infos(ops::hemm_families<T>());
    else return family_infos(ops::symm_families<T>());
  }
  void run(Queue& q, int s) override {
    const auto side = left_ ? Side::Left : Side::Right;
    const auto uplo = static_cast<Uplo>(c_.flag("uplo"));
    if constexpr (Herm)
      hemm<T>(q, side, uplo, T(c_.alpha), mat<const T>(s, a_), mat<const T>(s, b_), T(c_.beta), mat<T>(s, c_i_));
    else
      symm<T>(q, side, uplo, T(c_.alpha), mat<const T>(s, a_), mat<const T>(s, b_), T(c_.beta), mat<T>(s, c_i_));
  }
  std::string reference_name() const override { return "cublas gemmStridedBatched (full A)"; }
  std::vector<RefCall> reference(int s) override {
    if (left_) return {gemm_call(s, 'N', 'N', m_, n_, m_, a_, b_, c_i_, c_.alpha, c_.beta)};
    return {gemm_call(s, 'N', 'N', m_, n_, n_, b_, a_, c_i_, c_.alpha, c_.beta)};
  }

 private:
  bool left_;
  int64_t m_, n_, ka_;
  int a_, b_, c_i_;
};

/// syrk / herk: C := alpha A A^T + beta C on one triangle; reference: GEMM of the full n x n.
template <class T, bool Herm> class SyrkProblem : public ProblemBase {
 public:
  explicit SyrkProblem(const Case& c) : ProblemBase(c, sizeof(T)) {
    trans_ = c.flag("trans"), n_ = c.n, k_ = c.k;
    a_ = trans_ == 'N' ? add(n_, k_) : add(k_, n_);
    c_i_ = add(n_, n_);
  }
  double min_bytes() const override { return es() * double(n_) * k_ + out_bytes(tri(n_)); }
  double flops() const override { return mac() * tri(n_) * k_; }
  std::vector<FamilyInfo> families() const override {
    if constexpr (Herm) return family_infos(ops::herk_families<T>());
    else return family_infos(ops::syrk_families<T>());
  }
  void run(Queue& q, int s) override {
    const auto uplo = static_cast<Uplo>(c_.flag("uplo"));
    if constexpr (Herm) {
      using R = real_t<T>;
      herk<T>(q, uplo, op_of(trans_), R(c_.alpha), mat<const T>(s, a_), R(c_.beta), mat<T>(s, c_i_));
    } else {
      syrk<T>(q, uplo, op_of(trans_), T(c_.alpha), mat<const T>(s, a_), T(c_.beta), mat<T>(s, c_i_));
    }
  }
  std::string reference_name() const override { return "cublas gemmStridedBatched (full n x n)"; }
  std::vector<RefCall> reference(int s) override {
    const char t = Herm ? 'C' : 'T';
    if (trans_ == 'N') return {gemm_call(s, 'N', t, n_, n_, k_, a_, a_, c_i_, c_.alpha, c_.beta)};
    return {gemm_call(s, t, 'N', n_, n_, k_, a_, a_, c_i_, c_.alpha, c_.beta)};
  }

 private:
  char trans_;
  int64_t n_, k_;
  int a_, c_i_;
};

/// syr2k / her2k: C := alpha A B^T + alpha' B A^T + beta C; reference: two GEMMs.
template <class T, bool Herm> class Syr2kProblem : public ProblemBase {
 public:
  explicit Syr2kProblem(const Case& c) : ProblemBase(c, sizeof(T)) {
    trans_ = c.flag("trans"), n_ = c.n, k_ = c.k;
    a_ = trans_ == 'N' ? add(n_, k_) : add(k_, n_);
    b_ = trans_ == 'N' ? add(n_, k_) : add(k_, n_);
    c_i_ = add(n_, n_);
  }
  double min_bytes() const override { return es() * 2.0 * n_ * k_ + out_bytes(tri(n_)); }
  double flops() const override { return mac() * 2.0 * tri(n_) * k_; }
  std::vector<FamilyInfo> families() const override {
    if constexpr (Herm) return family_infos(ops::her2k_families<T>());
    else return family_infos(ops::syr2k_families<T>());
  }
  void run(Queue& q, int s) override {
    const auto uplo = static_cast<Uplo>(c_.flag("uplo"));
    if constexpr (Herm)
      her2k<T>(q, uplo, op_of(trans_), T(c_.alpha), mat<const T>(s, a_), mat<const T>(s, b_),
               real_t<T>(c_.beta), mat<T>(s, c_i_));
    else
      syr2k<T>(q, uplo, op_of(trans_), T(c_.alpha), mat<const T>(s, a_), mat<const T>(s, b_),
               T(c_.beta), mat<T>(s, c_i_));
  }
  std::string reference_name() const override { return "cublas 2x gemmStridedBatched (full n x n)"; }
  std::vector<RefCall> reference(int s) override {
    const char t = Herm ? 'C' : 'T';
    const cd a2 = Herm ? std::conj(cd(c_.alpha)) : cd(c_.alpha);
    if (trans_ == 'N')
      return {gemm_call(s, 'N', t, n_, n_, k_, a_, b_, c_i_, c_.alpha, c_.beta),
              gemm_call(s, 'N', t, n_, n_, k_, b_, a_, c_i_, a2, 1.0)};
    return {gemm_call(s, t, 'N', n_, n_, k_, a_, b_, c_i_, c_.alpha, c_.beta),
            gemm_call(s, t, 'N', n_, n_, k_, b_, a_, c_i_, a2, 1.0)};
  }

 private:
  char trans_;
  int64_t n_, k_;
  int a_, b_, c_i_;
};

/// trmm: C := alpha op(A) B (Left) or alpha B op(A) (Right), out of place; reference: GEMM with
/// the full A.
template <class T> class TrmmProblem : public ProblemBase {
 public:
  explicit TrmmProblem(const Case& c) : ProblemBase(c, sizeof(T)) {
    left_ = c.flag("side") == 'L', trans_ = c.flag("trans"), unit_ = c.flag("diag") == 'U';
    m_ = c.m, n_ = c.n, ka_ = left_ ? m_ : n_;
    a_ = add(ka_, ka_), b_ = add(m_, n_), c_i_ = add(m_, n_);
  }
  // With Diag::Unit the diagonal of A is never read.
  double a_elements() const { return unit_ ? tri(ka_) - ka_ : tri(ka_); }
  double min_bytes() const override { return es() * (a_elements() + 2.0 * m_ * n_); }
  double flops() const override { return mac() * a_elements() * (left_ ? n_ : m_); }
  std::vector<FamilyInfo> families() const override { return family_infos(ops::trmm_families<T>()); }
  void run(Queue& q, int s) override {
    trmm<T>(q, left_ ? Side::Left : Side::Right, static_cast<Uplo>(c_.flag("uplo")), op_of(trans_),
            unit_ ? Diag::Unit : Diag::NonUnit, T(c_.alpha), mat<const T>(s, a_), mat<const T>(s, b_),
            mat<T>(s, c_i_));
  }
  std::string reference_name() const override { return "cublas gemmStridedBatched (full A)"; }
  std::vector<RefCall> reference(int s) override {
    if (left_) return {gemm_call(s, trans_, 'N', m_, n_, m_, a_, b_, c_i_, c_.alpha, 0.0)};
    return {gemm_call(s, 'N', trans_, m_, n_, n_, b_, a_, c_i_, c_.alpha, 0.0)};
  }

 private:
  bool left_, unit_;
  char trans_;
  int64_t m_, n_, ka_;
  int a_, b_, c_i_;
};

}  // namespace

template <class T> std::unique_ptr<Problem> make_level3(const Case& c) {
  const std::string& op = c.op->name;
  if (op == "gemm") return std::make_unique<GemmProblem<T>>(c);
  if (op == "symm") return std::make_unique<SymmProblem<T, false>>(c);
  if (op == "syrk") return std::make_unique<SyrkProblem<T, false>>(c);
  if (op == "syr2k") return std::make_unique<Syr2kProblem<T, false>>(c);
  if (op == "trmm") return std::make_unique<TrmmProblem<T>>(c);
  if constexpr (is_complex_v<T>) {
    if (op == "hemm") return std::make_unique<SymmProblem<T, true>>(c);
    if (op == "herk") return std::make_unique<SyrkProblem<T, true>>(c);
    if (op == "her2k") return std::make_unique<Syr2kProblem<T, true>>(c);
  }
  return nullptr;
}

template std::unique_ptr<Problem> make_level3<float>(const Case&);
template std::unique_ptr<Problem> make_level3<double>(const Case&);
template std::unique_ptr<Problem> make_level3<std::complex<float>>(const Case&);
template std::unique_ptr<Problem> make_level3<std::complex<double>>(const Case&);

}  // namespace batchlas::bench
