// GPU probe (session 52), adapted from the host probe /tmp/breaker/probe/l3.cc: the same checks
// (sentinels bit for bit outside the written region, NaN in memory a routine must not read, inputs
// unchanged, a long-double reference within 64*eps*(k+4)) on Queue::best(), operands in CUDA
// managed memory (mat.hh). On a host queue it prints "no GPU: skipped" and exits 0.
// Build and run: docs/bench/2026-12-06-s52/probes/build-and-run.sh (README.md beside it).
//
// Pinning one family: the library reads BATCHLAS_<OP>_ROUTE itself (src/core/settings.cc; words:
// auto | native | vendor | a family name of src/ops/<op>/families.cc). Either set it directly, e.g.
//   BATCHLAS_SYRK_ROUTE=tiny ./l3
// or pass PROBE_ROUTE_ENV=BATCHLAS_SYRK_ROUTE=tiny: the probe prints it, sets it when it is not
// already set, and (PROBE_OPS unset) runs only that op. A pinned family that cannot run a call
// throws std::invalid_argument "<op>: BATCHLAS_<OP>_ROUTE=<w>: cannot run <shape>: <why>"
// (src/select/select.cc; a word naming no family throws from every call); the probe counts those
// as pin-refused, not failures. Calls with alpha = 0 or empty extents select no family.
// Usage: l3 [types, default sdcz] [n [second extent]]  (a size override skips the extra shapes).
// Env: PROBE_OPS=op1,op2; PROBE_BUDGET_S (default 100); PROBE_ALLOW_HOST=1 (run on the host queue
// with host memory, to check the probe itself). Exit: 0 pass, 1 failures, 2 CUDA context lost,
// 3 budget reached. The end lists which family ran how often (select::last_family()).
// Host probe: Level-3 numerical/sentinel probe against a long double reference.
#include "mat.hh"

#include <algorithm>
#include <array>

// ---------------------------------------------------------------- gemm
// Shapes: the host probe's cube SZS^3, plus squares of every SZ order not in it (2, 5, 8, 13, 16,
// 32, 64, 65: tiny up to 32, mma at 32, vendor beyond) and mixed shapes across the 32 boundary.
inline std::vector<std::array<int64_t, 3>> gemm_shapes() {
  std::vector<std::array<int64_t, 3>> v;
  for (int64_t m : SZS)
    for (int64_t n : SZS)
      for (int64_t k : SZS) v.push_back({m, n, k});
  for (int64_t s : SZ)
    if (std::find(SZS.begin(), SZS.end(), s) == SZS.end()) v.push_back({s, s, s});
  for (auto x : std::vector<std::array<int64_t, 3>>{{16, 16, 7}, {32, 32, 33}, {33, 32, 32}, {32, 33, 32}, {8, 16, 32},
                                                    {32, 32, 16}, {16, 16, 32}, {65, 3, 64}, {1, 64, 16}, {64, 64, 1},
                                                    {32, 32, 1}, {16, 8, 16}})
    if (SZ.size() > 1) v.push_back(x);  // (an argv size override runs its own sizes only)
  return v;
}

