// GPU probe (session 52), adapted from the host probe /tmp/breaker/probe/l2.cc: the same checks
// (sentinels bit for bit outside the written region, NaN in memory a routine must not read, inputs
// unchanged, a long-double reference within 64*eps*(k+4)) on Queue::best(), operands in CUDA
// managed memory (mat.hh). On a host queue it prints "no GPU: skipped" and exits 0.
// Build and run: docs/bench/2026-12-06-s52/probes/build-and-run.sh (README.md beside it).
//
// Pinning one family: the library reads BATCHLAS_<OP>_ROUTE itself (src/core/settings.cc; words:
// auto | native | vendor | a family name of src/ops/<op>/families.cc). Either set it directly, e.g.
//   BATCHLAS_SYRK_ROUTE=tiny ./l2
// or pass PROBE_ROUTE_ENV=BATCHLAS_SYRK_ROUTE=tiny: the probe prints it, sets it when it is not
// already set, and (PROBE_OPS unset) runs only that op. A pinned family that cannot run a call
// throws std::invalid_argument "<op>: BATCHLAS_<OP>_ROUTE=<w>: cannot run <shape>: <why>"
// (src/select/select.cc; a word naming no family throws from every call); the probe counts those
// as pin-refused, not failures. Calls with alpha = 0 or empty extents select no family.
// Usage: l2 [types, default sdcz] [n [second extent]]  (a size override skips the extra shapes).
// Env: PROBE_OPS=op1,op2; PROBE_BUDGET_S (default 100); PROBE_ALLOW_HOST=1 (run on the host queue
// with host memory, to check the probe itself). Exit: 0 pass, 1 failures, 2 CUDA context lost,
// 3 budget reached. The end lists which family ran how often (select::last_family()).
// Host probe: Level-2 probe: numerics vs long double, sentinels, negative increments, broadcast.
#include "mat.hh"

#include <algorithm>

template <class T> struct Vec {
  int64_t size = 0, inc = 1, stride = 0, batch = 1;
  static constexpr int64_t G = 8;
  Buf<T> buf;
  T* data() { return buf.data() + G; }
  int64_t off(int64_t i) const { return inc > 0 ? i * inc : (size - 1 - i) * -inc; }
  T& at(int64_t i, int64_t b) { return data()[b * stride + off(i)]; }
  int64_t span() const {
    if (size == 0 || batch == 0) return 0;
    return stride * (batch - 1) + (size - 1) * std::abs(inc) + 1;
  }
  template <class F> void init(int64_t n, int64_t inc_, int64_t nb, bool bcast, T bg, F f) {
    size = n; inc = inc_; batch = nb;
    int64_t item = n ? (n - 1) * std::abs(inc) + 1 : 0;
    stride = bcast ? 0 : item + 2;
    buf.assign(span() + 2 * G + 1, bg);
    for (int64_t b = 0; b < (bcast ? 1 : nb); ++b)
      for (int64_t i = 0; i < n; ++i) at(i, b) = f(i, b);
  }
  VectorView<T> view() { return {data(), size, inc, stride, batch}; }
  VectorView<const T> cview() { return {data(), size, inc, stride, batch}; }
  std::vector<LC> dense(int64_t b) {
    std::vector<LC> v(size);
    for (int64_t i = 0; i < size; ++i) v[i] = toL(at(i, stride ? b : 0));
    return v;
  }
};

