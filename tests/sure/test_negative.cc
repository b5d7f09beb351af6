// Systems that must be rejected, each with the message that says why; and wrong systems
// that pass the checks but must fail the oracle (so the comparisons can fail).
#include "support.hh"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace batchlas::sure::test {
namespace {

std::vector<CheckResult> checks_with_tau(const System& sys, std::vector<Int> tau) {
    Schedule sc = declared_schedule(sys);
    sc.tau = std::move(tau);
    return check_system(sys, sc);
}

const CheckResult& named(const std::vector<CheckResult>& rs, const std::string& name) {
    for (const CheckResult& r : rs)
        if (r.name == name) return r;
    throw std::runtime_error("no check " + name);
}

TEST(Negative, TrmvTau111RejectedByDiagonalFlux) {
    System sys = load("trmv");
    auto rs = checks_with_tau(sys, {1, 1, 1});
    EXPECT_FALSE(all_ok(rs));
    EXPECT_TRUE(named(rs, "dependences").ok);  // every arc is fine: only the diagonal face fails
    auto f = failures(rs);
    ASSERT_EQ(f.size(), 1u);
    EXPECT_NE(f[0].find("output face of Y on j = i"), std::string::npos) << f[0];
    EXPECT_NE(f[0].find("diagonal boundary 'j <= i'"), std::string::npos) << f[0];
    EXPECT_NE(f[0].find("outward normal n = (-1,1,0): tau.n = 0, needs >= 1 (zero flux"), std::string::npos) << f[0];
}

TEST(Negative, FluxPast64BitsIsJudgedExactly) {
    // tau.n = +-(2^64 - 2) on trmv's diagonal face, n = (-1,1,0): judged by its exact value (it
    // was an error ending `check` after its header), the same way schedule_valid judges it.
    System sys = load("trmv");
    const Int big = std::numeric_limits<Int>::max();
    std::vector<CheckResult> rs;
    ASSERT_NO_THROW(rs = checks_with_tau(sys, {-big, big, 1}));
    EXPECT_TRUE(named(rs, "flux").ok);
    Schedule sc = declared_schedule(sys);
    sc.tau = {-big, big, 1};
    EXPECT_EQ(schedule_valid(sys, sc), all_ok(rs));
    ASSERT_NO_THROW(rs = checks_with_tau(sys, {big, -big, 1}));
    EXPECT_FALSE(named(rs, "flux").ok);
    bool found = false;
    for (const std::string& f : failures(rs))
        found = found || (f.find("output face of Y on j = i") != std::string::npos &&
                          f.find("tau.n = -18446744073709551614, needs >= 1") != std::string::npos);
    EXPECT_TRUE(found);
    sc.tau = {big, -big, 1};
    EXPECT_FALSE(schedule_valid(sys, sc));
}

// 2^21 points is the most a box may hold (geometry.hh: about 1.5 KB of instances per point);
// one more and domain_points, unfold and the CLI's run refuse before allocating anything.
TEST(Negative, DomainBoxPastTheLimitIsRefused) {
    System gemm = load("gemm");  // params M N K, box M x N x K
    EXPECT_NO_THROW(require_enumerable(gemm, {128, 128, 128}));
    for (const Sizes& s : {Sizes{128, 128, 129}, Sizes{256, 256, 256}, Sizes{100000, 100000, 100000}}) {
        try {
            require_enumerable(gemm, s);
            ADD_FAILURE() << "accepted " << s[2];
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find("points, too many to enumerate"), std::string::npos) << e.what();
        }
        EXPECT_THROW(domain_points(gemm, s), std::invalid_argument);
    }
}