template <class T> void t_gemm() {
  // Real types: ConjTrans is Trans; it runs in two pairs only. alpha = 0: A and B are NaN and not
  // read, so the op pair is irrelevant: (N, N) only.
  const Op N_ = Op::NoTrans, T_ = Op::Trans, C_ = Op::ConjTrans;
  std::vector<std::pair<Op, Op>> pairs = {{N_, N_}, {N_, T_}, {T_, N_}, {T_, T_}, {C_, N_}, {N_, C_}};
  if (cplx<T>) pairs = {{N_, N_}, {N_, T_}, {N_, C_}, {T_, N_}, {T_, T_}, {T_, C_}, {C_, N_}, {C_, T_}, {C_, C_}};
  int cnt = 0;
  for (auto sh : gemm_shapes())
    for (auto pr : pairs)
            for (T alpha : alphas<T>())
              for (T beta : betas<T>()) {
                const int64_t m = sh[0], n = sh[1], k = sh[2];
                const Op ta = pr.first, tb = pr.second;
                if (alpha == T(0) && !(ta == Op::NoTrans && tb == Op::NoTrans)) continue;
                int64_t pad = (cnt++ % 2) ? 3 : 0;
                int64_t nb = (cnt % 3) ? 2 : 1;
                bool bc = (cnt % 5) == 0;
                Mat<T> A, B, C;
                bool aN = ta == Op::NoTrans, bN = tb == Op::NoTrans;
                auto nanA = [&](int64_t, int64_t, int64_t) { return alpha == T(0) ? nanv<T>() : rnd<T>(); };
                A.init(aN ? m : k, aN ? k : m, pad, nb, bc, nanv<T>(), nanA);
                B.init(bN ? k : n, bN ? n : k, pad, nb, false, nanv<T>(), nanA);
                C.init(m, n, pad, nb, false, nanv<T>(),
                       [&](int64_t, int64_t, int64_t) { return beta == T(0) ? nanv<T>() : rnd<T>(); });
                auto A0 = snap(A.buf), B0 = snap(B.buf), C0 = snap(C.buf);
                std::string lbl = tname<T>() + " gemm " + to_string(ta) + to_string(tb) + " m=" + std::to_string(m) +
                                  " n=" + std::to_string(n) + " k=" + std::to_string(k) + " a=" + fmtL(toL(alpha)) +
                                  " b=" + fmtL(toL(beta)) + " pad=" + std::to_string(pad) + " nb=" + std::to_string(nb) +
                                  (bc ? " bcastA" : "");
                if (!call("gemm", lbl, [&] { gemm(Q, ta, tb, alpha, A.cview(), B.cview(), beta, C.view()); })) continue;
                check_unchanged(lbl, "A", A, A0);
                check_unchanged(lbl, "B", B, B0);
                Mat<T> Cold = before_call(C, C0);
                check_out(lbl, C, C0, [](int64_t, int64_t) { return true; },
                          [&](int64_t b) {
                            LM R(m, n);
                            LM Cb = dense(Cold, b);
                            if (alpha != T(0) && k > 0) {
                              LM P = mul(opm(dense(A, b), ta, cplx<T>), opm(dense(B, b), tb, cplx<T>));
                              for (size_t p = 0; p < R.v.size(); ++p) R.v[p] = toL(alpha) * P.v[p];
                            }
                            if (beta != T(0))
                              for (size_t p = 0; p < R.v.size(); ++p) R.v[p] += toL(beta) * Cb.v[p];
                            return R;
                          },
                          tolfor<T>(k), false);
              }
}

