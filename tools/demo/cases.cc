#include "cases.hh"

namespace demo {
namespace {

constexpr int kReps = 5;

template <class T> struct Runner {
  Queue& q;
  const Sizes& s;
  std::mt19937_64& rng;
  std::vector<Row>& rows;

  /// Call once, check the named items, time kReps more calls, record the row.
  void record(const std::string& op, const std::string& shape, int64_t batch,
              const std::function<void()>& call,
              const std::function<long double(int64_t item)>& error_of, int64_t length,
              double work, bool level3) {
    Row r;
    r.op = op, r.dtype = dtype_name<T>(), r.shape = shape, r.batch = batch;
    call();
    q.wait();
    r.family = select::last_family();
    for (int64_t b : checked_items(batch)) r.error = std::max(r.error, error_of(b));
    r.ok = r.error <= tolerance<T>(length);
    r.ms = time_ms(q, call, kReps);
    r.rate = work / (r.ms * 1e-3) / 1e9;
    r.unit = level3 ? "GFLOP/s" : "GB/s";
    rows.push_back(r);
  }

  static std::string sq(int64_t n, int64_t k) {
    return "n=" + std::to_string(n) + " k=" + std::to_string(k);
  }
  static constexpr double flop_scale = is_complex_v<T> ? 4.0 : 1.0;  // complex MAC = 4 real

  static auto all() {
    return [](int64_t, int64_t) { return true; };
  }
  static auto tri(Uplo u) {
    return [u](int64_t i, int64_t j) { return stored(u, i, j); };
  }

  void level3() {
    const int64_t n = s.n3, k = s.k3, B = s.batch3;
    const T alpha = scalar<T>(0.75), beta = scalar<T>(-0.5);
    Operand<T> A(q, n, k, B, rng), Bm(q, n, k, B, rng), Sq(q, n, n, B, rng), C(q, n, n, B, rng);
    const auto C0 = C.h;
    auto c0 = [&](int64_t b) { return load(C0, n, n, n, n * n, b); };

    record("gemm", "m=n=" + std::to_string(n) + " k=" + std::to_string(k), B,
           [&] { gemm(q, Op::NoTrans, Op::Trans, alpha, A.c(), Bm.c(), beta, C.m()); },
           [&](int64_t b) {
             auto want = axpby(W(alpha), matmul(A.item(b), op(Bm.item(b), Op::Trans)), W(beta), c0(b));
             return rel_error(C.device_item(b), want, all());
           },
           k, 2.0 * n * n * k * B * flop_scale, true);
    C.d.upload(C0.data());
    record("syrk", sq(n, k), B,
           [&] { syrk(q, Uplo::Lower, Op::NoTrans, alpha, A.c(), beta, C.m()); },
           [&](int64_t b) {
             auto want = axpby(W(alpha), matmul(A.item(b), op(A.item(b), Op::Trans)), W(beta), c0(b));
             return rel_error(C.device_item(b), want, tri(Uplo::Lower));
           },
           k, 1.0 * n * (n + 1) * k * B * flop_scale, true);
    C.d.upload(C0.data());
    record("syr2k", sq(n, k), B,
           [&] { syr2k(q, Uplo::Upper, Op::NoTrans, alpha, A.c(), Bm.c(), beta, C.m()); },
           [&](int64_t b) {
             auto p = matmul(A.item(b), op(Bm.item(b), Op::Trans));
             auto pt = op(p, Op::Trans);
             for (std::size_t i = 0; i < p.v.size(); ++i) p.v[i] += pt.v[i];
             return rel_error(C.device_item(b), axpby(W(alpha), p, W(beta), c0(b)), tri(Uplo::Upper));
           },
           k, 2.0 * n * (n + 1) * k * B * flop_scale, true);
    C.d.upload(C0.data());
    record("symm", "m=n=" + std::to_string(n), B,
           [&] { symm(q, Side::Left, Uplo::Lower, alpha, Sq.c(), A.c(), beta, C.m()); },
           [&](int64_t b) {
             // A (n x k) plays B here with k == n in the demo's square sizes.
             auto want = axpby(W(alpha), matmul(mirror(Sq.item(b), Uplo::Lower, false), A.item(b)),
                               W(beta), c0(b));
             return rel_error(C.device_item(b), want, all());
           },
           n, 2.0 * n * n * n * B * flop_scale, true);
    C.d.upload(C0.data());
    record("trmm", "m=n=" + std::to_string(n), B,
           [&] { trmm(q, Side::Right, Uplo::Upper, Op::Trans, Diag::Unit, alpha, Sq.c(), A.c(), C.m()); },
           [&](int64_t b) {
             auto want = matmul(A.item(b), op(triangle(Sq.item(b), Uplo::Upper, Diag::Unit), Op::Trans));
             for (auto& v : want.v) v *= W(alpha);
             return rel_error(C.device_item(b), want, all());
           },
           n, 1.0 * n * n * n * B * flop_scale, true);
    if constexpr (is_complex_v<T>) {
      using R = real_t<T>;
      C.d.upload(C0.data());
      record("hemm", "m=n=" + std::to_string(n), B,
             [&] { hemm(q, Side::Right, Uplo::Upper, alpha, Sq.c(), A.c(), beta, C.m()); },
             [&](int64_t b) {
               auto want = axpby(W(alpha), matmul(A.item(b), mirror(Sq.item(b), Uplo::Upper, true)),
                                 W(beta), c0(b));
               return rel_error(C.device_item(b), want, all());
             },
             n, 2.0 * n * n * n * B * flop_scale, true);
      C.d.upload(C0.data());
      record("herk", sq(n, k), B,
             [&] { herk(q, Uplo::Upper, Op::NoTrans, R(0.75), A.c(), R(-0.5), C.m()); },
             [&](int64_t b) {
               auto cb = c0(b);
               for (int64_t i = 0; i < n; ++i) cb(i, i) = W(cb(i, i).real());
               auto want = axpby(W(0.75), matmul(A.item(b), op(A.item(b), Op::ConjTrans)), W(-0.5), cb);
               return rel_error(C.device_item(b), want, tri(Uplo::Upper));
             },
             k, 1.0 * n * (n + 1) * k * B * flop_scale, true);
      C.d.upload(C0.data());
      record("her2k", sq(n, k), B,
             [&] { her2k(q, Uplo::Lower, Op::NoTrans, alpha, A.c(), Bm.c(), R(-0.5), C.m()); },
             [&](int64_t b) {
               auto p = matmul(A.item(b), op(Bm.item(b), Op::ConjTrans));
               auto ph = op(p, Op::ConjTrans);
               Dense sum(n, n);
               for (std::size_t i = 0; i < p.v.size(); ++i)
                 sum.v[i] = W(alpha) * p.v[i] + std::conj(W(alpha)) * ph.v[i];
               auto cb = c0(b);
               for (int64_t i = 0; i < n; ++i) cb(i, i) = W(cb(i, i).real());
               return rel_error(C.device_item(b), axpby(W(1), sum, W(-0.5), cb), tri(Uplo::Lower));
             },
             k, 2.0 * n * (n + 1) * k * B * flop_scale, true);
    }
  }

  void level2() {
    const int64_t n = s.n2, B = s.batch2;
    const double e = sizeof(T);
    const T alpha = scalar<T>(0.75), beta = scalar<T>(-0.5);
    Operand<T> A(q, n, n, B, rng), x(q, n, 1, B, rng), y(q, n, 1, B, rng);
    const auto A0 = A.h, y0 = y.h, x0 = x.h;
    auto a0 = [&](int64_t b) { return load(A0, n, n, n, n * n, b); };
    auto v0 = [&](const std::vector<T>& h, int64_t b) { return load(h, n, 1, n, n, b); };
    const std::string shape = "n=" + std::to_string(n);
    const double mat = e * n * n * B, tri_bytes = e * n * (n + 1) / 2.0 * B, vec = e * n * B;

    record("gemv", shape + " T", B,
           [&] { gemv(q, Op::Trans, alpha, A.c(), x.vc(), beta, y.vm()); },
           [&](int64_t b) {
             auto want = axpby(W(alpha), matmul(op(a0(b), Op::Trans), v0(x0, b)), W(beta), v0(y0, b));
             return rel_error(y.device_item(b), want, all());
           },
           n, mat + 3 * vec, false);
    y.d.upload(y0.data());
    record("symv", shape, B,
           [&] { symv(q, Uplo::Lower, alpha, A.c(), x.vc(), beta, y.vm()); },
           [&](int64_t b) {
             auto want = axpby(W(alpha), matmul(mirror(a0(b), Uplo::Lower, false), v0(x0, b)), W(beta),
                               v0(y0, b));
             return rel_error(y.device_item(b), want, all());
           },
           n, tri_bytes + 3 * vec, false);
    record("trmv", shape, B,
           [&] { trmv(q, Uplo::Upper, Op::NoTrans, Diag::NonUnit, A.c(), x.vm()); },
           [&](int64_t b) {
             auto want = matmul(triangle(a0(b), Uplo::Upper, Diag::NonUnit), v0(x0, b));
             return rel_error(x.device_item(b), want, all());
           },
           n, tri_bytes + 2 * vec, false);
    x.d.upload(x0.data());
    y.d.upload(y0.data());  // gemv and symv above updated y in place
    auto outer = [&](int64_t b, const std::vector<T>& u, const std::vector<T>& v, bool conj_v) {
      auto o = matmul(v0(u, b), op(v0(v, b), conj_v ? Op::ConjTrans : Op::Trans));
      for (auto& z : o.v) z *= W(alpha);
      return o;
    };
    auto plus = [](Dense a, const Dense& b) {
      for (std::size_t i = 0; i < a.v.size(); ++i) a.v[i] += b.v[i];
      return a;
    };
    record("ger", shape, B, [&] { ger(q, alpha, x.vc(), y.vc(), A.m()); },
           [&](int64_t b) { return rel_error(A.device_item(b), plus(a0(b), outer(b, x0, y0, false)), all()); },
           1, 2 * mat + 2 * vec, false);
    A.d.upload(A0.data());
    record("syr", shape, B, [&] { syr(q, Uplo::Lower, alpha, x.vc(), A.m()); },
           [&](int64_t b) {
             return rel_error(A.device_item(b), plus(a0(b), outer(b, x0, x0, false)), tri(Uplo::Lower));
           },
           1, 2 * tri_bytes + vec, false);
    A.d.upload(A0.data());
    record("syr2", shape, B, [&] { syr2(q, Uplo::Upper, alpha, x.vc(), y.vc(), A.m()); },
           [&](int64_t b) {
             auto want = plus(plus(a0(b), outer(b, x0, y0, false)), outer(b, y0, x0, false));
             return rel_error(A.device_item(b), want, tri(Uplo::Upper));
           },
           1, 2 * tri_bytes + 2 * vec, false);
    A.d.upload(A0.data());
    if constexpr (is_complex_v<T>) {
      using R = real_t<T>;
      record("gerc", shape, B, [&] { gerc(q, alpha, x.vc(), y.vc(), A.m()); },
             [&](int64_t b) { return rel_error(A.device_item(b), plus(a0(b), outer(b, x0, y0, true)), all()); },
             1, 2 * mat + 2 * vec, false);
      A.d.upload(A0.data());
      y.d.upload(y0.data());
      record("hemv", shape, B,
             [&] { hemv(q, Uplo::Upper, alpha, A.c(), x.vc(), beta, y.vm()); },
             [&](int64_t b) {
               auto want = axpby(W(alpha), matmul(mirror(a0(b), Uplo::Upper, true), v0(x0, b)), W(beta),
                                 v0(y0, b));
               return rel_error(y.device_item(b), want, all());
             },
             n, tri_bytes + 3 * vec, false);
      y.d.upload(y0.data());  // hemv above updated y in place
      auto hermitian_base = [&](int64_t b) {
        auto a = a0(b);
        for (int64_t i = 0; i < n; ++i) a(i, i) = W(a(i, i).real());
        return a;
      };
      record("her", shape, B, [&] { her(q, Uplo::Lower, R(0.75), x.vc(), A.m()); },
             [&](int64_t b) {
               auto o = matmul(v0(x0, b), op(v0(x0, b), Op::ConjTrans));
               for (auto& z : o.v) z *= W(0.75);
               return rel_error(A.device_item(b), plus(hermitian_base(b), o), tri(Uplo::Lower));
             },
             1, 2 * tri_bytes + vec, false);
      A.d.upload(A0.data());
      record("her2", shape, B, [&] { her2(q, Uplo::Upper, alpha, x.vc(), y.vc(), A.m()); },
             [&](int64_t b) {
               auto xy = outer(b, x0, y0, true);                 // alpha x y^H
               auto yx = op(xy, Op::ConjTrans);                  // conj(alpha) y x^H
               return rel_error(A.device_item(b), plus(plus(hermitian_base(b), xy), yx), tri(Uplo::Upper));
             },
             1, 2 * tri_bytes + 2 * vec, false);
    }
  }
};

}  // namespace

template <class T> void run_all(Queue& q, const Sizes& s, std::mt19937_64& rng,
                                std::vector<Row>& rows) {
  Runner<T> r{q, s, rng, rows};
  r.level3();
  r.level2();
}

template void run_all<float>(Queue&, const Sizes&, std::mt19937_64&, std::vector<Row>&);
template void run_all<double>(Queue&, const Sizes&, std::mt19937_64&, std::vector<Row>&);
template void run_all<std::complex<float>>(Queue&, const Sizes&, std::mt19937_64&, std::vector<Row>&);
template void run_all<std::complex<double>>(Queue&, const Sizes&, std::mt19937_64&, std::vector<Row>&);

}  // namespace demo
