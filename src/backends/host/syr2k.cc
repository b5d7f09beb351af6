// syr2k host family: one CBLAS ?syr2k per item (complex T: csyr2k/zsyr2k, complex-symmetric),
// OpenMP over the batch.
#include "backends/host/common.hh"
#include "ops/syr2k/families.hh"

namespace batchlas::ops::syr2k_family {

template <class T> select::Family<Syr2kArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const Syr2kArgs<T>& a, const Queue&) {
            return host::int32_limit({{"n", a.n()}, {"k", a.k()}, host::ld_arg("A", a.A),
                                      host::ld_arg("B", a.B), host::ld_arg("C", a.C)});
          },
          [](Queue&, const Syr2kArgs<T>& a) {
            const auto region = a.uplo == Uplo::Lower ? kernels::Region::Lower
                                                      : kernels::Region::Upper;
            host::zero_if_beta_zero(a.beta, a.C, region);
            host::for_each_item(a.C.batch, [&](int64_t b) {
              host::cb::syr2k(a.uplo, a.trans, a.n(), a.k(), a.alpha, a.A.item(b),
                              host::cblas_ld(a.A), a.B.item(b), host::cblas_ld(a.B), a.beta,
                              a.C.item(b), host::cblas_ld(a.C));
            });
          }};
}

template select::Family<Syr2kArgs<float>> host<float>();
template select::Family<Syr2kArgs<double>> host<double>();
template select::Family<Syr2kArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<Syr2kArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::syr2k_family
