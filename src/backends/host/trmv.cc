// trmv host family: one CBLAS ?trmv per item (in place on x), OpenMP over the batch.
#include "backends/host/common.hh"
#include "ops/trmv/families.hh"

namespace batchlas::ops::trmv_family {

template <class T> select::Family<TrmvArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const TrmvArgs<T>& a, const Queue&) {
            return host::int32_limit({{"n", a.n()}, host::ld_arg("A", a.A),
                                      host::inc_arg("x", a.x)});
          },
          [](Queue&, const TrmvArgs<T>& a) {
            host::for_each_item(a.x.batch, [&](int64_t b) {
              host::cb::trmv(a.uplo, a.trans, a.diag, a.n(), a.A.item(b),
                             host::cblas_ld(a.A), a.x.item(b), host::cblas_inc(a.x));
            });
          }};
}

template select::Family<TrmvArgs<float>> host<float>();
template select::Family<TrmvArgs<double>> host<double>();
template select::Family<TrmvArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<TrmvArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::trmv_family
