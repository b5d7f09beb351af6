// her2k host family: one CBLAS ?her2k per item, OpenMP over the batch.
// OpenBLAS ?her2k already stores an exactly zero imaginary diagonal, for any beta (including 1,
// where it skips its scaling pass): her2k_test's BetaOneStillGivesExactlyRealDiagonal and every
// oracle check hold it to that, so no fix-up pass is needed here.
#include "backends/host/common.hh"
#include "ops/her2k/families.hh"

namespace batchlas::ops::her2k_family {

template <class T> select::Family<Her2kArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const Her2kArgs<T>& a, const Queue&) {
            return host::int32_limit({{"n", a.n()}, {"k", a.k()}, host::ld_arg("A", a.A),
                                      host::ld_arg("B", a.B), host::ld_arg("C", a.C)});
          },
          [](Queue&, const Her2kArgs<T>& a) {
            const auto region = a.uplo == Uplo::Lower ? kernels::Region::Lower
                                                      : kernels::Region::Upper;
            host::zero_if_beta_zero(T(a.beta), a.C, region);
            host::for_each_item(a.C.batch, [&](int64_t b) {
              host::cb::her2k(a.uplo, a.trans, a.n(), a.k(), a.alpha, a.A.item(b),
                              host::cblas_ld(a.A), a.B.item(b), host::cblas_ld(a.B), a.beta,
                              a.C.item(b), host::cblas_ld(a.C));
            });
          }};
}

template select::Family<Her2kArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<Her2kArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::her2k_family
