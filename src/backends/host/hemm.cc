// hemm host family: one CBLAS ?hemm per item, OpenMP over the batch. ?hemm ignores the
// imaginary parts of A's diagonal as reference BLAS does (hemm_test's ImaginaryDiagonalIgnored).
#include "backends/host/common.hh"
#include "ops/hemm/families.hh"

namespace batchlas::ops::hemm_family {

template <class T> select::Family<SymmArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const SymmArgs<T>& a, const Queue&) {
            return host::int32_limit({{"m", a.m()}, {"n", a.n()}, host::ld_arg("A", a.A),
                                      host::ld_arg("B", a.B), host::ld_arg("C", a.C)});
          },
          [](Queue&, const SymmArgs<T>& a) {
            host::zero_if_beta_zero(a.beta, a.C, kernels::Region::Full);
            host::for_each_item(a.C.batch, [&](int64_t b) {
              host::cb::hemm(a.side, a.uplo, a.m(), a.n(), a.alpha, a.A.item(b),
                             host::cblas_ld(a.A), a.B.item(b), host::cblas_ld(a.B), a.beta,
                             a.C.item(b), host::cblas_ld(a.C));
            });
          }};
}

template select::Family<SymmArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<SymmArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::hemm_family
