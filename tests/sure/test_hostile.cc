// Inputs from an adversarial pass over the engine (session 59): each once crashed, hung, wrapped
// an integer into a wrong "all checks pass", or left partial output. Each must now end in a
// clear error, or in the right answer.
#include "support.hh"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
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
    // An offset of exactly -2^63 fits, but no tap reaches beyond 2^40 (no domain point lies
    // there): uniformity fails (it was printed as acc(i - 0, k), its dependence vector negated
    // past 64 bits).
    const System min_tap = parse_string(dot_with("acc(i-1,k)", "acc(i-1-9223372036854775807,k)"), "h.sure");
    EXPECT_EQ(min_tap.tap_text(min_tap.equations[2].rhs.kids[0]), "acc(i - 9223372036854775808, k)");
    const auto rs = check_system(min_tap, declared_schedule(min_tap));
    ASSERT_FALSE(all_ok(rs));
    EXPECT_NE(failures(rs).front().find("uniformity: tap acc(i - 9223372036854775808, k) at h.sure:18:15 in the equation of acc: argument 1 reaches beyond 2^40"),
              std::string::npos)
        << failures(rs).front();
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
    EXPECT_EQ(parse_error(dot_with("eq xv(i,k)", "eq x\xc3\xa9(i,k)")), "h.sure:16:5: unexpected byte 0xc3: outside strings and comments a file is printable ASCII");
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
    ASSERT_FALSE(all_ok(rs));
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

// std::llabs(INT64_MIN) made the lattice reduction pick the same pivot forever, and
// INT64_MIN / -1 trapped (SIGFPE); processors * latency wrapped into a utilization of 42.9%.
TEST(Hostile, ProjectionArithmetic) {
    const System gemm = load("gemm");
    const Unfolded un = unfold(gemm, {2, 2, 2});
    EXPECT_THROW(project(gemm, un, declared_schedule(gemm), {kMin, 1, 0}), std::invalid_argument);
    EXPECT_THROW(project(gemm, un, declared_schedule(gemm), {kMin, 2, -1}), std::invalid_argument);
    const Projection p = project(gemm, un, declared_schedule(gemm), {0, 0, 1});
    EXPECT_EQ(p.processors.size(), 4u);
    const Projection far = project(gemm, un, Schedule{{1, 1, Int{1} << 61}, declared_schedule(gemm).offsets}, {0, 0, 1});
    EXPECT_LT(far.utilization, 1e-12);
    EXPECT_GT(far.utilization, 0.0);
}

// face_normal negated and multiplied coefficients unchecked, and took std::gcd of INT64_MIN:
// the normal of a bound written -(2^63 - 1) k - k <= 0 came out (0, -2^63), not (0, -1).
TEST(Hostile, FaceNormalOfHugeCoefficients) {
    const System sys = parse_string(
        "operator g\nparams N\nindices i k\ndomain 0 <= i < N, -9223372036854775807*k - k <= 0, k < 2\nin x[N]\nout r[N]\n"
        "eq xv(i,k) = xv(i-1,k)\ninput xv(-1,k) = 0\noutput r[i] at (i, 0) = xv(i,k)\n",
        "h.sure");
    const FaceNormal n = face_normal(sys, sys.outputs[0], false);  // on the bound -2^63 k <= 0
    ASSERT_TRUE(n.ok) << n.why;
    EXPECT_EQ(n.n, (std::vector<Int>{0, -1}));
    const System gneg = parse_string(dot_with("input xv(i,-1)  = x[i]", "input xv(i, -9223372036854775807*i - i - 1) = x[i]"), "h.sure");
    const FaceNormal g = face_normal(gneg, gneg.inputs[0], true);
    EXPECT_FALSE(g.ok);
    EXPECT_NE(g.why.find("does not fit in 64 bits"), std::string::npos) << g.why;
}

