// The host side the two FP64 tensor-core trmm kernels share (trmm_mma.cu at order 32,
// trmm16_mma.cu at order 16): their parameters, and a call's flags turned into the template
// arguments of one kernel instance.
#pragma once

#include <type_traits>

#include "kernels/level3/arith.cuh"
#include "kernels/tiny/square_mma.cuh"
#include "ops/trmm/args.hh"

namespace batchlas::kernels::tiny::trmm_dispatch {

/// trmm's parameters: A, B, C and alpha as the call has them; C is written, never read (beta 0).
template <class T> square_mma::Params<level3::dev_t<T>> params(const ops::TrmmArgs<T>& c) {
  using S = level3::dev_t<T>;
  return {reinterpret_cast<const S*>(c.A.data), c.A.ld,     c.A.stride, reinterpret_cast<const S*>(c.B.data),
          c.B.ld,                               c.B.stride, reinterpret_cast<S*>(c.C.data),
          c.C.ld,                               c.C.stride, c.C.batch,  level3::to_dev(c.alpha),
          level3::to_dev(T(0)),                 true};
}

/// launch(left, lower, ta, unit) with each of c's flags as a std::integral_constant: side Left,
/// uplo Lower and diag Unit as bool, transa as int (0 N, 1 T, 2 C; real T takes ConjTrans as T).
template <class T, class Launch> void for_flags(const ops::TrmmArgs<T>& c, Launch launch) {
  using yes = std::true_type;
  using no = std::false_type;
  const int ta = square_mma::op_code<T>(c.transa);
  auto go = [&](auto left, auto lower, auto unit) {
    if (ta == 0) launch(left, lower, std::integral_constant<int, 0>{}, unit);
    else if (ta == 1) launch(left, lower, std::integral_constant<int, 1>{}, unit);
    else if constexpr (level3::is_cplx<level3::dev_t<T>>) launch(left, lower, std::integral_constant<int, 2>{}, unit);
  };
  auto with_unit = [&](auto left, auto lower) {
    if (c.diag == Diag::Unit) go(left, lower, yes{});
    else go(left, lower, no{});
  };
  const bool lower = c.uplo == Uplo::Lower;
  if (c.side == Side::Left) lower ? with_unit(yes{}, yes{}) : with_unit(yes{}, no{});
  else lower ? with_unit(no{}, yes{}) : with_unit(no{}, no{});
}

}  // namespace batchlas::kernels::tiny::trmm_dispatch
