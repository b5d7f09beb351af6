// Shared pieces of the host families: the 32-bit CBLAS limit and the beta == 0 rule.
//
// CBLAS takes 32-bit ints. An extent is always used, so one above INT_MAX refuses the call. An
// ld or increment only matters where BLAS steps with it: a matrix's ld steps between columns, so
// it is never used when the stored matrix has at most one column (or no rows); a vector's
// increment steps between elements, so it is never used when the vector has at most one element.
// There the family hands CBLAS a safe stand-in (ld = max(1, rows), which BLAS's own check
// ld >= max(1, rows) accepts; inc = 1) instead of the real value, and does not refuse for it.
#pragma once

#include <algorithm>
#include <climits>
#include <initializer_list>
#include <string>
#include <type_traits>

#include "backends/host/cblas.hh"
#include "batchlas/views.hh"
#include "kernels/common/scale.hh"
#include "ops/common/check.hh"  // ld_name

namespace batchlas::host {

/// Whether BLAS steps with a stored matrix's ld: more than one column and at least one row.
template <class T> bool ld_used(const MatrixView<T>& v) { return v.cols > 1 && v.rows > 0; }
/// The ld handed to CBLAS: its own where BLAS uses it, else max(1, rows).
template <class T> int64_t cblas_ld(const MatrixView<T>& v) {
  return ld_used(v) ? v.ld : std::max<int64_t>(1, v.rows);
}

/// Whether BLAS steps with a vector's increment: more than one element.
template <class T> bool inc_used(const VectorView<T>& v) { return v.size > 1; }
/// The increment handed to CBLAS: its own where BLAS uses it, else 1.
template <class T> int64_t cblas_inc(const VectorView<T>& v) { return inc_used(v) ? v.inc : 1; }

/// One integer CBLAS receives, named as the validation messages name it ("m", "lda", "incx").
/// `steps` > 0 for an ld or increment BLAS steps with: OpenBLAS multiplies it, in its int, by up
/// to that many columns or elements, counted in reals (twice the elements for complex), and
/// adds small offsets. Seen overflowing: the start of a negative-increment walk, (n - 1)*inc in
/// sgemv (session 7: n = 4, inc = -2^30) and (n - 1)*inc*2 in zgemv (n = 2, inc = -(2^30 + 1));
/// (n - 1)*ld in the float small-matrix gemm kernel (ldc = 2^30 + 1, 3 columns); the diagonal
/// walk a += 1 + lda in syr/syr2 Lower (ld = INT_MAX) (helper-28, session 8). So
/// (|value| + 1) * steps must stay below INT_MAX: an item whose span fits the int.
struct CblasInt {
  std::string name;
  int64_t value;
  int64_t steps = 0;
  const char* what = "";  ///< how the message names `steps`
};
/// Reals per element of T (const or not): OpenBLAS counts complex offsets in reals.
template <class T> constexpr int64_t reals_per_element() {
  return is_complex_v<std::remove_const_t<T>> ? 2 : 1;
}
template <class T> CblasInt ld_arg(const char* name, const MatrixView<T>& v) {
  const std::string n = check::ld_name(name);
  if (!ld_used(v)) return {n, cblas_ld(v)};
  return {n, v.ld, v.cols * reals_per_element<T>(),
          reals_per_element<T>() == 2 ? "2 x cols (complex)" : "cols"};
}
template <class T> CblasInt inc_arg(const char* name, const VectorView<T>& v) {
  const std::string n = std::string("inc") + name;
  if (!inc_used(v)) return {n, cblas_inc(v)};
  return {n, v.inc, v.size * reals_per_element<T>(),
          reals_per_element<T>() == 2 ? "2 x n (complex)" : "n"};
}

/// "" when every value CBLAS receives fits its 32-bit int; else the reason for can_run, naming
/// the first argument that does not fit.
inline std::string int32_limit(std::initializer_list<CblasInt> args) {
  for (const CblasInt& a : args) {
    if (!cb::fits_int(a.value))
      return a.name + " (" + std::to_string(a.value) + ") exceeds the 32-bit CBLAS int";
    // (|value| + 1) * steps <= INT_MAX - 1, by division (the product could pass int64).
    const int64_t mag = a.value < 0 ? -a.value : a.value;
    if (a.steps > 0 && mag + 1 > (int64_t(INT_MAX) - 1) / a.steps)
      return a.name + " (" + std::to_string(a.value) + ") times " + a.what + " (" +
             std::to_string(a.steps) + ") exceeds the 32-bit CBLAS int";
  }
  return {};
}

/// While alive, OpenBLAS runs single-threaded: the host families call CBLAS once per item inside
/// an OpenMP loop over the batch (DESIGN.md §4), and the pthread OpenBLAS that Debian installs
/// would otherwise start its own threads under each of OpenMP's. The thread count the process had
/// is restored when the last guard of overlapping calls ends, so a user's own OpenBLAS calls keep
/// their setting (Queue::host() set 1 for the whole process until session 7; helper-25 found it).
/// OpenBLAS calls the user makes while a batchlas host call runs see one thread.
class SingleThreadedBlas {
 public:
  SingleThreadedBlas();
  ~SingleThreadedBlas();
  SingleThreadedBlas(const SingleThreadedBlas&) = delete;
  SingleThreadedBlas& operator=(const SingleThreadedBlas&) = delete;
};

/// f(b) for every item b < batch, in an OpenMP loop with OpenBLAS single-threaded meanwhile: the
/// loop of every host family that calls CBLAS per item.
template <class F> void for_each_item(int64_t batch, F&& f) {
  const SingleThreadedBlas one_thread;
#pragma omp parallel for schedule(static)
  for (int64_t b = 0; b < batch; ++b) f(b);
}

/// beta == 0 must not read the output: zero it first (BLAS implementations differ on whether
/// 0*NaN propagates), then let CBLAS accumulate with beta = 0.
template <class T> void zero_if_beta_zero(T beta, MatrixView<T> C, kernels::Region r) {
  if (beta == T(0)) kernels::host::scale(T(0), C, r, false);
}
template <class T> void zero_if_beta_zero(T beta, VectorView<T> y) {
  if (beta == T(0)) kernels::host::scale(T(0), y);
}

}  // namespace batchlas::host
