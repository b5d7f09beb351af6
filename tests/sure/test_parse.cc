// Parse errors name file, line and column; the format's pieces are read as documented.
#include "support.hh"

#include <gtest/gtest.h>

#include <limits>

namespace batchlas::sure::test {
namespace {

const char* kHeader =
    "operator t\n"
    "params N\n"
    "indices i k\n"
    "domain 0 <= i < N, 0 <= k < 1\n";

std::string parse_error(const std::string& body) {
    try {
        parse_string(std::string(kHeader) + body, "bad.sure");
    } catch (const ParseError& e) {
        return e.what();
    }
    return "";
}

TEST(Parse, ErrorsNameFileLineAndColumn) {
    EXPECT_EQ(parse_error("eq v(i,k) = v(i-1,k) +\n"), "bad.sure:5:23: expected a value (number, tap, tensor element or scalar), found end of line");
    EXPECT_EQ(parse_error("eq v(i,k) = v(i-1,k)\nfrobnicate\n"), "bad.sure:6:1: unknown keyword 'frobnicate'");
    EXPECT_EQ(parse_error("eq v(i,k) = w(i-1,k)\n"), "bad.sure:5:13: unknown variable 'w' (no equation defines it)");
    EXPECT_EQ(parse_error("eq v(i,k) = v(i*i,k)\n"), "bad.sure:5:17: product of two non-constant terms starting at column 15 is not affine");
    EXPECT_EQ(parse_error("eq v(k,i) = v(i,k)\n"), "bad.sure:5:6: the left side of an equation lists the indices in order: expected 'i'");
    EXPECT_EQ(parse_error("eq v(i,k) = v(i-1,k)\ninput v(-1,-1) = 0\n"), "bad.sure:6:7: a face pattern fixes exactly one coordinate; 'i' and 'k' are both fixed");
    EXPECT_EQ(parse_error("eq v(i,k) = v(i-1,k)\ninput v(-1,k) = v(0,k)\n"),
              "bad.sure:6:17: an input face injects a tensor element, scalar or constant; it cannot read the tap 'v(...)'");
    EXPECT_EQ(parse_error("eq v(i,k) = v(i-1,k) $\n"), "bad.sure:5:22: unexpected character '$'");
    EXPECT_EQ(parse_error("eq v(i,k) = v(i-1,k)\nschedule [1]\n"), "bad.sure:6:12: schedule needs 2 coefficients, one per index");
    // Literals past 64 bits (was std::stoll's bare "stoll").
    EXPECT_EQ(parse_error("eq v(i,k) = v(i-99999999999999999999,k)\n"),
              "bad.sure:5:17: integer 99999999999999999999 does not fit in 64 bits");
    // Given twice (the second silently won), and a name used for two kinds of thing.
    EXPECT_EQ(parse_error("operator u\n"), "bad.sure:5:1: 'operator' is given twice");
    EXPECT_EQ(parse_error("schedule [1, 1]\nschedule [1, 2]\n"), "bad.sure:6:1: 'schedule' is given twice");
    EXPECT_EQ(parse_error("in x[N]\nscalar x\n"), "bad.sure:6:8: name 'x' is already declared");
    EXPECT_EQ(parse_error("scalar x\nin x[N]\n"), "bad.sure:6:4: name 'x' is already declared");
    EXPECT_EQ(parse_error("eq v(i,k) = v(i-1,k)\nscalar v\n"), "bad.sure:6:8: name 'v' is already declared");
    EXPECT_EQ(parse_error("eq v(i,k) = v(i-1,k)\nin v[N]\n"), "bad.sure:6:4: name 'v' is already declared");
    EXPECT_EQ(parse_error("sizes N=6 N=3\n"), "bad.sure:5:11: 'N' is given twice");
    EXPECT_EQ(parse_error("eq v(i,k) = v(i-1,k)\noffset v = 1\noffset v = 2\n"), "bad.sure:7:8: offset for 'v' is given twice");
}

TEST(Parse, MissingFileIsAnError) { EXPECT_THROW(parse_file("/nonexistent/x.sure"), ParseError); }

TEST(Parse, ReadsDomainFacesAndSchedule) {
    System s = parse_string(std::string(kHeader) +
                                "in x[N]\nout y[N]\n"
                                "eq v(i,k) = v(i-1,k) + 2*w(i,k)   # comment\n"
                                "eq w(i,k) = w(i,k-1) when i >= 1\n"
                                "eq w(i,k) = 0.5 when i = 0\n"
                                "input v(-1,k) = 0\ninput w(i,-1) = x[i]\n"
                                "output y[i] at (i, 0) = v(i,k)\n"
                                "schedule [1, 1]\noffset v = 1\nsizes N=3\n",
                            "ok.sure");
    EXPECT_EQ(s.domain.size(), 4u);  // 0 <= i, i < N, 0 <= k, k < 1
    EXPECT_EQ(s.domain[1].text, "i < N");
    ASSERT_EQ(s.vars.size(), 2u);
    EXPECT_EQ(s.vars[0].offset, 1);
    EXPECT_EQ(s.vars[1].equations.size(), 2u);
    EXPECT_EQ(s.inputs[1].plane_dim, 1);
    EXPECT_EQ(s.inputs[1].plane.c, -1);
    EXPECT_EQ(s.sizes, Sizes{3});
    EXPECT_EQ(to_string(s.equations[0].rhs, s.indices, s.params), "v(i - 1, k) + 2*w(i, k)");
    EXPECT_EQ(s.equations[1].when.size(), 1u);
}

TEST(Parse, SizesOverride) {
    System s = load("gemm");
    EXPECT_EQ(parse_sizes(s, "K=7,M=2", s.sizes), (Sizes{2, 4, 7}));
    EXPECT_THROW(parse_sizes(s, "Q=1", s.sizes), std::invalid_argument);
    EXPECT_THROW(parse_sizes(s, "M=0", s.sizes), std::invalid_argument);
    for (const char* bad : {"M=2,M=3", "M=2,", ",M=2", "M=2,,K=3"}) EXPECT_THROW(parse_sizes(s, bad, s.sizes), std::invalid_argument) << bad;
    // Not integers, or not 64-bit ones: a message naming the size, not std::stoll's "stoll".
    for (const char* bad : {"M=abc", "M=3abc", "M=", "M=99999999999999999999"}) {
        try {
            parse_sizes(s, bad, s.sizes);
            ADD_FAILURE() << bad << " was accepted";
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find(bad), std::string::npos) << e.what();
        }
    }
}

TEST(Parse, CheckedIntegers) {
    EXPECT_EQ(parse_int("-42", "x"), -42);
    EXPECT_THROW(parse_int("4 2", "x"), std::invalid_argument);
    EXPECT_THROW(parse_int("9223372036854775808", "x"), std::invalid_argument);
    EXPECT_EQ(dot({3, -2}, {5, 7}), 1);
    EXPECT_THROW(dot({Int{1} << 62, 1}, {2, 0}), std::overflow_error);
    EXPECT_THROW(dot({std::numeric_limits<Int>::max(), 1}, {1, 1}), std::overflow_error);
}

}  // namespace
}  // namespace batchlas::sure::test