template <class T> void check_vec(const std::string& label, Vec<T>& y, const std::vector<T>& before,
                                  std::function<std::vector<LC>(int64_t)> ref, double tol) {
  ++g_checks;
  std::vector<char> reg(y.buf.size(), 0);
  for (int64_t b = 0; b < y.batch; ++b)
    for (int64_t i = 0; i < y.size; ++i) reg[y.G + b * y.stride + y.off(i)] = 1;
  int bad = 0;
  for (size_t p = 0; p < y.buf.size(); ++p)
    if (!reg[p] && !same_bits(y.buf[p], before[p]))
      if (bad++ < 3) FAIL("OUTSIDE-WRITE %s: offset %ld", label.c_str(), long(p) - long(y.G));
  for (int64_t b = 0; b < y.batch; ++b) {
    auto E = ref(b);
    for (int64_t i = 0; i < y.size; ++i) {
      LC e = E[i], g = toL(y.at(i, b));
      bool ok;
      if (std::isnan((double)e.real()) || std::isnan((double)e.imag())) ok = true;
      else if (isnanT(y.at(i, b))) ok = false;
      else ok = std::abs(g - e) <= tol * (1 + std::abs(e));
      if (!ok && bad++ < 3)
        FAIL("WRONG %s: item %ld [%ld] got %s expected %s", label.c_str(), long(b), long(i), fmtL(g).c_str(),
             fmtL(e).c_str());
    }
  }
}
template <class T> void vunchanged(const std::string& label, const char* nm, Vec<T>& M, const std::vector<T>& before) {
  for (size_t p = 0; p < M.buf.size(); ++p)
    if (!same_bits(M.buf[p], before[p])) {
      FAIL("INPUT-WRITTEN %s: %s offset %ld", label.c_str(), nm, long(p) - long(M.G));
      return;
    }
}

static const std::vector<int64_t> INCS = {1, 2, -1, -3};
// The 16 (incx, incy) pairs; inc_pairs(cnt, k): k of them, rotating with cnt, so that every pair
// recurs across the configurations of one shape.
inline std::vector<std::pair<int64_t, int64_t>> inc_pairs(int cnt, int k) {
  std::vector<std::pair<int64_t, int64_t>> v;
  for (int i = 0; i < k; ++i) {
    int p = (cnt * k + i) % 16;
    v.push_back({INCS[p / 4], INCS[p % 4]});
  }
  return v;
}
// (m, n) shapes: SZ x SZS and SZS x SZ (both extents take every SZ size), no duplicates.
inline std::vector<std::pair<int64_t, int64_t>> shapes2() {
  std::vector<std::pair<int64_t, int64_t>> v;
  for (int64_t a : SZ)
    for (int64_t b : SZS) {
      v.push_back({a, b});
      if (std::find(SZS.begin(), SZS.end(), a) == SZS.end()) v.push_back({b, a});
    }
  return v;
}

// ---------------------------------------------------------------- gemv
// One call; nb_force > 0 sets the batch count (the 70,001-item case).
template <class T>
void gemv_case(int64_t m, int64_t n, Op t, int64_t ix, int64_t iy, T alpha, T beta, int& cnt, int64_t nb_force = 0) {
              {
                int64_t pad = (cnt++ % 2) ? 3 : 0;
                int64_t nb = nb_force ? nb_force : (cnt % 3) ? 2 : 1;
                bool bc = !nb_force && cnt % 5 == 0;
                int64_t xl = t == Op::NoTrans ? n : m, yl = t == Op::NoTrans ? m : n;
                Mat<T> A;
                Vec<T> x, y;
                auto fin = [&](auto...) { return alpha == T(0) ? nanv<T>() : rnd<T>(); };
                A.init(m, n, pad, nb, bc, nanv<T>(), [&](int64_t, int64_t, int64_t) { return fin(); });
                x.init(xl, ix, nb, cnt % 7 == 0, nanv<T>(), [&](int64_t, int64_t) { return fin(); });
                y.init(yl, iy, nb, false, nanv<T>(), [&](int64_t, int64_t) { return beta == T(0) ? nanv<T>() : rnd<T>(); });
                auto A0 = snap(A.buf), x0 = snap(x.buf), y0 = snap(y.buf);
                Vec<T> yold = y;
                std::string lbl = tname<T>() + " gemv " + to_string(t) + " m=" + std::to_string(m) + " n=" +
                                  std::to_string(n) + " incx=" + std::to_string(ix) + " incy=" + std::to_string(iy) +
                                  " a=" + fmtL(toL(alpha)) + " b=" + fmtL(toL(beta)) + " nb=" + std::to_string(nb);
                if (!call("gemv", lbl, [&] { gemv(Q, t, alpha, A.cview(), x.cview(), beta, y.view()); })) return;
                check_unchanged(lbl, "A", A, A0);
                vunchanged(lbl, "x", x, x0);
                check_vec<T>(lbl, y, y0, [&](int64_t b) {
                  std::vector<LC> r(yl);
                  auto yo = yold.dense(b);
                  if (alpha != T(0) && m && n) {
                    LM Ad = opm(dense(A, b), t, cplx<T>);
                    auto xv = x.dense(b);
                    for (int64_t i = 0; i < yl; ++i) {
                      LC s = 0;
                      for (int64_t j = 0; j < xl; ++j) s += Ad(i, j) * xv[j];
                      r[i] = toL(alpha) * s;
                    }
                  }
                  if (beta != T(0))
                    for (int64_t i = 0; i < yl; ++i) r[i] += toL(beta) * yo[i];
                  return r;
                }, tolfor<T>(xl));
              }
}

