// Runs src/backends/cublas/blocked.hh (run_blocked, run_rank_k_blocked; the latter also with the
// diagonal steps removed, as syrk/herk recursive_native runs it) against host stand-ins of
// cuBLAS (strided and pointer-array batched GEMM), the workspace and the expansion kernels, and
// compares with a dense oracle: batch 5 in chunks of 2, broadcast A, in-place trmm, float (odd
// scratch sizes: pointer area alignment) and complex<double>. Build under ASan/UBSan.
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include "backends/cublas/blocked.hh"

namespace batchlas::kernels {
template <class T>
void repeat_pointers(Queue&, PointerRun<T> a, PointerRun<T> b, PointerRun<T> c, int64_t count, int64_t items, T** pa,
                     T** pb, T** pc) {
  const PointerRun<T> r[3] = {a, b, c};
  T** const out[3] = {pa, pb, pc};
  for (int o = 0; o < 3; ++o) {
    if (reinterpret_cast<std::uintptr_t>(out[o]) % 16) throw std::runtime_error("pointer array misaligned");
    for (int64_t j = 0; j < count; ++j)
      for (int64_t i = 0; i < items; ++i) out[o][j * items + i] = const_cast<T*>(r[o].base + j * r[o].delta + i * r[o].stride);
  }
}
}  // namespace batchlas::kernels

using namespace batchlas;
namespace bl = ops::blocked;

template <class T> T rnd(std::mt19937_64& g) {
  std::uniform_real_distribution<double> d(-1, 1);
  if constexpr (is_complex_v<T>) return T(d(g), d(g)); else return T(d(g));
}
template <class T> T conjv(T v) { if constexpr (is_complex_v<T>) return std::conj(v); else return v; }
template <class T> double tol() { return sizeof(typename std::conditional_t<is_complex_v<T>, T, std::complex<T>>::value_type) == 4 ? 1e-4 : 1e-12; }
template <class T> T nanv() { double q = std::nan(""); if constexpr (is_complex_v<T>) return T(q, q); else return T(q); }

int failures = 0, cases = 0;
// Elements (i < rows) of every column; the padding rows of C are not compared. NaN == NaN only
// where both are NaN bit for bit is not needed: the oracle's C is finite wherever it is compared.
template <class T> void expect_close(const std::vector<T>& got, const std::vector<T>& want, int64_t rows, int64_t ld, int64_t k, const char* what, int64_t na, int64_t nb) {
  ++cases;
  for (size_t e = 0; e < got.size(); ++e) {
    if (int64_t(e) % ld >= rows) continue;
    if (!(std::abs(got[e] - want[e]) <= tol<T>() * double(k + 1))) {
      ++failures;
      std::printf("FAIL %s na=%ld nb=%ld elem %zu got %g want %g\n", what, long(na), long(nb), e, double(std::abs(got[e])), double(std::abs(want[e])));
      return;
    }
  }
}

