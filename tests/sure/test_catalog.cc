// Every catalog entry passes its checks and matches the naive oracle on random data.
#include "support.hh"

#include <gtest/gtest.h>

#include <filesystem>
#include <set>

namespace batchlas::sure::test {
namespace {

const std::vector<std::string> kCatalog = {"dot",  "axpy", "scal", "gemv", "ger",  "trmv",  "trmv_pipelined", "symv",
                                           "syr",  "syr2", "gemm", "syrk", "syr2k", "symm", "trmm"};

class Catalog : public ::testing::TestWithParam<std::string> {};

TEST(CatalogFolder, HoldsExactlyTheTestedEntries) {
    std::set<std::string> found;
    for (const auto& e : std::filesystem::directory_iterator(BATCHLAS_SURE_DIR))
        if (e.path().extension() == ".sure") found.insert(e.path().stem().string());
    EXPECT_EQ(found, std::set<std::string>(kCatalog.begin(), kCatalog.end()));
}

TEST_P(Catalog, ParsesWithNameMatchingFile) {
    System sys = load(GetParam());
    EXPECT_EQ(sys.name, GetParam());
    EXPECT_FALSE(sys.title.empty());
    EXPECT_FALSE(sys.algorithm.empty());
}

TEST_P(Catalog, PassesEveryCheck) {
    System sys = load(GetParam());
    auto results = check_system(sys, declared_schedule(sys));
    for (const std::string& f : failures(results)) ADD_FAILURE() << f;
    EXPECT_EQ(results.size(), 5u);
}

TEST_P(Catalog, MatchesOracleAtDeclaredSizes) {
    System sys = load(GetParam());
    for (unsigned seed = 1; seed <= 3; ++seed) EXPECT_EQ(run_against_reference(sys, sys.sizes, seed), "") << "seed " << seed;
}

// Odd and even sizes, including 1, in every parameter combination.
TEST_P(Catalog, MatchesOracleAcrossSizes) {
    System sys = load(GetParam());
    const std::vector<Int> values = {1, 2, 3, 5};
    Sizes s(sys.params.size(), 0);
    std::vector<std::size_t> at(s.size(), 0);
    unsigned seed = 7;
    while (true) {
        for (std::size_t q = 0; q < s.size(); ++q) s[q] = values[at[q]];
        EXPECT_EQ(run_against_reference(sys, s, seed++), "") << "sizes " << to_string(s);
        std::size_t q = 0;
        while (q < at.size() && ++at[q] == values.size()) at[q++] = 0;
        if (q == at.size()) break;
    }
}

// The schedule was validated symbolically; a run well beyond the checked sizes must not
// read any value before it is computed.
TEST_P(Catalog, ScheduleHoldsAtLargerSizes) {
    System sys = load(GetParam());
    Sizes s(sys.params.size(), 9);
    for (std::size_t q = 0; q < s.size(); ++q) s[q] += static_cast<Int>(q);
    EXPECT_EQ(run_against_reference(sys, s, 99), "");
}

INSTANTIATE_TEST_SUITE_P(Sure, Catalog, ::testing::ValuesIn(kCatalog), [](const auto& info) { return info.param; });

}  // namespace
}  // namespace batchlas::sure::test
