// The committed tuned tables (tuned/*.txt) are what a user's build installs and `auto` reads: each
// must load through select::table_for (the path `auto` takes), name its device and commit, give
// every row at least one family, and hold each row key once (nearest_row takes the first of equal
// keys, so a duplicate written by a merge or a hand edit would silently shadow the other).
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>

#include "batchlas/batchlas.hh"
#include "select/table.hh"

namespace batchlas {
namespace {

TEST(CommittedTables, ParseWithProvenanceAndUniqueKeys) {
  namespace fs = std::filesystem;
  const fs::path dir = BATCHLAS_TUNED_SOURCE_DIR;
  ASSERT_TRUE(fs::is_directory(dir)) << dir;
  Settings s = settings();
  s.tuned_dir = dir.string();
  ScopedSettings scope(s);
  int tables = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.path().extension() != ".txt") continue;
    ++tables;
    const std::string stem = entry.path().stem().string();  // "<op>.<arch>"
    const std::string path = entry.path().string();
    const select::Table* t = nullptr;
    ASSERT_NO_THROW(t = select::table_for(stem.substr(0, stem.find('.')), stem.substr(stem.find('.') + 1)))
        << path;
    ASSERT_NE(t, nullptr) << path;
    EXPECT_FALSE(t->rows.empty()) << path;
    EXPECT_TRUE(t->header.count("device") && t->header.count("commit")) << path;
    std::set<std::string> keys;
    for (const auto& row : t->rows) {
      EXPECT_FALSE(row.families.empty()) << path << ":" << row.line;
      EXPECT_TRUE(keys.insert(row.text).second) << path << ":" << row.line << ": duplicate key " << row.text;
    }
  }
  EXPECT_GT(tables, 0) << dir;
}

}  // namespace
}  // namespace batchlas
