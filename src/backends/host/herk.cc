// herk host family: one CBLAS ?herk per item, OpenMP over the batch.
// OpenBLAS ?herk already stores an exactly zero imaginary diagonal, for any beta (including 1,
// where it skips its scaling pass): herk_test's BetaOneStillGivesExactlyRealDiagonal and every
// oracle check hold it to that, so no fix-up pass is needed here.
#include "backends/host/common.hh"
#include "ops/herk/families.hh"

namespace batchlas::ops::herk_family {

template <class T> select::Family<HerkArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const HerkArgs<T>& a, const Queue&) {
            return host::int32_limit({{"n", a.n()}, {"k", a.k()}, host::ld_arg("A", a.A),
                                      host::ld_arg("C", a.C)});
          },
          [](Queue&, const HerkArgs<T>& a) {
            const auto region = a.uplo == Uplo::Lower ? kernels::Region::Lower
                                                      : kernels::Region::Upper;
            host::zero_if_beta_zero(T(a.beta), a.C, region);
            host::for_each_item(a.C.batch, [&](int64_t b) {
              host::cb::herk(a.uplo, a.trans, a.n(), a.k(), a.alpha, a.A.item(b),
                             host::cblas_ld(a.A), a.beta, a.C.item(b), host::cblas_ld(a.C));
            });
          }};
}

template select::Family<HerkArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<HerkArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::herk_family
