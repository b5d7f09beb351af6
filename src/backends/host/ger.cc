// ger host family (also serves gerc through the conjugate flag): one CBLAS ?ger/?geru/?gerc per
// item, OpenMP over the batch. Negative increments pass straight to CBLAS.
#include "backends/host/common.hh"
#include "ops/ger/families.hh"

namespace batchlas::ops::ger_family {

template <class T> select::Family<GerArgs<T>> host() {
  return {"host", select::Kind::Vendor, Backend::Host,
          [](const GerArgs<T>& a, const Queue&) {
            return host::int32_limit({{"m", a.m()}, {"n", a.n()}, host::ld_arg("A", a.A),
                                      host::inc_arg("x", a.x), host::inc_arg("y", a.y)});
          },
          [](Queue&, const GerArgs<T>& a) {
            host::for_each_item(a.A.batch, [&](int64_t b) {
              if (a.conjugate)
                host::cb::gerc(a.m(), a.n(), a.alpha, a.x.item(b), host::cblas_inc(a.x),
                               a.y.item(b), host::cblas_inc(a.y), a.A.item(b),
                               host::cblas_ld(a.A));
              else
                host::cb::ger(a.m(), a.n(), a.alpha, a.x.item(b), host::cblas_inc(a.x),
                              a.y.item(b), host::cblas_inc(a.y), a.A.item(b),
                              host::cblas_ld(a.A));
            });
          }};
}

template select::Family<GerArgs<float>> host<float>();
template select::Family<GerArgs<double>> host<double>();
template select::Family<GerArgs<std::complex<float>>> host<std::complex<float>>();
template select::Family<GerArgs<std::complex<double>>> host<std::complex<double>>();

}  // namespace batchlas::ops::ger_family