// Shapes: shapes2(). Per shape and op: alpha != 0 with every beta, 6 rotating (incx, incy) pairs
// each (so the 16 pairs recur; the host probe ran all 16 with every beta); alpha = 0 (A, x NaN,
// not read): NoTrans, one pair per beta. Real types: ConjTrans (an alias of Trans) with beta = 0.75.
template <class T> void t_gemv() {
  int cnt = 0, rot = 0;
  for (auto [m, n] : shapes2())
    for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans})
      for (T alpha : alphas<T>())
        for (T beta : betas<T>()) {
          if (alpha == T(0) && t != Op::NoTrans) continue;
          if (!cplx<T> && t == Op::ConjTrans && beta != betas<T>()[2]) continue;
          for (auto [ix, iy] : inc_pairs(rot++, alpha == T(0) ? 1 : 6)) gemv_case<T>(m, n, t, ix, iy, alpha, beta, cnt);
        }
}

// ---------------------------------------------------------------- symv / hemv
// All 16 (incx, incy) pairs for alpha != 0; alpha = 0 (A, x NaN, not read): incx = 1.
template <class T> void t_symv(bool herm) {
  int cnt = 0;
  for (int64_t n : SZ)
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (int64_t ix : INCS)
        for (int64_t iy : INCS)
          for (T alpha : alphas<T>())
            for (T beta : betas<T>()) {
              if (alpha == T(0) && ix != 1) continue;
              int64_t pad = (cnt++ % 2) ? 3 : 0;
              int64_t nb = (cnt % 3) ? 2 : 1;
              bool bc = cnt % 5 == 0;
              Mat<T> A;
              Vec<T> x, y;
              A.init(n, n, pad, nb, bc, nanv<T>(), [&](int64_t i, int64_t j, int64_t) {
                bool in = uplo == Uplo::Lower ? i >= j : i <= j;
                if (!in || alpha == T(0)) return nanv<T>();
                T v = rnd<T>();
                if constexpr (cplx<T>)
                  if (herm && i == j) v.imag(std::numeric_limits<real_t<T>>::quiet_NaN());
                return v;
              });
              x.init(n, ix, nb, cnt % 7 == 0, nanv<T>(), [&](int64_t, int64_t) { return alpha == T(0) ? nanv<T>() : rnd<T>(); });
              y.init(n, iy, nb, false, nanv<T>(), [&](int64_t, int64_t) { return beta == T(0) ? nanv<T>() : rnd<T>(); });
              auto A0 = snap(A.buf), x0 = snap(x.buf), y0 = snap(y.buf);
              Vec<T> yold = y;
              std::string lbl = tname<T>() + (herm ? " hemv " : " symv ") + to_string(uplo) + " n=" + std::to_string(n) +
                                " incx=" + std::to_string(ix) + " incy=" + std::to_string(iy) + " a=" +
                                fmtL(toL(alpha)) + " b=" + fmtL(toL(beta)) + " nb=" + std::to_string(nb);
              if (!call(herm ? "hemv" : "symv", lbl, [&] {
                    if constexpr (cplx<T>) {
                      if (herm) hemv(Q, uplo, alpha, A.cview(), x.cview(), beta, y.view());
                      else symv(Q, uplo, alpha, A.cview(), x.cview(), beta, y.view());
                    } else symv(Q, uplo, alpha, A.cview(), x.cview(), beta, y.view());
                  }))
                continue;
              check_unchanged(lbl, "A", A, A0);
              vunchanged(lbl, "x", x, x0);
              check_vec<T>(lbl, y, y0, [&](int64_t b) {
                std::vector<LC> r(n);
                auto yo = yold.dense(b);
                if (alpha != T(0)) {
                  LM Ad = dense(A, b);
                  auto xv = x.dense(b);
                  for (int64_t i = 0; i < n; ++i) {
                    LC s = 0;
                    for (int64_t j = 0; j < n; ++j) {
                      bool in = uplo == Uplo::Lower ? i >= j : i <= j;
                      LC v = in ? Ad(i, j) : Ad(j, i);
                      if (herm && !in) v = std::conj(v);
                      if (herm && i == j) v = LC(v.real(), 0);
                      s += v * xv[j];
                    }
                    r[i] = toL(alpha) * s;
                  }
                }
                if (beta != T(0))
                  for (int64_t i = 0; i < n; ++i) r[i] += toL(beta) * yo[i];
                return r;
              }, tolfor<T>(n));
            }
}

