// Catalog pages are self-contained and carry every section; the browser test is separate.
#include "support.hh"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <stdexcept>

namespace batchlas::sure::test {
namespace {

// render_page(sys) must refuse with std::invalid_argument whose message begins with `what`
// (anywhere in it, when !at_start).
void expect_page_refused(const System& sys, const std::string& what, bool at_start = true) {
    try {
        render_page(sys);
        ADD_FAILURE() << sys.file << ": rendered, expected a refusal with \"" << what << "\"";
    } catch (const std::invalid_argument& e) {
        const std::string m = e.what();
        if (at_start) EXPECT_EQ(m.rfind(what, 0), 0u) << m;
        else EXPECT_NE(m.find(what), std::string::npos) << m;
    }
}

TEST(Render, PageIsSelfContainedWithEverySection) {
    for (const char* name : {"dot", "trmv", "gemm"}) {
        const std::string html = render_page(load(name));
        for (const char* part : {"<h2>Algorithm</h2>", "<h2>Summary</h2>", "<h2>Wavefront</h2>", "<h2>The SURE</h2>", "<h2>Checks</h2>",
                                 "<h2>Processor array</h2>", "<h2>Schedules</h2>", "id=\"play\"", "id=\"pause\"", "id=\"step\"", "id=\"scrub\"",
                                 "<svg id=\"plane\"", "<svg id=\"array\"", "const DATA = {"})
            EXPECT_NE(html.find(part), std::string::npos) << name << " lacks " << part;
        for (const char* net : {" src=", "<link", "href=\"http", "@import"}) EXPECT_EQ(html.find(net), std::string::npos) << name << " has " << net;
        EXPECT_EQ(html.find("</script>"), html.rfind("</script>")) << "inline data must not close the script early";
    }
}

TEST(Render, FailingChecksShowOnThePage) {
    System sys = load_mutated("trmv", "schedule [1, 2, 1]", "schedule [1, 1, 1]");
    const std::string html = render_page(sys);
    EXPECT_NE(html.find("<span class=\"fail\">1 failing</span>"), std::string::npos);
    EXPECT_NE(html.find("tau.n = 0, needs &gt;= 1"), std::string::npos);
}

TEST(Render, IndexLinksEveryPage) {
    std::vector<System> all = {load("gemv"), load("dot")};
    const std::string html = render_index(all);
    EXPECT_NE(html.find("href=\"gemv.html\""), std::string::npos);
    EXPECT_LT(html.find("href=\"dot.html\""), html.find("href=\"gemv.html\""));  // level 1 first
}

// render_catalog renders every page before writing one: a system whose page cannot be drawn
// (a non-uniform tap makes the dependence graph cyclic) or two systems of one name leave the
// folder empty, and the error names the file (and the variable on the cycle).
TEST(Render, CatalogWritesNothingOnAFailure) {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("batchlas-sure-render-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    System cyclic = load_mutated("gemv", "eq xv(i,j,k)  = xv(i-1,j,k)", "eq xv(i,j,k)  = xv(0,j,k)");
    cyclic.file = "cyclic.sure";
    try {
        render_catalog({load("dot"), cyclic}, dir.string());
        ADD_FAILURE() << "a cyclic system rendered";
    } catch (const std::runtime_error& e) {
        EXPECT_NE(std::string(e.what()).find("cyclic.sure: cannot render: dependence cycle through xv at"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(fs::exists(dir)) << "nothing may be written";
    System twin = load("gemv");
    twin.file = "twin.sure";
    EXPECT_THROW(render_catalog({load("gemv"), twin}, dir.string()), std::invalid_argument);
    System index = load("dot");
    index.name = "index";
    EXPECT_THROW(render_catalog({index}, dir.string()), std::invalid_argument);
    EXPECT_FALSE(fs::exists(dir));
    render_catalog({load("dot"), load("gemv")}, dir.string());
    EXPECT_TRUE(fs::exists(dir / "dot.html") && fs::exists(dir / "gemv.html") && fs::exists(dir / "index.html"));
    fs::remove_all(dir);
}

TEST(Render, TimesPast2To53StayExact) {
    // Times near 2^60 (an offset) with a short latency: the page's data holds them relative to t0,
    // t0 as a string (JavaScript's numbers are exact only below 2^53).
    const std::string src =
        "operator late\nparams N\nsizes N=3\nindices i j\ndomain 0 <= i < N, 0 <= j < N\nin x[N]\nout Y[N]\n"
        "eq v(i,j) = v(i,j-1) + 1\ninput v(i,-1) = x[i]\noutput Y[i] at (i, N-1) = v(i,j)\nschedule [1, 1]\n";
    const std::string page = render_page(parse_string(src + "offset v = 1152921504606846976\n", "late.sure"));
    EXPECT_NE(page.find("\"t0\":\"1152921504606846976\",\"inst\":[[0,0,0,0],[1,0,0,1]"), std::string::npos);
    EXPECT_NE(page.find("BigInt(D.t0)"), std::string::npos);
    expect_page_refused(parse_string(src.substr(0, src.find("schedule")) + "schedule [1, 4503599627370496]\n", "long.sure"),
                        "steps at the file's sizes, past the 2^53 a page can animate", false);
}

TEST(Render, RefusesWhatItCannotDraw) {
    System empty = load_mutated("dot", "0 <= k < 1", "0 <= k < 0");
    EXPECT_THROW(render_page(empty), std::invalid_argument);
    EXPECT_TRUE(contains(failures(check_system(empty, declared_schedule(empty))), "faces: the domain is empty at the file's sizes N=6"));
    const System chain = parse_string(
        "operator chain\nparams N\nsizes N=4\nindices i\ndomain 0 <= i < N\nin x[1]\nout Y[1]\n"
        "eq v(i) = v(i-1) + 1\ninput v(-1) = x[0]\noutput Y[0] at (N-1) = v(i)\nschedule [1]\n",
        "chain.sure");
    expect_page_refused(chain, "chain.sure: a page draws systems of two or more indices");
    const System idle = parse_string(
        "operator idle\nparams N\nsizes N=3\nindices i j\ndomain 0 <= i < N, 0 <= j < N\nin x[N]\nout Y[N]\nschedule [1, 1]\n",
        "idle.sure");
    expect_page_refused(idle, "idle.sure: no equation computes a value");
}

}  // namespace
}  // namespace batchlas::sure::test