template <class T> void run_all(bl::Grouping grouping) {
  std::mt19937_64 g(5);
  const int64_t batch = 5, other = 3;
  Queue q;
  for (int64_t na : {1, 5, 16, 17, 40})
    for (int64_t nbv : {int64_t(1), int64_t(3), int64_t(4), int64_t(16)}) {
      settings().blocked_nb = nbv;
      const int64_t nb = cublas::blocked_block_size(na);
      for (Side side : {Side::Left, Side::Right})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (bool bcast : {false, true}) {
            const bool left = side == Side::Left;
            const int64_t m = left ? na : other, n = left ? other : na;
            const int64_t lda = na + 1, ldb = m + 2;
            std::vector<T> A(size_t(lda * na * (bcast ? 1 : batch))), B(size_t(ldb * n * batch)), C0(B.size());
            for (auto& x : A) x = rnd<T>(g);
            for (auto& x : B) x = rnd<T>(g);
            for (auto& x : C0) x = rnd<T>(g);
            const int64_t sA = bcast ? 0 : lda * na, sB = ldb * n;
            auto Aat = [&](int64_t b, int64_t i, int64_t j) { return A[size_t((bcast ? 0 : b) * sA + i + j * lda)]; };
            auto stored = [&](int64_t i, int64_t j) { return uplo == Uplo::Lower ? i >= j : i <= j; };
            // NaN where no routine may read (the other triangle).
            std::vector<T> An = A;
            for (int64_t b = 0; b < (bcast ? 1 : batch); ++b)
              for (int64_t j = 0; j < na; ++j)
                for (int64_t i = 0; i < na; ++i)
                  if (!stored(i, j)) An[size_t(b * sA + i + j * lda)] = nanv<T>();
            // trmm (every trans, diag; out of place and in place)
            for (Op ta : {Op::NoTrans, Op::Trans, Op::ConjTrans})
              for (Diag dg : {Diag::NonUnit, Diag::Unit})
                for (bool inpl : {false, true}) {
                  const T alpha = rnd<T>(g);
                  std::vector<T> want = C0;
                  for (int64_t b = 0; b < batch; ++b)
                    for (int64_t j = 0; j < n; ++j)
                      for (int64_t i = 0; i < m; ++i) {
                        auto tri = [&](int64_t r, int64_t c) -> T {  // op(A)(r, c)
                          const int64_t rr = ta == Op::NoTrans ? r : c, cc = ta == Op::NoTrans ? c : r;
                          T v = !stored(rr, cc) ? T(0) : (rr == cc && dg == Diag::Unit) ? T(1) : Aat(b, rr, cc);
                          return ta == Op::ConjTrans ? conjv(v) : v;
                        };
                        T s = 0;
                        for (int64_t l = 0; l < na; ++l)
                          s += left ? tri(i, l) * B[size_t(b * sB + l + j * ldb)] : B[size_t(b * sB + i + l * ldb)] * tri(l, j);
                        want[size_t(b * sB + i + j * ldb)] = alpha * s;
                      }
                  const bl::Plan p = bl::trmm_plan(side, uplo, ta, m, n, nb, grouping);
                  const auto sp = cublas::blocked_scratch<T>(p, bcast, m, n, inpl);
                  g_budget = sp.fixed + 2 * sp.per_item;  // chunks of 2 items
                  std::vector<T> Cv = inpl ? B : C0;
                  const MatrixView<const T> Av{An.data(), na, na, lda, sA, batch};
                  const MatrixView<const T> Bv{inpl ? Cv.data() : B.data(), m, n, ldb, sB, batch};
                  const MatrixView<T> Cw{Cv.data(), m, n, ldb, sB, batch};
                  cublas::run_blocked<T>(q, p, cublas::Expansion{false, uplo, dg, false}, alpha, Av, Bv, T(0), Cw);
                  expect_close(Cv, want, m, ldb, na, inpl ? "trmm in place" : "trmm", na, nb);
                }
            // symm / hemm
            for (bool herm : {false, true}) {
              if (herm && !is_complex_v<T>) continue;
              for (bool beta0 : {false, true}) {
                const T alpha = rnd<T>(g), beta = beta0 ? T(0) : rnd<T>(g);
                std::vector<T> Cin = C0;
                if (beta0) for (auto& x : Cin) x = nanv<T>();
                std::vector<T> want = Cin;
                for (int64_t b = 0; b < batch; ++b)
                  for (int64_t j = 0; j < n; ++j)
                    for (int64_t i = 0; i < m; ++i) {
                      auto F = [&](int64_t r, int64_t c) -> T {
                        if (r == c) return herm ? T(std::real(Aat(b, r, r))) : Aat(b, r, r);
                        return stored(r, c) ? Aat(b, r, c) : herm ? conjv(Aat(b, c, r)) : Aat(b, c, r);
                      };
                      T s = 0;
                      for (int64_t l = 0; l < na; ++l)
                        s += left ? F(i, l) * B[size_t(b * sB + l + j * ldb)] : B[size_t(b * sB + i + l * ldb)] * F(l, j);
                      const T c = Cin[size_t(b * sB + i + j * ldb)];
                      want[size_t(b * sB + i + j * ldb)] = alpha * s + (beta0 ? T(0) : beta * c);
                    }
                const bl::Plan p = bl::symm_plan(side, uplo, herm, m, n, nb, grouping);
                const auto sp = cublas::blocked_scratch<T>(p, bcast, m, n, false);
                g_budget = sp.fixed + 2 * sp.per_item;
                std::vector<T> Cv = Cin;
                const MatrixView<const T> Av{An.data(), na, na, lda, sA, batch};
                const MatrixView<const T> Bv{B.data(), m, n, ldb, sB, batch};
                const MatrixView<T> Cw{Cv.data(), m, n, ldb, sB, batch};
                cublas::run_blocked<T>(q, p, cublas::Expansion{true, uplo, Diag::NonUnit, herm}, alpha, Av, Bv, beta, Cw);
                expect_close(Cv, want, m, ldb, na, herm ? "hemm" : "symm", na, nb);
              }
            }
          }
      // syrk / herk (n = na, k = other)
      for (bool herm : {false, true}) {
        if (herm && !is_complex_v<T>) continue;
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (Op tr : {Op::NoTrans, herm ? Op::ConjTrans : Op::Trans})
            for (bool beta0 : {false, true}) {
              const int64_t n = na, k = other;
              const bool nt = tr == Op::NoTrans;
              const int64_t ar = nt ? n : k, ac = nt ? k : n, lda = ar + 1, ldc = n + 1;
              std::vector<T> A(size_t(lda * ac * batch)), C(size_t(ldc * n * batch));
              for (auto& x : A) x = rnd<T>(g);
              for (auto& x : C) x = beta0 ? nanv<T>() : rnd<T>(g);
              const T marker = T(1234.5);
              auto stored = [&](int64_t i, int64_t j) { return uplo == Uplo::Lower ? i >= j : i <= j; };
              for (int64_t b = 0; b < batch; ++b)
                for (int64_t j = 0; j < n; ++j)
                  for (int64_t i = 0; i < n; ++i) if (!stored(i, j)) C[size_t(b * ldc * n + i + j * ldc)] = marker;
              const T alpha = herm ? T(std::real(rnd<T>(g))) : rnd<T>(g);
              const T beta = beta0 ? T(0) : herm ? T(std::real(rnd<T>(g))) : rnd<T>(g);
              std::vector<T> want = C;
              for (int64_t b = 0; b < batch; ++b)
                for (int64_t j = 0; j < n; ++j)
                  for (int64_t i = 0; i < n; ++i) {
                    if (!stored(i, j)) continue;
                    auto opa = [&](int64_t r, int64_t l) -> T {
                      const T* a = A.data() + b * lda * ac;
                      return nt ? a[r + l * lda] : (herm ? conjv(a[l + r * lda]) : a[l + r * lda]);
                    };
                    T s = 0;
                    for (int64_t l = 0; l < k; ++l) s += opa(i, l) * (herm ? conjv(opa(j, l)) : opa(j, l));
                    T c = C[size_t(b * ldc * n + i + j * ldc)];
                    if (herm && i == j) c = T(std::real(c));
                    T v = alpha * s + (beta0 ? T(0) : beta * c);
                    if (herm && i == j) v = T(std::real(v));
                    want[size_t(b * ldc * n + i + j * ldc)] = v;
                  }
              const bl::Plan p = bl::rank_k_plan(uplo, tr, herm, n, k, nb, grouping);
              const auto sp = cublas::blocked_scratch<T>(p, false, 0, 0, false);
              g_budget = sp.fixed + 2 * sp.per_item;
              const MatrixView<const T> Av{A.data(), ar, ac, lda, lda * ac, batch};
              const std::vector<T> C0 = C;
              const MatrixView<T> Cw{C.data(), n, n, ldc, ldc * n, batch};
              cublas::run_rank_k_blocked<T>(q, p, uplo, herm, alpha, Av, beta, Cw);
              expect_close(C, want, n, ldc, k, herm ? "herk" : "syrk", na, nb);
              if (grouping != bl::Grouping::Levels) continue;
              // recursive_native's GEMM part: the plan without its diagonal steps, the levels as
              // pointer arrays or one strided GEMM per square; the diagonal blocks (left to the
              // tile kernel) must come back bit for bit, the rest as above.
              const bl::Plan off = bl::without_diagonal(p);
              for (const auto how : {cublas::Repeats::Pointers, cublas::Repeats::Strided}) {
                std::vector<T> Cn = C0;
                const auto so = cublas::blocked_scratch<T>(off, false, 0, 0, false, how);
                g_budget = so.fixed + 2 * so.per_item + 1;  // chunks of 2 items where there is scratch
                cublas::run_rank_k_blocked<T>(q, off, uplo, herm, alpha, Av, beta,
                                              MatrixView<T>{Cn.data(), n, n, ldc, ldc * n, batch}, how);
                std::vector<T> want_off = want;
                for (int64_t b = 0; b < batch; ++b)
                  for (int64_t j = 0; j < n; ++j)
                    for (int64_t i = 0; i < n; ++i) {
                      const size_t e = size_t(b * ldc * n + i + j * ldc);
                      if (i / nb != j / nb) continue;
                      if (std::memcmp(&Cn[e], &C0[e], sizeof(T)) != 0) {
                        ++failures;
                        std::printf("FAIL off-diagonal plan wrote diagonal block elem %zu na=%ld nb=%ld\n", e,
                                    long(na), long(nb));
                      }
                      want_off[e] = Cn[e] = T(0);  // checked above
                    }
                const bool strided = how == cublas::Repeats::Strided;
                expect_close(Cn, want_off, n, ldc, k, strided ? "off-diagonal strided" : "off-diagonal pointers",
                             na, nb);
              }
            }
      }
    }
}

int main() {
  for (const bl::Grouping grouping : {bl::Grouping::Rows, bl::Grouping::Levels}) {
    run_all<float>(grouping);
    run_all<std::complex<double>>(grouping);
  }
  std::printf("%d cases, %d failures; %ld strided calls, %ld pointer-array calls, %ld problems\n", cases, failures,
              long(g_gemm_calls), long(g_pointer_calls), long(g_problems));
  return failures != 0;
}
