// Inputs from an adversarial pass over the engine (session 59): each once crashed, hung, wrapped
// an integer into a wrong "all checks pass", or left partial output. Each must now end in a
// clear error, or in the right answer.
#include "support.hh"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <limits>

namespace batchlas::sure::test {
namespace {

constexpr Int kMax = std::numeric_limits<Int>::max();
constexpr Int kMin = std::numeric_limits<Int>::min();

std::string parse_error(const std::string& text) {
    try {
        parse_string(text, "h.sure");
    } catch (const ParseError& e) {
        return e.what();
    }
    return "";
}

// dot.sure with `from` replaced by `to`, as text (load_mutated parses, these must not parse).
std::string dot_with(const std::string& from, const std::string& to) {
    std::string t = read_text(catalog_path("dot"));
    const auto at = t.find(from);
    if (at == std::string::npos || t.find(from, at + 1) != std::string::npos) throw std::logic_error("edit '" + from + "' not found once");
    return t.replace(at, from.size(), to);
}

bool starts(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

// The parser's affine arithmetic wrapped: N + 2 * (2^63 - 1) + 2 became N, and `check` passed.
TEST(Hostile, AffineOverflowIsAParseError) {
    EXPECT_EQ(parse_error(dot_with("0 <= i < N,", "0 <= i < N + 9223372036854775807 + 9223372036854775807 + 2,")),
              "h.sure:12:17: affine form: 9223372036854775807 + 9223372036854775807 does not fit in 64 bits");
    EXPECT_NE(parse_error(dot_with("0 <= i < N,", "0 <= i < -(-9223372036854775807 - 1),")).find("does not fit in 64 bits"), std::string::npos);
    EXPECT_NE(parse_error(dot_with("acc(i-1,k)", "acc(i-2-9223372036854775807,k)")).find("does not fit in 64 bits"), std::string::npos);
    // An offset of exactly -2^63 fits but has no negation: a non-uniform tap (it was printed
    // as acc(i - 0, k), and its dependence vector negated past 64 bits).
    const System min_tap = parse_string(dot_with("acc(i-1,k)", "acc(i-1-9223372036854775807,k)"), "h.sure");
    EXPECT_EQ(min_tap.tap_text(min_tap.equations[2].rhs.kids[0]), "acc(i - 9223372036854775808, k)");
    EXPECT_FALSE(all_ok(check_system(min_tap, declared_schedule(min_tap))));
    // A bound that fits is still read.
    EXPECT_EQ(parse_error(dot_with("0 <= i < N,", "0 <= i < N + 4611686018427387903 - 4611686018427387903,")), "");
}

// Forms built before a late `params` line were shorter than later ones: every command segfaulted.
TEST(Hostile, ParamsAfterTheFirstFormIsAParseError) {
    EXPECT_EQ(parse_error("operator late\nindices i k\ndomain 0 <= i < 4, 0 <= k < 1\nparams N\n"), "h.sure:4:1: declare 'params' before 'domain'");
    EXPECT_EQ(parse_error("operator ok\nindices i k\nparams N\ndomain 0 <= i < N, 0 <= k < 1\n"), "") << "indices, then params is fine";
}

// Ten thousand nested parentheses overflowed the stack; 8,000 summed terms took 28 s to parse
// (the left subtree copied at every operator).
TEST(Hostile, NestingAndLengthAreBounded) {
    const std::string deep = std::string(300, '(') + "xv(i,k)" + std::string(300, ')');
    EXPECT_NE(parse_error(dot_with("xv(i,k)*yv(i,k)", deep)).find("expression nested more than 256 deep"), std::string::npos);
    EXPECT_NE(parse_error(dot_with("0 <= i < N,", "0 <= i < " + std::string(300, '(') + "N" + std::string(300, ')') + ","))
                  .find("nested more than 256 deep"),
              std::string::npos);
    EXPECT_NE(parse_error(dot_with("0 <= i < N,", "0 <= i < " + std::string(300, '-') + "N,")).find("nested more than 256 deep"), std::string::npos);
    auto sum = [](int terms) {
        std::string s = "xv(i,k)*yv(i,k)";
        for (int t = 1; t < terms; ++t) s += " + xv(i,k)*yv(i,k)";
        return s;
    };
    EXPECT_NE(parse_error(dot_with("xv(i,k)*yv(i,k)", sum(3000))).find("more than 4096 operators"), std::string::npos);
    const System ok = parse_string(dot_with("xv(i,k)*yv(i,k)", sum(2000)), "h.sure");  // 3,999 operators
    EXPECT_EQ(ok.equations.size(), 3u);
}

TEST(Hostile, LiteralsLevelsNamesAndBytes) {
    EXPECT_NE(parse_error(dot_with("input acc(-1,k) = 0", "input acc(-1,k) = 1e999")).find("number 1e999 is out of a double's range"), std::string::npos);
    EXPECT_NE(parse_error(dot_with("input acc(-1,k) = 0", "input acc(-1,k) = 1e")).find("exponent without digits in '1e'"), std::string::npos);
    EXPECT_NE(parse_error(dot_with("input acc(-1,k) = 0", "input acc(-1,k) = 1.5e+")).find("exponent without digits"), std::string::npos);
    EXPECT_EQ(parse_error(dot_with("input acc(-1,k) = 0", "input acc(-1,k) = 2.5e-3")), "");
    EXPECT_NE(parse_error(dot_with("level 1", "level 99999999999")).find("level is a BLAS level: 1, 2 or 3"), std::string::npos);
    // A variable named like a parameter or index ("a name is one thing").
    EXPECT_NE(parse_error(dot_with("eq acc(i,k) = acc(i-1,k) + xv(i,k)*yv(i,k)", "eq acc(i,k) = acc(i-1,k) + xv(i,k)*yv(i,k)\neq N(i,k) = N(i,k-1)"))
                  .find("name 'N' is already declared (not as a variable)"),
              std::string::npos);
    EXPECT_EQ(parse_error(dot_with("eq xv(i,k)", "eq x\xc3\xa9(i,k)")), "h.sure:16:5: unexpected byte 0xc3: outside strings and comments a file is ASCII");
}

// The schedule search visits (2 range + 1)^indices vectors and `check` 4^params size vectors.
TEST(Hostile, IndexAndParameterCountsAreBounded) {
    EXPECT_EQ(parse_error("operator w\nindices a b c d e f g\n"), "h.sure:2:1: at most 6 indices (found 7)");
    EXPECT_EQ(parse_error("operator w\nparams A B C D E F G H I\n"), "h.sure:2:1: at most 8 parameters (found 9)");
    const System gemm = load("gemm");
    EXPECT_THROW(search_schedules(gemm, gemm.sizes, 40), std::invalid_argument);  // 81^3 > 2^17
    EXPECT_NO_THROW(search_schedules(gemm, {2, 2, 2}, 1));
}

// The staircase that marks Pareto candidates agrees with the pairwise definition.
TEST(Hostile, ParetoMarksMatchThePairwiseDefinition) {
    for (const char* name : {"gemm", "trmv", "syr2k"}) {
        const System sys = load(name);
        const auto cands = search_schedules(sys, sys.sizes, 2);
        ASSERT_FALSE(cands.empty()) << name;
        int marked = 0;
        for (const Candidate& c : cands) {
            const bool dominated = std::any_of(cands.begin(), cands.end(), [&](const Candidate& o) {
                return o.latency <= c.latency && o.processors <= c.processors && o.live <= c.live &&
                       (o.latency < c.latency || o.processors < c.processors || o.live < c.live);
            });
            EXPECT_EQ(c.pareto, !dominated) << name << " " << to_string(sys, c.sc);
            marked += c.pareto;
        }
        EXPECT_GT(marked, 0) << name;
    }
}

// Offsets whose sum wrapped to 2 passed `check`; a tau near 2^63 passed `check` but failed
// project's validity test. Both now read the exact gap.
TEST(Hostile, DependenceGapIsExact) {
    const System dot = load("dot");
    Schedule sc = declared_schedule(dot);
    sc.offsets = {kMax, kMax, -kMax};  // xv, yv, acc: acc's gap over xv is about -2^64
    const auto rs = check_system(dot, sc);
    EXPECT_FALSE(all_ok(rs));
    bool named = false;
    for (const std::string& f : failures(rs)) named = named || f.find("= below -2^63 < 1") != std::string::npos;
    EXPECT_TRUE(named) << failures(rs).front();
    EXPECT_FALSE(schedule_valid(dot, sc));

    sc = declared_schedule(dot);
    sc.tau = {kMax, 1};
    EXPECT_TRUE(all_ok(check_system(dot, sc)));
    std::string why;
    EXPECT_TRUE(schedule_valid(dot, sc, &why)) << why;
    // At sizes the times leave 64 bits: a clear error, not a wrapped latency.
    EXPECT_THROW(project(dot, unfold(dot, {6}), sc, {0, 1}), std::overflow_error);
}

// std::llabs(INT64_MIN) made the lattice reduction pick the same pivot forever.
TEST(Hostile, ProjectionAlongInt64MinEnds) {
    const System gemm = load("gemm");
    const Unfolded un = unfold(gemm, {2, 2, 2});
    EXPECT_THROW(project(gemm, un, declared_schedule(gemm), {kMin, 1, 0}), std::overflow_error);
    const Projection p = project(gemm, un, declared_schedule(gemm), {0, 0, 1});
    EXPECT_EQ(p.processors.size(), 4u);
}

// A tensor's extent was never bounded (an unused `in z[400000000]` allocated 3.1 GB in `run`,
// `out big[100000000]` hung `check`) and a negative one was accepted.
TEST(Hostile, TensorExtentsAreBounded) {
    const System neg = load_mutated("dot", "in x[N], y[N]", "in x[N], y[N], z[0-1]");
    try {
        require_enumerable(neg, neg.sizes);
        ADD_FAILURE() << "a negative extent passed";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("tensor 'z' has extent -1 in dimension 1 at sizes N=6"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(all_ok(check_system(neg, declared_schedule(neg))));
    const System big = load_mutated("dot", "in x[N], y[N]", "in x[N], y[N], z[400000000]");
    EXPECT_THROW(require_enumerable(big, big.sizes), std::invalid_argument);
    EXPECT_THROW(unfold(big, big.sizes), std::invalid_argument);
    const System out = load_mutated("dot", "out r[1]", "out r[1], big[100000000]");
    EXPECT_THROW(unfold(out, out.sizes), std::invalid_argument);
    EXPECT_FALSE(all_ok(check_system(out, declared_schedule(out))));
}

// A page that cannot be written (its name too long for the file system) left index.html behind,
// linking to it.
TEST(Hostile, RenderWritesNothingWhenAPageCannotBeWritten) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("batchlas-sure-hostile-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    System longname = load("dot");
    longname.name = std::string(300, 'z');
    EXPECT_THROW(render_catalog({load("gemv"), longname}, dir.string()), std::runtime_error);
    EXPECT_TRUE(fs::exists(dir)) << "the folder is created first";
    EXPECT_TRUE(fs::is_empty(dir)) << "no page, no index, no temporary file";
    render_catalog({load("gemv")}, dir.string());
    EXPECT_TRUE(fs::exists(dir / "gemv.html") && fs::exists(dir / "index.html"));
    std::size_t files = 0;
    for (const auto& e : fs::directory_iterator(dir)) files += e.is_regular_file();
    EXPECT_EQ(files, 2u) << "no temporary file left";
    fs::remove_all(dir);
}

}  // namespace
}  // namespace batchlas::sure::test