// ---------------------------------------------------------------- trmv
template <class T> void t_trmv() {
  int cnt = 0;
  for (int64_t n : SZ)
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans})
        for (Diag diag : {Diag::NonUnit, Diag::Unit})
          for (int64_t ix : INCS) {
            int64_t pad = (cnt++ % 2) ? 3 : 0;
            int64_t nb = (cnt % 3) ? 2 : 1;
            bool bc = cnt % 5 == 0;
            Mat<T> A;
            Vec<T> x;
            A.init(n, n, pad, nb, bc, nanv<T>(), [&](int64_t i, int64_t j, int64_t) {
              bool in = uplo == Uplo::Lower ? i >= j : i <= j;
              if (!in || (i == j && diag == Diag::Unit)) return nanv<T>();
              return rnd<T>();
            });
            x.init(n, ix, nb, false, nanv<T>(), [&](int64_t, int64_t) { return rnd<T>(); });
            auto A0 = snap(A.buf), x0 = snap(x.buf);
            Vec<T> xold = x;
            std::string lbl = tname<T>() + " trmv " + to_string(uplo) + to_string(t) + to_string(diag) +
                              " n=" + std::to_string(n) + " incx=" + std::to_string(ix) + " nb=" + std::to_string(nb) +
                              (bc ? " bcastA" : "");
            if (!call("trmv", lbl, [&] { trmv(Q, uplo, t, diag, A.cview(), x.view()); })) continue;
            check_unchanged(lbl, "A", A, A0);
            check_vec<T>(lbl, x, x0, [&](int64_t b) {
              std::vector<LC> r(n);
              LM Ad = dense(A, b), F(n, n);
              for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < n; ++i) {
                  bool in = uplo == Uplo::Lower ? i >= j : i <= j;
                  F(i, j) = !in ? LC(0) : (i == j && diag == Diag::Unit) ? LC(1) : Ad(i, j);
                }
              LM OF = opm(F, t, cplx<T>);
              auto xv = xold.dense(b);
              for (int64_t i = 0; i < n; ++i) {
                LC s = 0;
                for (int64_t j = 0; j < n; ++j) s += OF(i, j) * xv[j];
                r[i] = s;
              }
              return r;
            }, tolfor<T>(n));
          }
}