// A domain empty at the smallest enumerated sizes is fine (a strict triangle at N = 1 has no
// points); only the file's own sizes must give points.
TEST(Negative, DomainEmptyOnlyAtSmallSizesPassesCheck) {
    System strict = load_mutated("trmv", {{"0 <= j <= i,", "0 <= j <= i - 1,"}, {"out Y[N]", "out Y[N-1]"},
                                          {"output Y[i] at (i, i, k)", "output Y[i-1] at (i, i-1, k)"}});
    const auto rs = check_system(strict, declared_schedule(strict));
    EXPECT_TRUE(all_ok(rs)) << (failures(rs).empty() ? "" : failures(rs).front());
    Data d = random_data(strict, {5}, 1);
    run(strict, declared_schedule(strict), {5}, d);
    const int y = strict.find_tensor("Y");
    ASSERT_EQ(d.tensors[y].size(), 4u);
    for (double v : d.tensors[y]) EXPECT_FALSE(std::isnan(v)) << "every Y[i - 1], i = 1..4, is written";
}

TEST(Negative, LiteralAlphaInBodyIsBroadcast) {
    System sys = load_mutated("gemv", "al(i,j,k)*a(i,j,k)*xv(i,j,k)", "alpha*a(i,j,k)*xv(i,j,k)");
    auto rs = check_system(sys, declared_schedule(sys));
    EXPECT_FALSE(named(rs, "broadcast").ok);
    EXPECT_TRUE(contains(failures(rs), "broadcast: the equation of acc reads the scalar 'alpha' at gemv-mutated.sure:21:"));
}

TEST(Negative, TensorElementInBodyIsBroadcast) {
    System sys = load_mutated("gemv", "al(i,j,k)*a(i,j,k)*xv(i,j,k)", "al(i,j,k)*A[i,j]*xv(i,j,k)");
    auto rs = check_system(sys, declared_schedule(sys));
    EXPECT_TRUE(contains(failures(rs), "reads the tensor element A[i, j]"));
}

TEST(Negative, AffineTapRejected) {
    System sys = load_mutated("gemv", "eq xv(i,j,k)  = xv(i-1,j,k)", "eq xv(i,j,k)  = xv(0,j,k)");
    auto rs = check_system(sys, declared_schedule(sys));
    EXPECT_FALSE(named(rs, "uniformity").ok);
    EXPECT_TRUE(contains(failures(rs), "non-uniform tap xv(0, j, k) at gemv-mutated.sure:19:17 in the equation of xv: argument 1 is '0', not 'i' plus a constant"));
}

TEST(Negative, TransposedTapRejected) {
    System sys = load_mutated("gemv", "al(i,j,k)*a(i,j,k)", "al(i,j,k)*a(j,i,k)");
    EXPECT_TRUE(contains(failures(check_system(sys, declared_schedule(sys))), "argument 1 is 'j', not 'i' plus a constant (an affine dependence)"));
}

TEST(Negative, TauViolatingOneArcNamesIt) {
    System sys = load("trmv_pipelined");
    auto rs = checks_with_tau(sys, {0, 1, 1});
    const CheckResult& dep = named(rs, "dependences");
    EXPECT_FALSE(dep.ok);
    int failing = 0;
    for (const CheckItem& i : dep.items) failing += !i.ok;
    EXPECT_EQ(failing, 1);
    EXPECT_TRUE(contains(failures(rs), "dependences: violated arc xv(i,j,k) <- xv(i + 1, j, k): d = (-1,0,0), tau.d + offset(xv) - offset(xv) = 0 + 0 - 0 = 0 < 1"));
}

TEST(Negative, MissingOffsetViolatesSamePointArcs) {
    System sys = load_mutated("gemv", "offset acc = 1", "offset acc = 0");
    auto f = failures(check_system(sys, declared_schedule(sys)));
    EXPECT_TRUE(contains(f, "violated arc acc(i,j,k) <- a(i, j, k)"));
    Data d = random_data(sys, sys.sizes, 1);  // the interpreter refuses the same schedule
    EXPECT_THROW(run(sys, declared_schedule(sys), sys.sizes, d), std::runtime_error);
}

