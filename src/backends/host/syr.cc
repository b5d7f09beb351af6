// syr host family (also serves her through the hermitian flag), OpenMP over the batch:
// real T -> CBLAS ?syr per item; complex Hermitian -> CBLAS ?her per item, then the diagonal's
// imaginary parts set to exactly 0; complex-symmetric -> the plain loop below (no csyr/zsyr).
#include "backends/host/common.hh"
#include "ops/syr/families.hh"

namespace batchlas::ops::syr_family {

namespace {

/// A := alpha*x*x^T + A on the uplo triangle of item b (complex-symmetric: no conjugation).
template <class T> void symmetric_item(const SyrArgs<T>& a, int64_t b) {
  const int64_t n = a.n(), lda = a.A.ld;
  T* A = a.A.item(b);
  for (int64_t j = 0; j < n; ++j) {
    const T t = a.alpha * a.x(j, b);
    const int64_t i0 = a.uplo == Uplo::Lower ? j : 0;
    const int64_t i1 = a.uplo == Uplo::Lower ? n : j + 1;
    for (int64_t i = i0; i < i1; ++i) A[i + j * lda] += a.x(i, b) * t;
  }
}

/// The Hermitian-output rule (DESIGN.md §1): imaginary parts of the diagonal exactly 0.
template <class T> void real_diagonal_item(const MatrixView<T>& A, int64_t b) {
  T* p = A.item(b);
  for (int64_t j = 0; j < A.rows; ++j) p[j + j * A.ld].imag(0);
}

}  // namespace

template <class T> select::Family<SyrArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const SyrArgs<T>& a, const Queue&) -> std::string {
            if (is_complex_v<T> && !a.hermitian) return {};  // own loop, 64-bit throughout
            return host::int32_limit({{"n", a.n()}, host::ld_arg("A", a.A),
                                      host::inc_arg("x", a.x)});
          },
          [](Queue&, const SyrArgs<T>& a) {
            host::for_each_item(a.A.batch, [&](int64_t b) {
              if constexpr (is_complex_v<T>) {
                if (a.hermitian) {
                  host::cb::her(a.uplo, a.n(), a.alpha.real(), a.x.item(b),
                                host::cblas_inc(a.x), a.A.item(b), host::cblas_ld(a.A));
                  real_diagonal_item(a.A, b);
                } else {
                  symmetric_item(a, b);
                }
              } else {
                host::cb::syr(a.uplo, a.n(), a.alpha, a.x.item(b), host::cblas_inc(a.x),
                              a.A.item(b), host::cblas_ld(a.A));
              }
            });
          }};
}

template select::Family<SyrArgs<float>> host<float>();
template select::Family<SyrArgs<double>> host<double>();
template select::Family<SyrArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<SyrArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::syr_family
