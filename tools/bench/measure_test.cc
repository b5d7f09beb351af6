// Bench::run's timing schedule on the host queue, with a stand-in problem that logs every call
// (which family the pin names, which operand set) and can throw on a chosen call: the repeat
// count, the operand-set rotation, the interleaved rounds and a failure in a later round. Also
// the grid's expansion of a real dtype's ConjTrans (expand, cli.cc).
#include <gtest/gtest.h>

#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "batchlas/settings.hh"
#include "bench/cli.hh"
#include "bench/measure.hh"
#include "bench/problem.hh"
#include "bench/problem_base.hh"

namespace batchlas::bench {
namespace {

struct Log {
  std::vector<std::pair<std::string, int>> calls;  // (pinned family, set)
  std::string throw_family;
  int throw_at = 0;  // that family's n-th call (1-based) throws; 0 = never
};

class FakeProblem : public Problem {
 public:
  explicit FakeProblem(Log& log) : log_(log) {}
  void set_batch(int64_t b) override { batch_ = b; }
  int64_t item_bytes() const override { return 1024; }
  int64_t set_bytes() const override { return 1024 * batch_; }
  void add_set(std::byte*) override { ++sets_; }
  double min_bytes() const override { return 1024; }
  double flops() const override { return 1; }
  std::vector<FamilyInfo> families() const override {
    return {{"fa", "native", false}, {"fb", "native", false}};
  }
  void run(Queue&, int s) override {
    std::this_thread::sleep_for(std::chrono::microseconds(20));  // a call takes time (the budget rule)
    const std::string fam = settings().route("syrk");
    log_.calls.emplace_back(fam, s);
    int n = 0;
    for (const auto& c : log_.calls) n += c.first == fam;
    if (fam == log_.throw_family && n == log_.throw_at) throw std::runtime_error("planted failure");
  }
  std::string reference_name() const override { return ""; }
  std::vector<RefCall> reference(int) override { return {}; }

 private:
  Log& log_;
};

Case syrk_case() {
  Grid g;
  g.ops = parse_ops("syrk");
  g.dtypes.assign(1, 'd');  // (= "d" trips GCC 12's -Wrestrict false positive, PR 105329)
  g.n = {8};
  g.batches = {4};
  return expand(g).at(0);
}

// --trans C on a real type is T (reference BLAS): expand runs it once, labelled T; complex keeps C.
TEST(BenchGrid, RealConjTransRunsAsTrans) {
  Grid g;
  g.ops = parse_ops("gemm");
  g.dtypes = parse_dtypes("d,z");
  g.flags["trans"] = parse_letters("trans", "T,C");
  g.n = {8};
  g.batches = {4};
  std::vector<std::string> seen;
  for (const Case& c : expand(g)) seen.push_back(std::string(1, c.dtype) + c.flag("transa") + c.flag("transb"));
  const std::vector<std::string> want = {"dTT", "zTT", "zTC", "zCT", "zCC"};
  EXPECT_EQ(seen, want);
}

/// Bytes stored per item of `op` (dtype s) at m = 3, n = 5, k = 4 with --ld-pad `pad`.
int64_t stored_bytes(const char* op, int64_t pad) {
  Grid g;
  g.ops = parse_ops(op);
  g.n = {5}, g.m = {3}, g.k = {4};
  g.batches = {2};
  g.ld_pad = pad;
  auto p = make_problem(expand(g).at(0));
  p->set_batch(2);
  return p->item_bytes();
}

// --ld-pad: every matrix operand stored with ld = rows + pad, vectors never padded; the minimum
// bytes (the floor) count no padding. ger: A 3 x 5, x 3, y 5; gemm: A 3 x 4, B 4 x 5, C 3 x 5.
TEST(BenchGrid, LdPadPadsMatricesNotVectors) {
  EXPECT_EQ(stored_bytes("ger", 0), 4 * (15 + 3 + 5));
  EXPECT_EQ(stored_bytes("ger", 2), 4 * (5 * 5 + 3 + 5));
  EXPECT_EQ(stored_bytes("gemm", 0), 4 * (12 + 20 + 15));
  EXPECT_EQ(stored_bytes("gemm", 2), 4 * (5 * 4 + 6 * 5 + 5 * 5));
  Grid g;
  g.ops = parse_ops("ger");
  g.n = {5}, g.m = {3}, g.batches = {2}, g.ld_pad = 2;
  const Case c = expand(g).at(0);
  EXPECT_EQ(make_problem(c)->min_bytes(), 4.0 * (3 + 5 + 2 * 15));
  EXPECT_EQ(c.shape_text(), "m=3 n=5 ld=rows+2");
}

/// ProblemBase's views and cuBLAS spelling: a 3 x 5 matrix A and a 3-vector x, one set.
class PadProbe : public ProblemBase {
 public:
  explicit PadProbe(const Case& c) : ProblemBase(c, 4) { a_ = add(3, 5), x_ = add_vector(3); }
  double min_bytes() const override { return 0; }
  double flops() const override { return 0; }
  std::vector<FamilyInfo> families() const override { return {}; }
  void run(Queue&, int) override {}
  MatrixView<float> a() const { return mat<float>(0, a_); }
  VectorView<float> x() const { return vec<float>(0, x_); }
  RefCall ger_call() const { return gemm_call(0, 'N', 'T', 3, 5, 1, x_, x_, a_, 1.0, 1.0); }

