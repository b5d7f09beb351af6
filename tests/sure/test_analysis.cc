// Latency, free schedule, search, projection and live values.
#include "support.hh"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>

namespace batchlas::sure::test {
namespace {

TEST(Latency, PipelinedTrmvReachesTheFreeSchedule) {
    System sys = load("trmv_pipelined");
    for (Int n = 1; n <= 9; ++n) {
        Unfolded un = unfold(sys, {n});
        EXPECT_EQ(latency(un, declared_schedule(sys)), free_latency(un)) << "N = " << n;
        EXPECT_EQ(free_latency(un), n + 1);
    }
    EXPECT_EQ(latency_formula(sys, declared_schedule(sys)), "N + 1");
}

TEST(Latency, SeedTrmvIsSlowerThanFree) {
    System sys = load("trmv");
    EXPECT_EQ(latency_formula(sys, declared_schedule(sys)), "3*N - 1");
    for (Int n = 2; n <= 6; ++n) {
        Unfolded un = unfold(sys, {n});
        EXPECT_GT(latency(un, declared_schedule(sys)), free_latency(un));
    }
}

// A tau whose times leave 64 bits is refused, not wrapped: before, gemv with tau = (2^63 - 1, 1, 1)
// printed "latency 0 steps" (and 2^62 a negative latency) while `run` found schedule violations.
TEST(Latency, TimesOutside64BitsAreRefused) {
    System sys = load("gemv");
    Unfolded un = unfold(sys, {3, 3});
    Schedule sc = declared_schedule(sys);
    sc.tau[0] = std::numeric_limits<Int>::max();
    EXPECT_THROW(latency(un, sc), std::overflow_error);
    sc.tau[0] = Int{1} << 62;
    EXPECT_THROW(latency(un, sc), std::overflow_error);
}

// Sizes whose box cannot be enumerated are refused up front (before: M = N = 2^32 ran for
// hours, M = 2^63 - 1 said "the domain is unbounded").
TEST(Geometry, HugeSizesAreRefused) {
    System sys = load("gemv");
    EXPECT_THROW(domain_points(sys, {Int{1} << 32, Int{1} << 32}), std::invalid_argument);
    EXPECT_THROW(domain_points(sys, {std::numeric_limits<Int>::max(), 2}), std::exception);
    EXPECT_EQ(domain_points(sys, {3, 2}).size(), 6u);
}

// The count the search's bound is judged on before an unfold is exactly what the unfold holds.
TEST(Geometry, CountedValuesAndReadsMatchTheUnfold) {
    for (const char* name : {"axpy", "dot", "gemm", "gemv", "ger", "scal", "symm", "symv", "syr", "syr2", "syr2k", "syrk", "trmm", "trmv", "trmv_pipelined"}) {
        const System sys = load(name);
        const Unfolded un = unfold(sys, sys.sizes);
        Int held = static_cast<Int>(un.inst.size());
        for (const Instance& in : un.inst) held += static_cast<Int>(in.reads.size());
        EXPECT_EQ(equation_values_and_reads(sys, sys.sizes), held) << name;
    }
}

TEST(Latency, FormulasOfBoxOperators) {
    EXPECT_EQ(latency_formula(load("gemv"), declared_schedule(load("gemv"))), "M + N");
    EXPECT_EQ(latency_formula(load("gemm"), declared_schedule(load("gemm"))), "M + N + K - 1");
    EXPECT_EQ(latency_formula(load("dot"), declared_schedule(load("dot"))), "N + 1");
}

TEST(Schedule, LeastOffsetsOfGemv) {
    System sys = load("gemv");
    auto off = least_offsets(sys, {1, 1, 1}, 3);
    ASSERT_TRUE(off);
    EXPECT_EQ((*off)[sys.find_var("acc")], 1);
    EXPECT_EQ((*off)[sys.find_var("a")], 0);
    EXPECT_FALSE(least_offsets(sys, {1, 0, 1}, 3));  // acc <- acc(j-1) can never hold
}

TEST(Schedule, SearchReturnsOnlyValidRankedSchedules) {
    for (const char* name : {"gemv", "trmv", "syr", "trmm"}) {
        System sys = load(name);
        auto cands = search_schedules(sys, sys.sizes, 2, 3);
        ASSERT_FALSE(cands.empty()) << name;
        Unfolded un = unfold(sys, sys.sizes);
        Int free = free_latency(un);
        bool declared = false, pareto = false;
        for (std::size_t k = 0; k < cands.size(); ++k) {
            const Candidate& c = cands[k];
            EXPECT_TRUE(all_ok(check_system(sys, c.sc))) << name << " " << to_string(sys, c.sc);
            EXPECT_GE(c.latency, free);
            if (k) EXPECT_LE(cands[k - 1].latency, c.latency);
            declared = declared || c.sc.tau == sys.tau;
            pareto = pareto || c.pareto;
        }
        EXPECT_TRUE(declared) << name;
        EXPECT_TRUE(pareto) << name;
    }
}

TEST(Schedule, SearchBeatsTheSeedTrmvSchedule) {
    System sys = load("trmv");
    auto cands = search_schedules(sys, {6}, 2, 3);
    ASSERT_FALSE(cands.empty());
    EXPECT_EQ(cands.front().latency, free_latency(unfold(sys, {6})));
    EXPECT_EQ(cands.front().sc.tau, (std::vector<Int>{0, 1, 1}));  // rows need not wait for each other
}

TEST(Schedule, SearchRejectsEveryScheduleOfABrokenSystem) {
    System sys = load_mutated("dot", "acc(i-1,k) + xv", "acc(i+1,k) + acc(i-1,k) + xv");
    EXPECT_TRUE(search_schedules(sys, {4}, 2, 3).empty());  // a two-way dependence has no schedule
}

TEST(Projection, GemvAlongTheReduction) {
    System sys = load("gemv");
    Unfolded un = unfold(sys, {4, 5});
    Projection p = project(sys, un, declared_schedule(sys), {0, 1, 0});
    EXPECT_EQ(p.processors.size(), 4u);  // one processor per row
    EXPECT_EQ(p.cells, 20);
    EXPECT_EQ(p.latency, 9);
    EXPECT_DOUBLE_EQ(p.utilization, 20.0 / 36.0);
    bool acc_local = false;
    for (const Wire& w : p.wires)
        if (sys.vars[w.var].name == "acc") acc_local = std::all_of(w.dir.begin(), w.dir.end(), [](Int x) { return x == 0; }) && w.delay == 1;
    EXPECT_TRUE(acc_local);
    EXPECT_THROW(project(sys, un, declared_schedule(sys), {1, -1, 0}), std::invalid_argument);  // tau.u = 0
}

TEST(Projection, DiagonalDirectionUsesQuotientLattice) {
    System sys = load("gemm");
    Unfolded un = unfold(sys, {3, 3, 3});
    Projection p = project(sys, un, declared_schedule(sys), {1, 1, 1});
    EXPECT_EQ(p.processors.size(), 19u);  // hexagonal array of the classic systolic gemm
    for (const auto& row : p.P) EXPECT_EQ(dot(row, {1, 1, 1}), 0);
}

TEST(Projection, BestDirectionHasFewestProcessors) {
    System sys = load("gemm");
    Unfolded un = unfold(sys, sys.sizes);
    EXPECT_EQ(best_direction(sys, un, declared_schedule(sys)), (std::vector<Int>{0, 0, 1}));  // the file's `project`
    sys.project_u.clear();
    auto u = best_direction(sys, un, declared_schedule(sys));
    std::size_t best = processor_count(un, u);
    for (const auto& d : small_directions(3))
        if (dot(sys.tau, d) != 0) EXPECT_LE(best, processor_count(un, d));
}

TEST(Projection, DirectionCountsMatchProject) {
    // The `project` listing and best_direction read these counts; each must be project()'s.
    System sys = load("gemm");
    sys.project_u.clear();
    const Schedule sc = declared_schedule(sys);
    Unfolded un = unfold(sys, {3, 4, 2});
    const auto counts = direction_counts(un, sc);
    ASSERT_EQ(counts.size(), small_directions(3).size());
    std::size_t allowed = 0;
    for (const auto& c : counts) {
        EXPECT_EQ(c.allowed, dot(sc.tau, c.u) != 0);
        if (!c.allowed) continue;
        ++allowed;
        Projection p = project(sys, un, sc, c.u);
        EXPECT_EQ(c.processors, p.processors.size()) << to_string(c.u);
        EXPECT_DOUBLE_EQ(c.utilization, p.utilization) << to_string(c.u);
    }
    EXPECT_GT(allowed, 1u);
    EXPECT_EQ(best_direction(sys, sc, counts), best_direction(sys, un, sc));
    std::vector<DirectionCount> none = counts;
    for (auto& c : none) c.allowed = false;
    EXPECT_TRUE(best_direction(sys, sc, none).empty());
}

TEST(LiveValues, DotHoldsFewValues) {
    System sys = load("dot");
    Unfolded un = unfold(sys, {6});
    Int live = peak_live(un, declared_schedule(sys));
    EXPECT_GE(live, 1);
    EXPECT_LE(live, 3);  // the running sum and the two operands of the next step
}

TEST(Interpreter, CountsInjectionsOncePerVector) {
    System sys = load("ger");
    Data d = random_data(sys, {4, 5}, 1);
    RunStats st = run(sys, declared_schedule(sys), {4, 5}, d);
    EXPECT_EQ(st.injections, 4 + 5 + 1 + 4 * 5);  // x once per row, y once per column, alpha once, A
    EXPECT_EQ(st.drains, 20);
}

}  // namespace
}  // namespace batchlas::sure::test
