// syrk host family: one CBLAS ?syrk per item, OpenMP over the batch.
#include "backends/host/common.hh"
#include "ops/syrk/families.hh"

namespace batchlas::ops::syrk_family {

template <class T> select::Family<SyrkArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const SyrkArgs<T>& a, const Queue&) {
            return host::int32_limit({{"n", a.n()}, {"k", a.k()}, host::ld_arg("A", a.A),
                                      host::ld_arg("C", a.C)});
          },
          [](Queue&, const SyrkArgs<T>& a) {
            const auto region = a.uplo == Uplo::Lower ? kernels::Region::Lower
                                                      : kernels::Region::Upper;
            host::zero_if_beta_zero(a.beta, a.C, region);
            host::for_each_item(a.C.batch, [&](int64_t b) {
              host::cb::syrk(a.uplo, a.trans, a.n(), a.k(), a.alpha, a.A.item(b),
                             host::cblas_ld(a.A), a.beta, a.C.item(b), host::cblas_ld(a.C));
            });
          }};
}

template select::Family<SyrkArgs<float>> host<float>();
template select::Family<SyrkArgs<double>> host<double>();
template select::Family<SyrkArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<SyrkArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::syrk_family
