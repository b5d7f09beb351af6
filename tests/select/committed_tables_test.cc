// The committed tuned tables (tuned/*.txt) are what a user's build installs and `auto` reads: each
// must parse (select::parse_table), name its device and commit, give every row at least one
// family, and hold each row key once (nearest_row takes the first of equal keys, so a duplicate
// written by a merge or a hand edit would silently shadow the other).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "select/table.hh"

namespace batchlas {
namespace {

TEST(CommittedTables, ParseWithProvenanceAndUniqueKeys) {
  namespace fs = std::filesystem;
  const fs::path dir = BATCHLAS_TUNED_SOURCE_DIR;
  ASSERT_TRUE(fs::is_directory(dir)) << dir;
  int tables = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".txt") continue;
    ++tables;
    const std::string path = entry.path().string();
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    select::Table t;
    ASSERT_NO_THROW(t = select::parse_table(text.str(), path)) << path;
    EXPECT_FALSE(t.rows.empty()) << path;
    EXPECT_TRUE(t.header.count("device") && t.header.count("commit")) << path;
    std::set<std::string> keys;
    for (const auto& row : t.rows) {
      EXPECT_FALSE(row.families.empty()) << path << ":" << row.line;
      EXPECT_TRUE(keys.insert(row.text).second) << path << ":" << row.line << ": duplicate key " << row.text;
    }
  }
  EXPECT_GT(tables, 0) << dir;
}

}  // namespace
}  // namespace batchlas