 private:
  int a_ = 0, x_ = 0;
};

// The ld and item stride the library's views and the cuBLAS call receive: padded for the matrix
// (ld = 3 + 2, 25 elements an item), tight for the vector; unchanged without --ld-pad.
TEST(BenchGrid, LdPadReachesViewsAndCublas) {
  for (int64_t pad : {0, 2}) {
    Case c = syrk_case();
    c.ld_pad = pad;
    PadProbe p(c);
    p.set_batch(2);
    std::vector<std::byte> mem(static_cast<std::size_t>(p.set_bytes()));
    p.add_set(mem.data());
    EXPECT_EQ(p.a().ld, 3 + pad);
    EXPECT_EQ(p.a().stride, (3 + pad) * 5);
    EXPECT_EQ(p.x().inc, 1);
    EXPECT_EQ(p.x().stride, 3);
    const RefCall r = p.ger_call();
    EXPECT_EQ(r.ldc, 3 + pad);
    EXPECT_EQ(r.stride_c, (3 + pad) * 5);
    EXPECT_EQ(r.lda, 3);
    EXPECT_EQ(r.stride_a, 3);
    // The set holds both items of both operands, each operand's batch on 256 bytes.
    EXPECT_EQ(p.set_bytes(), 256 + 256);
    EXPECT_EQ(p.item_bytes(), 4 * ((3 + pad) * 5 + 3));
  }
}

MeasureOptions options() {
  MeasureOptions o;
  o.repeats = 6, o.warmup = 2, o.min_repeats = 1, o.family_budget_s = 100;
  o.rotate_bytes = 8192;  // two sets of 4 x 1024 bytes
  o.screen_factor = 0, o.reference = false;
  return o;
}

const FamilyResult& family(const CaseResult& r, const std::string& name) {
  for (const auto& f : r.families)
    if (f.family == name) return f;
  throw std::logic_error("no family " + name);
}

std::vector<int> sets_of(const Log& log, const std::string& fam) {
  std::vector<int> v;
  for (const auto& c : log.calls)
    if (c.first == fam) v.push_back(c.second);
  return v;
}

TEST(BenchSchedule, RepeatsRotationAndRounds) {
  Queue q = Queue::host();
  Log log;
  Bench bench(q, options(), [&](const Case&) { return std::make_unique<FakeProblem>(log); });
  const CaseResult r = bench.run(syrk_case());
  ASSERT_EQ(r.sets, 2);
  for (const char* name : {"fa", "fb"}) {
    const auto& f = family(r, name);
    EXPECT_EQ(f.status, "ok") << name;
    EXPECT_EQ(f.ms.size(), 6u) << name;
    // First call (timed alone), one more warm-up, then per round one untimed call and two timed
    // ones; every timed call runs on the other set than the call before it.
    EXPECT_EQ(sets_of(log, name), (std::vector<int>{0, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0})) << name;
  }
  // Interleaved: fb is prepared and timed in round 1 before fa's round 2 and 3.
  std::vector<std::string> order;
  for (const auto& c : log.calls)
    if (order.empty() || order.back() != c.first) order.push_back(c.first);
  EXPECT_EQ(order, (std::vector<std::string>{"fa", "fb", "fa", "fb", "fa", "fb", "fa", "fb"}));
}

TEST(BenchSchedule, FailureInALaterRoundLeavesNoTimings) {
  Queue q = Queue::host();
  Log log;
  log.throw_family = "fa", log.throw_at = 6;  // fa's second round
  Bench bench(q, options(), [&](const Case&) { return std::make_unique<FakeProblem>(log); });
  const CaseResult r = bench.run(syrk_case());
  const auto& fa = family(r, "fa");
  EXPECT_EQ(fa.status, "error");
  EXPECT_NE(fa.note.find("planted failure"), std::string::npos);
  EXPECT_TRUE(fa.ms.empty());
  EXPECT_FALSE(fa.timed());
  const auto& fb = family(r, "fb");
  EXPECT_EQ(fb.status, "ok");
  EXPECT_EQ(fb.ms.size(), 6u);
  EXPECT_EQ(sets_of(log, "fa").size(), 6u);  // nothing of fa ran after its failure
}

TEST(BenchSchedule, BudgetCutsRepeatsButNotBelowMinOrAboveRepeats) {
  Queue q = Queue::host();
  Log log;
  MeasureOptions o = options();
  o.family_budget_s = 1e-12, o.min_repeats = 2;
  Bench bench(q, o, [&](const Case&) { return std::make_unique<FakeProblem>(log); });
  const CaseResult r = bench.run(syrk_case());
  EXPECT_EQ(family(r, "fa").ms.size(), 2u);
  o.repeats = 1, o.min_repeats = 3;
  Bench bench1(q, o, [&](const Case&) { return std::make_unique<FakeProblem>(log); });
  EXPECT_EQ(family(bench1.run(syrk_case()), "fa").ms.size(), 1u);
}

}  // namespace
}  // namespace batchlas::bench