// ---------------------------------------------------------------- symm / hemm
// The order of A (na) takes every SZ size on both sides: Left m = a, n = b; Right m = b, n = a.
// alpha = 0 (A, B NaN and not read): side and uplo are irrelevant, Left Lower only.
template <class T> void t_symm(bool herm) {
  int cnt = 0;
  for (int64_t a : SZ)
    for (int64_t b2 : SZS)
      for (Side side : {Side::Left, Side::Right})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (T alpha : alphas<T>())
            for (T beta : betas<T>()) {
              if (alpha == T(0) && (side != Side::Left || uplo != Uplo::Lower)) continue;
              const int64_t m = side == Side::Left ? a : b2, n = side == Side::Left ? b2 : a;
              int64_t pad = (cnt++ % 2) ? 3 : 0;
              int64_t nb = (cnt % 3) ? 2 : 1;
              bool bc = (cnt % 5) == 0;
              int64_t na = side == Side::Left ? m : n;
              Mat<T> A, B, C;
              A.init(na, na, pad, nb, bc, nanv<T>(), [&](int64_t i, int64_t j, int64_t) {
                if (alpha == T(0)) return nanv<T>();
                bool in = uplo == Uplo::Lower ? i >= j : i <= j;
                if (!in) return nanv<T>();
                T v = rnd<T>();
                if constexpr (cplx<T>)
                  if (herm && i == j) v.imag(std::numeric_limits<real_t<T>>::quiet_NaN());
                return v;
              });
              B.init(m, n, pad, nb, (cnt % 7) == 0, nanv<T>(),
                     [&](int64_t, int64_t, int64_t) { return alpha == T(0) ? nanv<T>() : rnd<T>(); });
              C.init(m, n, pad, nb, false, nanv<T>(),
                     [&](int64_t, int64_t, int64_t) { return beta == T(0) ? nanv<T>() : rnd<T>(); });
              auto A0 = snap(A.buf), B0 = snap(B.buf), C0 = snap(C.buf);
              std::string lbl = tname<T>() + (herm ? " hemm " : " symm ") + to_string(side) + to_string(uplo) +
                                " m=" + std::to_string(m) + " n=" + std::to_string(n) + " a=" + fmtL(toL(alpha)) +
                                " b=" + fmtL(toL(beta)) + " pad=" + std::to_string(pad) + " nb=" + std::to_string(nb);
              if (!call(herm ? "hemm" : "symm", lbl, [&] {
                    if constexpr (cplx<T>) {
                      if (herm) hemm(Q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
                      else symm(Q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
                    } else {
                      symm(Q, side, uplo, alpha, A.cview(), B.cview(), beta, C.view());
                    }
                  }))
                continue;
              check_unchanged(lbl, "A", A, A0);
              check_unchanged(lbl, "B", B, B0);
              Mat<T> Cold = before_call(C, C0);
              check_out(lbl, C, C0, [](int64_t, int64_t) { return true; },
                        [&](int64_t b) {
                          LM R(m, n);
                          LM Cb = dense(Cold, b);
                          if (alpha != T(0) && m > 0 && n > 0) {
                            LM Ad = dense(A, b), F(na, na);
                            for (int64_t j = 0; j < na; ++j)
                              for (int64_t i = 0; i < na; ++i) {
                                bool in = uplo == Uplo::Lower ? i >= j : i <= j;
                                LC v = in ? Ad(i, j) : Ad(j, i);
                                if (herm && !in) v = std::conj(v);
                                if (herm && i == j) v = LC(v.real(), 0);
                                F(i, j) = v;
                              }
                            LM P = side == Side::Left ? mul(F, dense(B, b)) : mul(dense(B, b), F);
                            for (size_t p = 0; p < R.v.size(); ++p) R.v[p] = toL(alpha) * P.v[p];
                          }
                          if (beta != T(0))
                            for (size_t p = 0; p < R.v.size(); ++p) R.v[p] += toL(beta) * Cb.v[p];
                          return R;
                        },
                        tolfor<T>(na), false);
            }
}

// ---------------------------------------------------------------- syrk/herk/syr2k/her2k
// kind 0 syrk, 1 herk, 2 syr2k, 3 her2k
// One call; `cnt` drives padding, batch count and broadcasting as in the host probe; nb_force > 0
// overrides the batch count (the 70,001-item case).
template <class T>
void rank_case(int kind, int64_t n, int64_t k, Uplo uplo, Op trans, T alpha0, T beta0, int& cnt, int64_t nb_force = 0) {
  const bool herm = kind == 1 || kind == 3, two = kind >= 2;
            {
              T alpha = alpha0, beta = beta0;
              if (herm) {
                beta = T(std::real(toL(beta0)));
                if (kind == 1) alpha = T(std::real(toL(alpha0)));
              }
              int64_t pad = (cnt++ % 2) ? 3 : 0;
              int64_t nb = nb_force ? nb_force : (cnt % 3) ? 2 : 1;
              bool bc = !nb_force && (cnt % 5) == 0;
              bool N = trans == Op::NoTrans;
              Mat<T> A, B, C;
              auto fin = [&](int64_t, int64_t, int64_t) { return alpha == T(0) ? nanv<T>() : rnd<T>(); };
              A.init(N ? n : k, N ? k : n, pad, nb, bc, nanv<T>(), fin);
              if (two) B.init(N ? n : k, N ? k : n, pad, nb, !bc && (cnt % 7 == 0), nanv<T>(), fin);
              auto inreg = [&](int64_t i, int64_t j) { return uplo == Uplo::Lower ? i >= j : i <= j; };
              C.init(n, n, pad, nb, false, nanv<T>(), [&](int64_t i, int64_t j, int64_t) {
                if (!inreg(i, j)) return nanv<T>();
                if (beta == T(0)) return nanv<T>();
                T v = rnd<T>();
                if constexpr (cplx<T>)
                  if (herm && i == j) v.imag(std::numeric_limits<real_t<T>>::quiet_NaN());
                return v;
              });
              auto A0 = snap(A.buf), B0 = snap(B.buf), C0 = snap(C.buf);
              const char* nm[4] = {" syrk ", " herk ", " syr2k ", " her2k "};
              std::string lbl = tname<T>() + nm[kind] + to_string(uplo) + to_string(trans) + " n=" + std::to_string(n) +
                                " k=" + std::to_string(k) + " a=" + fmtL(toL(alpha)) + " b=" + fmtL(toL(beta)) +
                                " pad=" + std::to_string(pad) + " nb=" + std::to_string(nb) + (bc ? " bcastA" : "");
              const char* opn[4] = {"syrk", "herk", "syr2k", "her2k"};
              if (!call(opn[kind], lbl, [&] {
                    if constexpr (cplx<T>) {
                      using R = real_t<T>;
                      if (kind == 0) syrk(Q, uplo, trans, alpha, A.cview(), beta, C.view());
                      if (kind == 1) herk(Q, uplo, trans, R(alpha.real()), A.cview(), R(beta.real()), C.view());
                      if (kind == 2) syr2k(Q, uplo, trans, alpha, A.cview(), B.cview(), beta, C.view());
                      if (kind == 3) her2k(Q, uplo, trans, alpha, A.cview(), B.cview(), R(beta.real()), C.view());
                    } else {
                      if (kind == 0) syrk(Q, uplo, trans, alpha, A.cview(), beta, C.view());
                      if (kind == 2) syr2k(Q, uplo, trans, alpha, A.cview(), B.cview(), beta, C.view());
                    }
                  }))
                return;
              check_unchanged(lbl, "A", A, A0);
              if (two) check_unchanged(lbl, "B", B, B0);
              Mat<T> Cold = before_call(C, C0);
              bool quick = herm && (alpha == T(0) || k == 0) && beta == T(1);
              check_out(lbl, C, C0, inreg,
                        [&](int64_t b) {
                          LM R(n, n);
                          LM Cb = dense(Cold, b);
                          if (alpha != T(0) && k > 0) {
                            Op t1 = trans, t2 = trans;
                            // op(X) is n x k: N -> X, else X^T / X^H
                            LM Ad = dense(A, b);
                            LM Bd = two ? dense(B, b) : Ad;
                            bool cj = herm;
                            auto left = [&](LM& X) { return N ? X : opm(X, cj ? Op::ConjTrans : Op::Trans, true); };
                            auto right = [&](LM& X) {  // (op X)^T or ^H, k x n
                              return N ? opm(X, cj ? Op::ConjTrans : Op::Trans, true)
                                       : (cj ? opm(opm(X, Op::ConjTrans, true), Op::ConjTrans, true) : X);
                            };
                            (void)t1, (void)t2;
                            LM P = mul(left(Ad), right(Bd));
                            LC al = toL(alpha);
                            for (size_t p = 0; p < R.v.size(); ++p) R.v[p] = al * P.v[p];
                            if (two) {
                              LM P2 = mul(left(Bd), right(Ad));
                              LC al2 = herm ? std::conj(al) : al;
                              for (size_t p = 0; p < R.v.size(); ++p) R.v[p] += al2 * P2.v[p];
                            }
                          }
                          for (int64_t j = 0; j < n; ++j)
                            for (int64_t i = 0; i < n; ++i) {
                              LC c = Cb(i, j);
                              if (quick) { R(i, j) = c; continue; }
                              if (herm && i == j) c = LC(c.real(), 0);
                              if (beta != T(0)) R(i, j) += toL(beta) * c;
                              if (herm && i == j) R(i, j) = LC(R(i, j).real(), 0);
                            }
                          return R;
                        },
                        tolfor<T>(2 * k), herm && !quick);
            }
}

// k takes the host probe's SZS plus 16 and 65 (the tiny/gram/mma families also depend on k).
// Real types: ConjTrans (an alias of Trans) only with beta = 0.75. alpha = 0: trans irrelevant
// (A, B NaN, not read): NoTrans only.
template <class T> void t_rank(int kind) {
  const bool herm = kind == 1 || kind == 3;
  if (herm && !cplx<T>) return;
  int cnt = 0;
  std::vector<int64_t> ks = SZS;
  if (SZ.size() > 1) ks.insert(ks.end(), {16, 65});
  for (int64_t n : SZ)
    for (int64_t k : ks)
      for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
        for (Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans})
          for (T alpha0 : alphas<T>())
            for (T beta0 : betas<T>()) {
              // legality
              if (cplx<T> && !herm && trans == Op::ConjTrans) continue;
              if (cplx<T> && herm && trans == Op::Trans) continue;
              if (!cplx<T> && trans == Op::ConjTrans && beta0 != betas<T>()[2]) continue;
              if (alpha0 == T(0) && trans != Op::NoTrans) continue;
              rank_case<T>(kind, n, k, uplo, trans, alpha0, beta0, cnt);
            }
}

// Batches past 65,535 (a grid's y/z limit): syrk float n = 4.
inline void t_rank_bigbatch() {
  int cnt = 0;
  for (int64_t k : {3, 5})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (Op trans : {Op::NoTrans, Op::Trans})
        rank_case<float>(0, 4, k, uplo, trans, 1.25f, k == 3 ? 0.75f : 0.0f, cnt, 70001);
}

// ---------------------------------------------------------------- trmm
// The order of A takes every SZ size on both sides (Left m = a, n = b; Right m = b, n = a).
// alpha = 0 (A NaN, not read): NoTrans NonUnit only. Real types: ConjTrans (an alias of Trans)
// with NonUnit, out of place only.
template <class T> void t_trmm() {
  int cnt = 0;
  for (int64_t a : SZ)
    for (int64_t b2 : SZS)
      for (Side side : {Side::Left, Side::Right})
        for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
          for (Op ta : {Op::NoTrans, Op::Trans, Op::ConjTrans})
            for (Diag diag : {Diag::NonUnit, Diag::Unit})
              for (T alpha : alphas<T>())
                for (int inplace = 0; inplace < 2; ++inplace) {
                  if (alpha == T(0) && (ta != Op::NoTrans || diag != Diag::NonUnit)) continue;
                  if (!cplx<T> && ta == Op::ConjTrans && (diag != Diag::NonUnit || inplace)) continue;
                  const int64_t m = side == Side::Left ? a : b2, n = side == Side::Left ? b2 : a;
                  int64_t pad = (cnt++ % 2) ? 3 : 0;
                  int64_t nb = (cnt % 3) ? 2 : 1;
                  bool bc = (cnt % 5) == 0;
                  int64_t na = side == Side::Left ? m : n;
                  Mat<T> A, B, C;
                  A.init(na, na, pad, nb, bc, nanv<T>(), [&](int64_t i, int64_t j, int64_t) {
                    bool in = uplo == Uplo::Lower ? i >= j : i <= j;
                    if (!in || alpha == T(0)) return nanv<T>();
                    if (i == j && diag == Diag::Unit) return nanv<T>();
                    return rnd<T>();
                  });
                  B.init(m, n, pad, nb, false, nanv<T>(),
                         [&](int64_t, int64_t, int64_t) { return alpha == T(0) && !inplace ? nanv<T>() : rnd<T>(); });
                  C.init(m, n, pad, nb, false, nanv<T>(), [&](int64_t, int64_t, int64_t) { return nanv<T>(); });
                  Mat<T>& Out = inplace ? B : C;
                  Mat<T> Bold = B;
                  auto A0 = snap(A.buf), B0 = snap(B.buf), O0 = snap(Out.buf);
                  std::string lbl = tname<T>() + " trmm " + to_string(side) + to_string(uplo) + to_string(ta) +
                                    to_string(diag) + " m=" + std::to_string(m) + " n=" + std::to_string(n) +
                                    " a=" + fmtL(toL(alpha)) + " pad=" + std::to_string(pad) +
                                    " nb=" + std::to_string(nb) + (inplace ? " inplace" : "") + (bc ? " bcastA" : "");
                  if (!call("trmm", lbl, [&] { trmm(Q, side, uplo, ta, diag, alpha, A.cview(), B.cview(), Out.view()); }))
                    continue;
                  check_unchanged(lbl, "A", A, A0);
                  if (!inplace) check_unchanged(lbl, "B", B, B0);
                  check_out(lbl, Out, O0, [](int64_t, int64_t) { return true; },
                            [&](int64_t b) {
                              LM R(m, n);
                              if (alpha == T(0) || m == 0 || n == 0) return R;
                              LM Ad = dense(A, b), F(na, na);
                              for (int64_t j = 0; j < na; ++j)
                                for (int64_t i = 0; i < na; ++i) {
                                  bool in = uplo == Uplo::Lower ? i >= j : i <= j;
                                  F(i, j) = !in ? LC(0) : (i == j && diag == Diag::Unit) ? LC(1) : Ad(i, j);
                                }
                              LM OF = opm(F, ta, cplx<T>);
                              LM Bd = dense(Bold, b);
                              LM P = side == Side::Left ? mul(OF, Bd) : mul(Bd, OF);
                              for (size_t p = 0; p < R.v.size(); ++p) R.v[p] = toL(alpha) * P.v[p];
                              return R;
                            },
                            tolfor<T>(na), false);
                }
}

// Sections run op by op across the types (so a budget stop loses whole ops, not whole types).
int main(int argc, char** argv) {
  const std::vector<std::string> ops = {"gemm", "symm", "hemm", "syrk", "herk", "syr2k", "her2k", "trmm"};
  if (!probe_start("l3", ops)) return 0;
  std::string only = argc > 1 ? argv[1] : "sdcz";
  if (argc > 2) { SZ = {std::atol(argv[2])}; SZS = {argc > 3 ? std::atol(argv[3]) : 1}; }
  auto each = [&](const char* op, auto fn) { each_type(only, op, fn); };
  each("gemm", [](auto x) { t_gemm<decltype(x)>(); });
  each("symm", [](auto x) { t_symm<decltype(x)>(false); });
  each("hemm", [](auto x) { if constexpr (cplx<decltype(x)>) t_symm<decltype(x)>(true); });
  each("syrk", [](auto x) { t_rank<decltype(x)>(0); });
  each("herk", [](auto x) { t_rank<decltype(x)>(1); });
  each("syr2k", [](auto x) { t_rank<decltype(x)>(2); });
  each("her2k", [](auto x) { t_rank<decltype(x)>(3); });
  each("trmm", [](auto x) { t_trmm<decltype(x)>(); });
  if (only.find('s') != std::string::npos && argc <= 2) section<float>("syrk", [] { t_rank_bigbatch(); });
  return probe_finish();
}
