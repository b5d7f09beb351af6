// symv host family (also serves hemv through the hermitian flag), OpenMP over the batch:
// real T -> CBLAS ?symv per item; complex Hermitian -> CBLAS ?hemv per item; complex-symmetric
// -> the plain loop below, since CBLAS has no csymv/zsymv.
#include "backends/host/common.hh"
#include "ops/symv/families.hh"

namespace batchlas::ops::symv_family {

namespace {

/// y := alpha*A*x + beta*y for item b, A complex-symmetric with only its uplo triangle read.
/// Column sweep as in reference BLAS ?symv: each stored A(i, j) serves both y(i) and y(j).
/// beta == 0 stores zeros without reading y.
template <class T> void symmetric_item(const SymvArgs<T>& a, int64_t b) {
  const int64_t n = a.n(), lda = a.A.ld;
  const T* A = a.A.item(b);
  for (int64_t i = 0; i < n; ++i) a.y(i, b) = a.beta == T(0) ? T(0) : a.beta * a.y(i, b);
  for (int64_t j = 0; j < n; ++j) {
    const T t1 = a.alpha * a.x(j, b);
    T t2(0);
    const int64_t i0 = a.uplo == Uplo::Lower ? j + 1 : 0;
    const int64_t i1 = a.uplo == Uplo::Lower ? n : j;
    for (int64_t i = i0; i < i1; ++i) {
      a.y(i, b) += t1 * A[i + j * lda];
      t2 += A[i + j * lda] * a.x(i, b);
    }
    a.y(j, b) += t1 * A[j + j * lda] + a.alpha * t2;
  }
}

}  // namespace

template <class T> select::Family<SymvArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const SymvArgs<T>& a, const Queue&) -> std::string {
            if (is_complex_v<T> && !a.hermitian) return {};  // own loop, 64-bit throughout
            return host::int32_limit({{"n", a.n()}, host::ld_arg("A", a.A),
                                      host::inc_arg("x", a.x), host::inc_arg("y", a.y)});
          },
          [](Queue&, const SymvArgs<T>& a) {
            if constexpr (is_complex_v<T>) {
              if (!a.hermitian) {
#pragma omp parallel for schedule(static)
                for (int64_t b = 0; b < a.y.batch; ++b) symmetric_item(a, b);
                return;
              }
            }
            host::zero_if_beta_zero(a.beta, a.y);
            host::for_each_item(a.y.batch, [&](int64_t b) {
              if constexpr (is_complex_v<T>)
                host::cb::hemv(a.uplo, a.n(), a.alpha, a.A.item(b), host::cblas_ld(a.A),
                               a.x.item(b), host::cblas_inc(a.x), a.beta, a.y.item(b),
                               host::cblas_inc(a.y));
              else
                host::cb::symv(a.uplo, a.n(), a.alpha, a.A.item(b), host::cblas_ld(a.A),
                               a.x.item(b), host::cblas_inc(a.x), a.beta, a.y.item(b),
                               host::cblas_inc(a.y));
            });
          }};
}

template select::Family<SymvArgs<float>> host<float>();
template select::Family<SymvArgs<double>> host<double>();
template select::Family<SymvArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<SymvArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::symv_family