// ---------------------------------------------------------------- ger / gerc
// Shapes: shapes2(). alpha != 0: all 16 (incx, incy) pairs (8 rotating for gerc on real types,
// an alias of ger there); alpha = 0 (x, y NaN, not read, A unchanged): one rotating pair.
template <class T> void t_ger(bool conj) {
  int cnt = 0, rot = 0;
  for (auto [m, n] : shapes2())
    for (T alpha : alphas<T>())
      for (auto [ix, iy] : inc_pairs(rot++, alpha == T(0) ? 1 : (conj && !cplx<T>) ? 8 : 16)) {
            int64_t pad = (cnt++ % 2) ? 3 : 0;
            int64_t nb = (cnt % 3) ? 2 : 1;
            Mat<T> A;
            Vec<T> x, y;
            // alpha == 0: A (even NaN) untouched, x/y not read
            A.init(m, n, pad, nb, false, nanv<T>(), [&](int64_t, int64_t, int64_t) { return alpha == T(0) ? nanv<T>() : rnd<T>(); });
            x.init(m, ix, nb, cnt % 5 == 0, nanv<T>(), [&](int64_t, int64_t) { return alpha == T(0) ? nanv<T>() : rnd<T>(); });
            y.init(n, iy, nb, cnt % 7 == 0, nanv<T>(), [&](int64_t, int64_t) { return alpha == T(0) ? nanv<T>() : rnd<T>(); });
            auto A0 = snap(A.buf), x0 = snap(x.buf), y0 = snap(y.buf);
            Mat<T> Aold = A;
            std::string lbl = tname<T>() + (conj ? " gerc" : " ger") + " m=" + std::to_string(m) + " n=" +
                              std::to_string(n) + " incx=" + std::to_string(ix) + " incy=" + std::to_string(iy) +
                              " a=" + fmtL(toL(alpha)) + " nb=" + std::to_string(nb);
            if (!call(conj ? "gerc" : "ger", lbl, [&] {
                  if (conj) gerc(Q, alpha, x.cview(), y.cview(), A.view());
                  else ger(Q, alpha, x.cview(), y.cview(), A.view());
                }))
              continue;
            vunchanged(lbl, "x", x, x0);
            vunchanged(lbl, "y", y, y0);
            if (alpha == T(0)) { check_unchanged(lbl, "A(alpha=0)", A, A0); continue; }
            check_out(lbl, A, A0, [](int64_t, int64_t) { return true; }, [&](int64_t b) {
              LM R = dense(Aold, b);
              auto xv = x.dense(b), yv = y.dense(b);
              for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < m; ++i)
                  R(i, j) += toL(alpha) * xv[i] * (conj && cplx<T> ? std::conj(yv[j]) : yv[j]);
              return R;
            }, tolfor<T>(2), false);
          }
}

// ---------------------------------------------------------------- syr/her/syr2/her2
// One call; nb_force > 0 sets the batch count (the 70,001-item case).
template <class T>
void syr_case(int kind, int64_t n, Uplo uplo, int64_t ix, int64_t iy, T alpha0, int& cnt, int64_t nb_force = 0) {
  bool herm = kind == 1 || kind == 3, two = kind >= 2;
          {
            T alpha = kind == 1 ? T(std::real(toL(alpha0))) : alpha0;
            int64_t pad = (cnt++ % 2) ? 3 : 0;
            int64_t nb = nb_force ? nb_force : (cnt % 3) ? 2 : 1;
            Mat<T> A;
            Vec<T> x, y;
            auto inreg = [&](int64_t i, int64_t j) { return uplo == Uplo::Lower ? i >= j : i <= j; };
            A.init(n, n, pad, nb, false, nanv<T>(), [&](int64_t i, int64_t j, int64_t) {
              if (!inreg(i, j) || alpha == T(0)) return nanv<T>();
              T v = rnd<T>();
              if constexpr (cplx<T>)
                if (herm && i == j) v.imag(std::numeric_limits<real_t<T>>::quiet_NaN());
              return v;
            });
            x.init(n, ix, nb, cnt % 5 == 0, nanv<T>(), [&](int64_t, int64_t) { return alpha == T(0) ? nanv<T>() : rnd<T>(); });
            if (two) y.init(n, iy, nb, cnt % 7 == 0, nanv<T>(), [&](int64_t, int64_t) { return alpha == T(0) ? nanv<T>() : rnd<T>(); });
            auto A0 = snap(A.buf), x0 = snap(x.buf), y0 = snap(y.buf);
            Mat<T> Aold = A;
            const char* nm[4] = {" syr", " her", " syr2", " her2"};
            std::string lbl = tname<T>() + nm[kind] + " " + to_string(uplo) + " n=" + std::to_string(n) + " incx=" +
                              std::to_string(ix) + " incy=" + std::to_string(iy) + " a=" + fmtL(toL(alpha)) +
                              " nb=" + std::to_string(nb) + " pad=" + std::to_string(pad);
            const char* opn[4] = {"syr", "her", "syr2", "her2"};
            if (!call(opn[kind], lbl, [&] {
                  if constexpr (cplx<T>) {
                    if (kind == 0) syr(Q, uplo, alpha, x.cview(), A.view());
                    if (kind == 1) her(Q, uplo, alpha.real(), x.cview(), A.view());
                    if (kind == 2) syr2(Q, uplo, alpha, x.cview(), y.cview(), A.view());
                    if (kind == 3) her2(Q, uplo, alpha, x.cview(), y.cview(), A.view());
                  } else {
                    if (kind == 0) syr(Q, uplo, alpha, x.cview(), A.view());
                    if (kind == 2) syr2(Q, uplo, alpha, x.cview(), y.cview(), A.view());
                  }
                }))
              return;
            vunchanged(lbl, "x", x, x0);
            if (two) vunchanged(lbl, "y", y, y0);
            if (alpha == T(0)) { check_unchanged(lbl, "A(alpha=0)", A, A0); return; }
            check_out(lbl, A, A0, inreg, [&](int64_t b) {
              LM R = dense(Aold, b);
              auto xv = x.dense(b);
              auto yv = two ? y.dense(b) : xv;
              LC al = toL(alpha);
              for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < n; ++i) {
                  if (herm && i == j) R(i, j) = LC(R(i, j).real(), 0);
                  auto c = [&](LC v) { return herm ? std::conj(v) : v; };
                  if (!two) R(i, j) += al * xv[i] * c(xv[j]);
                  else R(i, j) += al * xv[i] * c(yv[j]) + (herm ? std::conj(al) : al) * yv[i] * c(xv[j]);
                  if (herm && i == j) R(i, j) = LC(R(i, j).real(), 0);
                }
              return R;
            }, tolfor<T>(4), herm);
          }
}