// Work bounds: reads per point were unbounded (4,000 taps an equation: 2.9 GB at 20,000 points),
// the search cost visits x points (29 s at 6 indices, N = 6) and `check` unfolded 256 sizes of
// 640,000 points (77 s).
TEST(Hostile, WorkIsBounded) {
    std::string taps = "acc(i-1,k)";
    for (int t = 0; t < 1000; ++t) taps += " + xv(i,k)";
    const System many = parse_string(dot_with("acc(i-1,k) + xv(i,k)*yv(i,k)", taps), "h.sure");
    EXPECT_NO_THROW(unfold(many, {6}));
    try {
        unfold(many, {40000});  // 40,000 points x 1,002 items
        ADD_FAILURE() << "unfolded 40 M items";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("values and reads, too many to hold"), std::string::npos) << e.what();
    }
    // The search's bound is judged on the counted values and reads before the unfold: at range 3
    // it refuses 49 x 40 M (before, 49 x 40,000 box points passed and the unfold ran first).
    EXPECT_EQ(equation_values_and_reads(many, {40000}), 40000 * (1002 + 2 + 2));  // acc, and xv and yv passed on
    try {
        search_schedules(many, {40000}, 3);
        ADD_FAILURE() << "searched 49 x 40 M";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("a search of 49 vectors over 40240000 values and reads"), std::string::npos) << e.what();
    }
    const System gemm = load("gemm");
    EXPECT_THROW(search_schedules(gemm, {128, 128, 128}, 4), std::invalid_argument);  // 729 x 21 M values and reads: refused before the unfold
    EXPECT_THROW(require_search_bounds(gemm, {128, 128, 128}, 2), std::invalid_argument);  // 125 x 21 M (`schedule` unfolded 3 GB first)
    EXPECT_NO_THROW(require_search_bounds(gemm, {64, 64, 64}, 2));
    EXPECT_THROW(search_schedules(gemm, unfold(gemm, {64, 64, 64}), 4), std::invalid_argument);  // 729 x 2.6 M values and reads
    const System wide = parse_string(
        "operator w\nparams A B C D E F G H\nindices i k\n"
        "domain 0 <= i < 100*A + 100*B + 100*C + 100*D, 0 <= k < 100*E + 100*F + 100*G + 100*H\n"
        "in x[1]\nout r[1]\neq v(i,k) = v(i,k-1)\ninput v(i,-1) = x[0]\n",
        "h.sure");
    const auto rs = check_system(wide, declared_schedule(wide));
    ASSERT_FALSE(all_ok(rs));
    EXPECT_NE(failures(rs).front().find("domain points together, more than 16777216"), std::string::npos) << failures(rs).front();
    // A count past 64 bits at the formula's own fitting sizes is no formula, not an error.
    Schedule far = declared_schedule(gemm);
    far.tau = {1, 1, Int{1} << 61};
    EXPECT_EQ(latency_formula(gemm, far), "");
}

