// The symv / hemv suite bodies, shared by symv_test.cc and hemv_test.cc: every uplo, sizes
// 0..past 64, increments of both signs, NaN sentinels in A's other triangle and padding (and,
// for hemv, in the imaginary parts of A's diagonal), beta = 0 over NaN in y, alpha = 0 over NaN
// in A and x, broadcast A and x, batches of 1 and hundreds, invalid arguments.
#pragma once

#include "support/oracle_level2.hh"

namespace symv_suite {

using namespace testing_support;

struct Case {
  Uplo uplo;
  int64_t n, incx = 1, incy = 1, batch = 2;
  bool broadcast = false;  ///< A and x with stride 0
};

template <class T>
void call(bool herm, Queue& q, Uplo uplo, T alpha, MatrixView<const T> A, VectorView<const T> x,
          T beta, VectorView<T> y) {
  if constexpr (is_complex_v<T>)
    if (herm) return hemv(q, uplo, alpha, A, x, beta, y);
  symv(q, uplo, alpha, A, x, beta, y);
}

template <class T>
void run_case(bool herm, Queue& q, const Case& c, T alpha, T beta, std::mt19937_64& rng) {
  const int64_t in_batch = c.broadcast ? 1 : c.batch;
  Mat<T> A(q, c.n, c.n, in_batch);
  Vec<T> x(q, c.n, in_batch, c.incx), y(q, c.n, c.batch, c.incy);
  A.fill(rng, [&](int64_t i, int64_t j) { return oracle::in_triangle(c.uplo, i, j); });
  if (herm) plant_imaginary_diagonal(A);
  x.fill(rng), y.fill(rng);
  mix_markers(y.buf);
  if (beta == T(0)) plant_nan(y);  // beta == 0 must never read y
  A.buf.upload(), x.buf.upload(), y.buf.upload();
  const auto before = y.buf.host;
  call(herm, q, c.uplo, alpha, c.broadcast ? A.broadcast(c.batch) : A.cview(),
       c.broadcast ? x.broadcast(c.batch) : x.cview(), beta, y.view());
  EXPECT_TRUE(check_output(before, y, c.n + 1, [&](int64_t i, int64_t b) {
    return oracle::symv_at(c.uplo, alpha, A, x, beta, before, y, i, b, herm);
  })) << "uplo=" << to_char(c.uplo) << " n=" << c.n << " incx=" << c.incx << " incy=" << c.incy
      << " batch=" << c.batch;
}

template <class T> void all_sizes(bool herm, Queue& q, std::mt19937_64& rng) {
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (int64_t n : {0, 1, 2, 3, 17, 70})
      for (auto [incx, incy] : increment_pairs())
        run_case<T>(herm, q, {uplo, n, incx, incy}, random_value<T>(rng), random_value<T>(rng),
                    rng);
}

template <class T> void beta_zero(bool herm, Queue& q, std::mt19937_64& rng) {
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (auto [incx, incy] : increment_pairs())
      run_case<T>(herm, q, {uplo, 11, incx, incy, 3}, random_value<T>(rng), T(0), rng);
}

/// alpha == 0: y := beta*y with A and x left all NaN (reading them would show).
template <class T> void alpha_zero(bool herm, Queue& q, std::mt19937_64& rng) {
  for (T beta : {T(0), T(1), random_value<T>(rng)}) {
    Mat<T> A(q, 6, 6, 2);
    Vec<T> x(q, 6, 2, -1), y(q, 6, 2, 2);
    y.fill(rng);
    A.buf.upload(), x.buf.upload(), y.buf.upload();
    const auto before = y.buf.host;
    call(herm, q, Uplo::Upper, T(0), A.cview(), x.cview(), beta, y.view());
    EXPECT_TRUE(check_output(before, y, 1, [&](int64_t i, int64_t b) {
      return oracle::symv_at(Uplo::Upper, T(0), A, x, beta, before, y, i, b, herm);
    }));
  }
}

template <class T> void empty_output(bool herm, Queue& q, std::mt19937_64& rng) {
  for (auto [n, batch] : {std::pair{0, 2}, {4, 0}}) {
    Mat<T> A(q, n, n, batch);
    Vec<T> x(q, n, batch), y(q, n, batch);
    A.fill(rng), x.fill(rng);
    A.buf.upload(), x.buf.upload(), y.buf.upload();
    const auto before = y.buf.host;
    call(herm, q, Uplo::Lower, T(1), A.cview(), x.cview(), T(0), y.view());
    EXPECT_TRUE(untouched(before, y.buf));
  }
}

template <class T> void broadcast_and_batches(bool herm, Queue& q, std::mt19937_64& rng) {
  run_case<T>(herm, q, {Uplo::Lower, 9, -1, 2, 300, true}, random_value<T>(rng),
              random_value<T>(rng), rng);
  run_case<T>(herm, q, {Uplo::Upper, 7, 1, -1, 1}, random_value<T>(rng), random_value<T>(rng),
              rng);
  run_case<T>(herm, q, {Uplo::Upper, 4, 2, 1, 517}, random_value<T>(rng), random_value<T>(rng),
              rng);
}

template <class T> void invalid(bool herm, Queue& q, std::mt19937_64& rng) {
  Mat<T> A(q, 5, 5, 2);
  Vec<T> x(q, 5, 2), y(q, 5, 2);
  A.fill(rng), x.fill(rng), y.fill(rng);
  A.buf.upload(), x.buf.upload(), y.buf.upload();
  const auto before = y.buf.host;
  const auto Av = A.cview();
  const auto xv = x.cview();
  const auto yv = y.view();
  auto go = [&](Uplo u, MatrixView<const T> AA, VectorView<const T> xx, VectorView<T> yy) {
    call(herm, q, u, T(1), AA, xx, T(1), yy);
  };
  const Uplo L = Uplo::Lower;
  auto bad_lda = Av;
  bad_lda.ld = 4;
  EXPECT_INVALID(go(L, bad_lda, xv, yv), "lda");
  auto not_square = Av;
  not_square.rows = 4;
  EXPECT_INVALID(go(L, not_square, xv, yv), "square");
  auto short_x = xv;
  short_x.size = 4;
  EXPECT_INVALID(go(L, Av, short_x, yv), "x has 4 elements, expected 5");
  auto long_y = yv;
  long_y.size = 6;
  EXPECT_INVALID(go(L, Av, xv, long_y), "y has 6 elements, expected 5");
  auto incx0 = xv;
  incx0.inc = 0;
  EXPECT_INVALID(go(L, Av, incx0, yv), "incx is 0");
  auto incy0 = yv;
  incy0.inc = 0;
  EXPECT_INVALID(go(L, Av, xv, incy0), "incy is 0");
  auto overlap = yv;
  overlap.stride = 4;
  EXPECT_INVALID(go(L, Av, xv, overlap), "overlap");
  auto zero_stride = yv;
  zero_stride.stride = 0;
  EXPECT_INVALID(go(L, Av, xv, zero_stride), "overlap");
  auto batch_mismatch = xv;
  batch_mismatch.batch = 1;
  EXPECT_INVALID(go(L, Av, batch_mismatch, yv), "batch");
  auto neg_stride = Av;
  neg_stride.stride = -5;
  EXPECT_INVALID(go(L, neg_stride, xv, yv), "stride");
  MatrixView<const T> a_on_y{yv.data, 5, 5, 5, 0, 2};
  EXPECT_INVALID(go(L, a_on_y, xv, yv), "y overlaps input A");
  VectorView<const T> x_on_y{yv.data, 5, -1, yv.stride, 2};
  EXPECT_INVALID(go(L, Av, x_on_y, yv), "y overlaps input x");
  EXPECT_INVALID(go(static_cast<Uplo>('X'), Av, xv, yv), "uplo");
  EXPECT_TRUE(untouched(before, y.buf));
}

}  // namespace symv_suite
