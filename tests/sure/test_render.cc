// Catalog pages are self-contained and carry every section; the browser test is separate.
#include "support.hh"

#include <gtest/gtest.h>

namespace batchlas::sure::test {
namespace {

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

}  // namespace
}  // namespace batchlas::sure::test