TEST(Hostile, FilesAndBytes) {
    EXPECT_THROW(parse_file("/dev/zero"), ParseError);
    try {
        parse_file("/tmp");
        ADD_FAILURE() << "parsed a folder";
    } catch (const ParseError& e) {
        EXPECT_NE(std::string(e.what()).find("not a regular file"), std::string::npos) << e.what();
    }
    EXPECT_EQ(parse_error(dot_with("eq xv(i,k)", std::string("eq x\0v(i,k)", 12))), "h.sure:16:5: unexpected byte 0x00: outside strings and comments a file is printable ASCII");
    EXPECT_EQ(parse_error(dot_with("eq xv(i,k)", "eq x\x1bv(i,k)")), "h.sure:16:5: unexpected byte 0x1b: outside strings and comments a file is printable ASCII");
    EXPECT_THROW(parse_int(" 1", "x"), std::invalid_argument);
    EXPECT_THROW(parse_int("+1", "x"), std::invalid_argument);
    EXPECT_THROW(parse_int("-", "x"), std::invalid_argument);
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
    // A folder where a page goes: nothing replaced (the renames once ran until that one failed).
    fs::create_directories(dir / "gemv.html");
    { std::ofstream(dir / "dot.html") << "OLD"; }
    EXPECT_THROW(render_catalog({load("dot"), load("gemv")}, dir.string()), std::runtime_error);
    EXPECT_EQ(read_text((dir / "dot.html").string()), "OLD");
    EXPECT_FALSE(fs::exists(dir / "index.html"));
    fs::remove_all(dir);
    fs::create_directories(dir);
    // A name of 250 characters is written (the temporary name once added 5 to it).
    System name250 = load("dot");
    name250.name = std::string(245, 'y');
    EXPECT_NO_THROW(render_catalog({name250}, dir.string()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    render_catalog({load("gemv")}, dir.string());
    EXPECT_TRUE(fs::exists(dir / "gemv.html") && fs::exists(dir / "index.html"));
    std::size_t files = 0;
    for (const auto& e : fs::directory_iterator(dir)) files += e.is_regular_file();
    EXPECT_EQ(files, 2u) << "no temporary file left";
    fs::remove_all(dir);
}

// Session 60's pass, over that session's changes.
const std::string kDotAtMax =  // every time near INT64_MAX, the last value computed at it
    "operator dotmax\nparams N\nsizes N=6\nindices i k\ndomain 0 <= i < N, 0 <= k < 1\nin x[N], y[N]\nout r[1]\n"
    "eq xv(i,k) = xv(i,k-1)\neq yv(i,k) = yv(i,k-1)\neq acc(i,k) = acc(i-1,k) + xv(i,k)*yv(i,k)\n"
    "input xv(i,-1) = x[i]\ninput yv(i,-1) = y[i]\ninput acc(-1,k) = 0\noutput r[0] at (N-1, k) = acc(i,k)\n"
    "schedule [1, 1]\noffset xv = 9223372036854775801\noffset yv = 9223372036854775801\noffset acc = 9223372036854775802\n";

TEST(Hostile, ValueAtInt64MaxIsDrained) {
    // run refused the drain ("reads acc(5,0) computed at time 9223372036854775807"), and
    // peak_live's drain time (that time + 1) overflowed, so `schedule` and `render` refused it.
    const System sys = parse_string(kDotAtMax, "dotmax.sure");
    const Schedule sc = declared_schedule(sys);
    ASSERT_TRUE(all_ok(check_system(sys, sc)));
    Data d = random_data(sys, sys.sizes, 7);
    ASSERT_NO_THROW(run(sys, sc, sys.sizes, d));
    double want = 0;
    for (std::size_t i = 0; i < 6; ++i) want += d.tensors[0][i] * d.tensors[1][i];
    EXPECT_NEAR(d.tensors[2][0], want, 1e-12);
    const Unfolded un = unfold(sys, sys.sizes);
    EXPECT_EQ(latency(un, sc), 7);
    EXPECT_NO_THROW(peak_live(un, sc));
    const std::string page = render_page(sys);
    EXPECT_NE(page.find("\"t0\":\"9223372036854775801\""), std::string::npos);
}

TEST(Hostile, PageSpanPastItsLimitIsRefusedEvenWithUnfoldErrors) {
    // Times from about -2^63 to 2^63 while the unfold reports an unwritten output element: the
    // latency stayed 0, the 2^53 check never ran, and the page's relative times wrapped.
    std::string text = kDotAtMax;
    text.replace(text.find("out r[1]"), 8, "out r[2]");
    text.replace(text.find("offset xv = 9223372036854775801"), 31, "offset xv = -9223372036854775807");
    text.replace(text.find("offset yv = 9223372036854775801"), 31, "offset yv = -9223372036854775807");
    text.replace(text.find("offset acc = 9223372036854775802"), 32, "offset acc = 9223372036854775000");
    const System sys = parse_string(text, "wrap.sure");
    ASSERT_FALSE(unfold(sys, sys.sizes).errors.empty());
    try {
        render_page(sys);
        ADD_FAILURE() << "a page spanning 2^64 steps rendered";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("spans 2^63 or more steps"), std::string::npos) << e.what();
    }
}

TEST(Hostile, DirectionsPastInt64AreCountedNotThrown) {
    // dot at N = 1 under tau = (2^63 - 1, 1): tau.u for u = (1,1) leaves 64 bits but is not
    // zero; the listing threw there while `--u 1,0` worked.
    System sys = load("dot");
    Schedule sc = declared_schedule(sys);
    sc.tau = {kMax, 1};
    const Unfolded un = unfold(sys, {1});
    std::vector<DirectionCount> counts;
    ASSERT_NO_THROW(counts = direction_counts(un, sc));
    for (const auto& c : counts) EXPECT_TRUE(c.allowed) << to_string(c.u);
    EXPECT_FALSE(best_direction(sys, sc, counts).empty());
    EXPECT_EQ(exact_dot(sc.tau, {1, 1}).text(), "9223372036854775808");
    EXPECT_EQ(exact_dot({kMin}, {kMin}).text(), "85070591730234615865843651857942052864");  // 2^126
    EXPECT_FALSE(exact_dot({kMin, kMin}, {kMin, kMin}).fits);  // 2^127
    EXPECT_EQ(exact_dot({kMin, kMin}, {kMin, kMin}).text(), "2^127 or more");
    EXPECT_EQ(exact_dot({kMin, kMin}, {kMin, kMax}).text(), "9223372036854775808");  // 2^126 - 2^126 + 2^63
    EXPECT_EQ(exact_dot({kMin}, {kMax}).text(), "-85070591730234615856620279821087277056");
    EXPECT_EQ(exact_dot({3, -1}, {1, 3}).sign, 0);
}

TEST(Hostile, ExactDotIgnoresTheOrderOfItsTerms) {
    // A running signed sum gave up when a partial sum left 128 bits: {M,M,M,M}.{M,M,M,-M} had no
    // sign while the same terms reordered had 2 M^2, and a tau.u of exactly 0 passed as nonzero.
    const std::vector<Int> m4{kMax, kMax, kMax, kMax};
    const ExactDot a = exact_dot(m4, {kMax, kMax, kMax, -kMax}), b = exact_dot(m4, {-kMax, kMax, kMax, kMax});
    EXPECT_EQ(a.text(), "170141183460469231694793815568465002498");
    EXPECT_EQ(b.text(), a.text());
    const Int s = 7000000000000000000, t = 9223372036854775806;
    EXPECT_EQ(exact_dot({t, t, t, t, t, t}, {s, s, s, -s, -s, -s}).sign, 0);
    EXPECT_EQ(exact_dot({kMin, kMin, kMin}, {kMin, kMin, -kMax}).text(), "2^127 or more");  // 3 2^126 - 2^63
    EXPECT_EQ(exact_dot({kMin, kMax}, {kMin, kMax}).text(), "170141183460469231713240559642174554113");  // 2^126 + (2^63-1)^2
    // past 2^128 in magnitude, still signed
    EXPECT_EQ(exact_dot({kMin, kMin, kMin, kMin, kMin}, {kMin, kMin, kMin, kMin, kMin}).sign, 1);
    EXPECT_EQ(exact_dot({kMin, kMin, kMin, kMin, kMin}, {-kMax, -kMax, -kMax, -kMax, -kMax}).sign, 1);
    EXPECT_EQ(exact_dot({kMin, kMin, kMin, kMin, kMin}, {kMax, kMax, kMax, kMax, kMax}).sign, -1);
}

TEST(Hostile, DomainBoundsIgnoreTheOrderOfConstraints) {
    // An index not yet bounded was multiplied by the 2^40 "unbounded" marker: a coefficient past
    // 2^23 on it threw, so one order of the same constraints failed `check` and the other passed.
    const System a = load_mutated("dot", "0 <= i < N, 0 <= k < 1", "i + 10000000*k < N, 0 <= i < N, 0 <= k < 1");
    const System b = load_mutated("dot", "0 <= i < N, 0 <= k < 1", "0 <= i < N, 0 <= k < 1, i + 10000000*k < N");
    EXPECT_TRUE(all_ok(check_system(a, declared_schedule(a))));
    EXPECT_TRUE(all_ok(check_system(b, declared_schedule(b))));
    EXPECT_EQ(domain_box(a, a.sizes).hi, domain_box(b, b.sizes).hi);
}

TEST(Hostile, PageProjectionPast2To53IsLeftOut) {
    // tau.u past 64 bits (render threw in its text) and u past 2^53 (the page's JavaScript
    // rounded u and P); then a small u whose P.p passes 2^52 at points near 2^40.
    const System big = load_mutated("dot", "schedule [1, 1]", "schedule [1, 9223372036854775807]\nproject [0, 2]");
    std::string page;
    ASSERT_NO_THROW(page = render_page(big));
    EXPECT_NE(page.find("tau.u = 18446744073709551614"), std::string::npos);
    const System wide = load_mutated("dot", "schedule [1, 1]", "schedule [1, 1]\nproject [1, 9007199254740993]");
    ASSERT_NO_THROW(page = render_page(wide));
    EXPECT_NE(page.find("No projection: u, P or a processor coordinate"), std::string::npos);
    EXPECT_EQ(page.find("\"proc\":"), std::string::npos) << "no projection in the page's data";
    EXPECT_NE(render_page(load("dot")).find("\"proc\":"), std::string::npos);
    const System far = parse_string(
        "operator far\nparams N M\nsizes N=3 M=1099511627000\nindices i k\ndomain M <= i < M + N, 0 <= k < 2\nin x[N]\nout Y[N]\n"
        "eq a(i,k) = a(i,k-1)\ninput a(i,-1) = x[i - M]\noutput Y[i - M] at (i, 1) = a(i,k)\nschedule [1, 1]\nproject [1, 4096]\n",
        "far.sure");
    EXPECT_NE(render_page(far).find("\"proc\":"), std::string::npos) << "4096 (2^40 - 776) < 2^52";
    System farther = far;
    farther.project_u = {1, 8192};  // P = (-8192, 1): P.p about 2^53
    page = render_page(farther);
    EXPECT_NE(page.find("No projection: u, P or a processor coordinate"), std::string::npos);
    EXPECT_EQ(page.find("\"proc\":"), std::string::npos);
}


// Session 66 (helper): the work bounds counted values and reads held, not the guard tests made.
// Equations (or faces) whose `when` never holds hold nothing, yet unfold tested each at every
// point: 200 of them over 2^21 points took 25 s in `check`, 2,000 (a 60 KB file) minutes, a
// 16 MB file hours; and each input face enumerated the domain again (0.5 s a face). `check`'s
// enumeration bounded its points but not their reads: 2,000 taps over 64 * A points, at each of
// 256 sizes well inside one unfold's bound, were 164 M reads.
TEST(Hostile, GuardTestsAndCheckWorkAreBounded) {
    // 2^16 points, xv's equation, its input and output face, and `dead` equations never applied.
    auto never = [](int dead) {
        std::string text = "operator never\nindices i k\ndomain 0 <= i < 32768, 0 <= k < 2\nin x[32768]\nout Y[32768]\neq xv(i,k) = xv(i,k-1)\n";
        for (int q = 0; q < dead; ++q) text += "eq d" + std::to_string(q) + "(i,k) = 1 when i < 0\n";
        return parse_string(text + "input xv(i,-1) = x[i]\noutput Y[i] at (i,1) = xv(i,k)\nschedule [0,1]\n", "h.sure");
    };
    EXPECT_EQ(unfold(never(0), {}).inst.size(), std::size_t{1} << 16);
    EXPECT_TRUE(all_ok(check_system(never(0), declared_schedule(never(0)))));
    const System some = never(1030);  // 1,033 x 2^16 tests > 2^26
    try {
        unfold(some, {});
        ADD_FAILURE() << "tested 1,033 statements at 2^16 points";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("test 1033 equations and faces at 65536 domain points, more than 67108864 tests"), std::string::npos) << e.what();
    }
    EXPECT_THROW(equation_values_and_reads(some, {}), std::invalid_argument);
    EXPECT_THROW(require_search_bounds(some, {}, 1), std::invalid_argument);
    auto rs = check_system(some, declared_schedule(some));
    ASSERT_FALSE(all_ok(rs));
    EXPECT_NE(failures(rs).front().find("test 1033 equations and faces at 65536 domain points"), std::string::npos) << failures(rs).front();
    const System many = never(2100);  // check refuses 2^16 points x 2,103 statements before it unfolds
    rs = check_system(many, declared_schedule(many));
    ASSERT_FALSE(all_ok(rs));
    EXPECT_NE(failures(rs).front().find("hold 65536 domain points together, each testing or reading 2105 equations, faces and taps"), std::string::npos)
        << failures(rs).front();
    // Reads: 2,000 taps over 64 * A points, fine in one unfold, refused over the 256 sizes.
    std::string taps = "xv(i,k-1)";
    for (int t = 1; t < 2000; ++t) taps += " + xv(i,k-1)";
    const System reads = parse_string("operator reads\nparams A B C D\nsizes A=1 B=1 C=1 D=1\nindices i k\ndomain 0 <= i < 64*A, 0 <= k < 2\n"
                                      "in x[64*A]\nout Y[64*A]\neq xv(i,k) = " + taps + "\ninput xv(i,-1) = x[i]\noutput Y[i] at (i,1) = xv(i,k)\nschedule [0,1]\n",
                                      "h.sure");
    EXPECT_NO_THROW(unfold(reads, {4, 4, 4, 4}));  // 512 points x 2,001 items
    rs = check_system(reads, declared_schedule(reads));
    ASSERT_FALSE(all_ok(rs));
    EXPECT_NE(failures(rs).front().find("the 256 distinct sizes this check enumerates hold 81920 domain points together, each testing or reading 2004"),
              std::string::npos) << failures(rs).front();
    // Declared sizes among the enumerated ones are unfolded once: an empty domain there is one finding, not two.
    const System odd = parse_string("operator odd\nparams N\nsizes N=3\nindices i k\ndomain 0 <= i < N, 0 <= k < 1, N <= 2*i <= N\n"
                                    "in x[N]\neq a(i,k) = a(i,k-1)\ninput a(i,-1) = x[i]\n", "h.sure");
    rs = check_system(odd, declared_schedule(odd));
    ASSERT_EQ(failures(rs).size(), 1u);
    EXPECT_NE(failures(rs).front().find("the domain is empty at the file's sizes N=3"), std::string::npos) << failures(rs).front();
}

// `lower` / `upper` on an input or on an output of other than two dimensions was accepted and
// ignored: `out Y[N] lower` still had every element checked, `in A[N,N] lower` read both triangles.
TEST(Hostile, TrianglesOnlyOnTwoDimensionalOutputs) {
    EXPECT_EQ(parse_error(dot_with("out r[1]", "out r[1] lower")), "h.sure:14:10: 'lower' applies to an output tensor of two dimensions ('r' is an output of 1)");
    EXPECT_EQ(parse_error(dot_with("in x[N], y[N]", "in x[N, N] upper, y[N]")), "h.sure:13:12: 'upper' applies to an output tensor of two dimensions ('x' is an input of 2)");
    EXPECT_NO_THROW(load("syrk"));
}

}  // namespace
}  // namespace batchlas::sure::test