// All incx (and for syr2/her2 all 16 pairs) for alpha != 0; alpha = 0: incx = incy = 1.
template <class T> void t_syr(int kind) {  // 0 syr, 1 her, 2 syr2, 3 her2
  bool herm = kind == 1 || kind == 3, two = kind >= 2;
  if (herm && !cplx<T>) return;
  int cnt = 0;
  for (int64_t n : SZ)
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (int64_t ix : INCS)
        for (int64_t iy : INCS)
          for (T alpha0 : alphas<T>()) {
            if (!two && iy != 1) continue;
            if (alpha0 == T(0) && (ix != 1 || iy != 1)) continue;
            syr_case<T>(kind, n, uplo, ix, iy, alpha0, cnt);
          }
}

// Batches past 65,535 (a grid's y/z limit): gemv and syr, float, n = 8.
inline void t_bigbatch() {
  int cnt = 0;
  if (op_enabled("gemv"))
    for (Op t : {Op::NoTrans, Op::Trans}) {
      gemv_case<float>(8, 8, t, 1, 1, 1.25f, 0.75f, cnt, 70001);
      gemv_case<float>(8, 8, t, -2, 1, 1.25f, 0.0f, cnt, 70001);
    }
  if (op_enabled("syr"))
    for (Uplo u : {Uplo::Lower, Uplo::Upper}) {
      syr_case<float>(0, 8, u, 1, 1, 1.25f, cnt, 70001);
      syr_case<float>(0, 8, u, -3, 1, 1.25f, cnt, 70001);
    }
}

// Sections run op by op across the types (so a budget stop loses whole ops, not whole types).
int main(int argc, char** argv) {
  const std::vector<std::string> ops = {"gemv", "symv", "hemv", "trmv", "ger", "gerc", "syr", "her", "syr2", "her2"};
  if (!probe_start("l2", ops)) return 0;
  std::string only = argc > 1 ? argv[1] : "sdcz";
  if (argc > 2) { SZ = {std::atol(argv[2])}; SZS = {argc > 3 ? std::atol(argv[3]) : 1}; }
  auto each = [&](const char* op, auto fn) { each_type(only, op, fn); };
  each("gemv", [](auto x) { t_gemv<decltype(x)>(); });
  each("symv", [](auto x) { t_symv<decltype(x)>(false); });
  each("hemv", [](auto x) { if constexpr (cplx<decltype(x)>) t_symv<decltype(x)>(true); });
  each("trmv", [](auto x) { t_trmv<decltype(x)>(); });
  each("ger", [](auto x) { t_ger<decltype(x)>(false); });
  each("gerc", [](auto x) { t_ger<decltype(x)>(true); });
  each("syr", [](auto x) { t_syr<decltype(x)>(0); });
  each("her", [](auto x) { t_syr<decltype(x)>(1); });
  each("syr2", [](auto x) { t_syr<decltype(x)>(2); });
  each("her2", [](auto x) { t_syr<decltype(x)>(3); });
  if (only.find('s') != std::string::npos && argc <= 2 && (op_enabled("gemv") || op_enabled("syr")))
    section<float>("big", [] { t_bigbatch(); });
  return probe_finish();
}