TEST(Negative, TapOffTheFacesIsReported) {
    System sys = load_mutated("gemv", "input acc(i,-1,k) = 0\n", "");
    auto f = failures(check_system(sys, declared_schedule(sys)));
    EXPECT_TRUE(contains(f, "faces: tap acc(i, j - 1, k) in the equation at gemv-mutated.sure:21:1 reads acc at (0,-1,0) (from (0,0,0)), outside the domain and on no input face of acc"));
}

TEST(Negative, InputFaceOnWrongSideFailsFlux) {
    System sys = load_mutated("trmv_pipelined", "schedule [-1, 1, 1]", "schedule [1, 1, 1]");
    auto f = failures(check_system(sys, declared_schedule(sys)));
    EXPECT_TRUE(contains(f, "flux: input face of xv on i = N"));
    EXPECT_TRUE(contains(f, "tau.n = 1, needs <= -1"));
}

TEST(Negative, OutputElementWrittenTwiceOrNever) {
    System twice = load_mutated("gemv", "output Y[i] at", "output Y[0] at");
    EXPECT_TRUE(contains(failures(check_system(twice, declared_schedule(twice))), "is written 0 times"));
    EXPECT_TRUE(contains(failures(check_system(twice, declared_schedule(twice))), "output Y(0) is written 4 times"));
}

TEST(Negative, OverlappingEquationsReported) {
    System sys = load_mutated("ger", "when j >= 1, k = 0", "when k = 0");
    EXPECT_TRUE(contains(failures(check_system(sys, declared_schedule(sys))), "two equations define al at"));
}

// The oracle comparisons have teeth: systems that pass every check but compute the wrong
// thing must mismatch.
TEST(WrongSystem, WrongVariableInTapFailsOracle) {
    System sys = load_mutated("gemm", "av(i,j,l)*bv(i,j,l)", "av(i,j,l)*av(i,j,l)");
    EXPECT_TRUE(all_ok(check_system(sys, declared_schedule(sys))));
    EXPECT_NE(run_against_reference(sys, sys.sizes, 1), "");
}

TEST(WrongSystem, DotOfXWithItselfFailsOracle) {
    System sys = load_mutated("dot", "xv(i,k)*yv(i,k)", "xv(i,k)*xv(i,k)");
    EXPECT_TRUE(all_ok(check_system(sys, declared_schedule(sys))));
    EXPECT_NE(run_against_reference(sys, sys.sizes, 1), "");
}

TEST(WrongSystem, MissingReflectionReadsUnstoredTriangle) {
    System sys = load_mutated("symv", "A[j,i] when j > i", "A[i,j] when j > i");
    EXPECT_TRUE(all_ok(check_system(sys, declared_schedule(sys))));
    EXPECT_NE(run_against_reference(sys, sys.sizes, 1), "");
}

TEST(WrongSystem, ShiftedTapFailsOracle) {
    // Reads the accumulator two steps back, with a second face so every tap lands: uniform,
    // covered and scheduled, but it sums every other product.
    System sys = load_mutated("dot", {{"acc(i-1,k) + xv", "acc(i-2,k) + xv"}, {"input acc(-1,k) = 0", "input acc(-1,k) = 0\ninput acc(-2,k) = 0"}});
    EXPECT_TRUE(all_ok(check_system(sys, declared_schedule(sys))));
    EXPECT_NE(run_against_reference(sys, sys.sizes, 1), "");
}

TEST(WrongSystem, UnshiftedTapIsCaughtByTheFaceCheck) {
    System sys = load_mutated("dot", "acc(i-1,k) + xv", "acc(i-2,k) + xv");
    EXPECT_TRUE(contains(failures(check_system(sys, declared_schedule(sys))), "reads acc at (-2,0) (from (0,0)), outside the domain and on no input face of acc"));
}

}  // namespace
}  // namespace batchlas::sure::test
