// Eight host threads, each with its own CUDA queue (own stream, cuBLAS handle and workspace),
// run several operations and families at once, repeatedly; every result must match the host
// reference computed beforehand. Route pins are per thread (ScopedSettings). Skipped without a
// device.
#include <memory>
#include <thread>

#include "cuda/gpu_support.hh"

namespace {

using namespace gpu_support;

constexpr int kThreads = 8;
constexpr int kRounds = 12;

/// One thread's operands (on its own queue) and the host reference of each output.
struct Work {
  Queue q;
  Mat<double> A, B, C, S;         // gemm / syrk (gemm_fold) / trmm (expand, in place)
  Mat<std::complex<float>> H, K;  // herk (vendor) K := H*H^H
  Vec<double> x, y;               // gemv (vendor)
  std::vector<double> c_ref, s_ref, y_ref;
  std::vector<std::complex<float>> k_ref;
  std::vector<double> a0, b0, s0, x0, y0;
  std::vector<std::complex<float>> h0, k0;
  std::string errors;

  Work(Queue queue, std::mt19937_64& rng)
      : q(queue),
        A(q, 37, 29, 20),
        B(q, 29, 41, 20),
        C(q, 37, 41, 20),
        S(q, 37, 37, 20),
        H(q, 33, 17, 20),
        K(q, 33, 33, 20),
        x(q, 41, 20, -1),
        y(q, 37, 20, 2) {
    A.fill(rng), B.fill(rng), C.fill(rng), S.fill(rng), H.fill(rng), K.fill(rng);
    x.fill(rng), y.fill(rng);
    a0 = A.buf.host, b0 = B.buf.host, s0 = S.buf.host, x0 = x.buf.host, y0 = y.buf.host;
    h0 = H.buf.host, k0 = K.buf.host;
  }

  void upload_all() {
    A.buf.host = a0, B.buf.host = b0, S.buf.host = s0, x.buf.host = x0, y.buf.host = y0;
    H.buf.host = h0, K.buf.host = k0;
    for (auto* m : {&A, &B, &C, &S}) m->buf.upload();
    H.buf.upload(), K.buf.upload(), x.buf.upload(), y.buf.upload();
  }

  // C := A*B; S's upper triangle := 0.5*A*A^T + 2*S; K := 1.5*H*H^H + 0.5*K (lower);
  // y := 2*C*x - y; then C := lower(S)^T * C in place.
  void run_ops() {
    gemm(q, Op::NoTrans, Op::NoTrans, 1.0, A.cview(), B.cview(), 0.0, C.view());
    syrk(q, Uplo::Upper, Op::NoTrans, 0.5, A.cview(), 2.0, S.view());
    herk(q, Uplo::Lower, Op::NoTrans, 1.5f, H.cview(), 0.5f, K.view());
    gemv(q, Op::NoTrans, 2.0, C.cview(), x.cview(), -1.0, y.view());
    trmm(q, Side::Left, Uplo::Lower, Op::Trans, Diag::NonUnit, 1.0, S.cview(), C.cview(), C.view());
  }
};

TEST(Concurrency, EightThreadsEachWithItsOwnQueue) {
  GPU_ONLY();
  std::vector<std::unique_ptr<Work>> host, dev;
  for (int t = 0; t < kThreads; ++t) {
    std::mt19937_64 r1(1000 + t), r2(1000 + t);  // identical data on both sides
    host.push_back(std::make_unique<Work>(Queue::host(), r1));
    dev.push_back(std::make_unique<Work>(Queue::cuda(0), r2));
  }
  for (auto& w : host) {  // the references
    w->upload_all();
    w->run_ops();
    w->C.buf.download(), w->S.buf.download(), w->K.buf.download(), w->y.buf.download();
    w->c_ref = w->C.buf.host, w->s_ref = w->S.buf.host, w->y_ref = w->y.buf.host;
    w->k_ref = w->K.buf.host;
  }
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      Work& w = *dev[t];
      try {
        Settings s = with_route("syrk", "gemm_fold");
        s.routes["herk"] = "vendor";
        s.routes["trmm"] = t % 2 ? "expand" : "vendor";
        s.routes["gemm"] = s.routes["gemv"] = "vendor";
        ScopedSettings pin(std::move(s));
        for (int r = 0; r < kRounds; ++r) {
          w.upload_all();
          w.run_ops();
          w.C.buf.download(), w.S.buf.download(), w.K.buf.download(), w.y.buf.download();
          const auto* ref = host[t].get();
          for (auto [ok, name] : {std::pair{bool(agree(ref->c_ref, w.C.buf.host, 80)), "trmm"},
                                  {bool(agree(ref->s_ref, w.S.buf.host, 40)), "syrk"},
                                  {bool(agree(ref->k_ref, w.K.buf.host, 20)), "herk"},
                                  {bool(agree(ref->y_ref, w.y.buf.host, 50)), "gemv"}})
            if (!ok)
              w.errors += "thread " + std::to_string(t) + " round " + std::to_string(r) + ": " +
                          name + " differs\n";
        }
      } catch (const std::exception& e) {
        w.errors += std::string("thread ") + std::to_string(t) + " threw: " + e.what() + "\n";
      }
    });
  for (auto& th : threads) th.join();
  for (auto& w : dev) EXPECT_EQ(w->errors, "");
}

}  // namespace
