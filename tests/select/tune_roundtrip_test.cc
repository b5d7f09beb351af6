// The tables batchlas-tune writes (tools/tune/table_writer.hh) must read back through
// select::parse_table with the same provenance, keys and rankings, and their keys must be the
// ones the library looks up (select::Key of the op's arguments).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../../tools/tune/table_writer.hh"
#include "ops/syrk/args.hh"
#include "select/table.hh"

namespace batchlas {
namespace {

/// Synthetic cells of a syrk sweep: gram wins at small n, triangular at large n, vendor is
/// slowest, and gemm_fold cannot run at n = 512 (scratch).
std::vector<tune::Timed> cells(int64_t n) {
  const double small = n <= 64 ? 1.0 : 3.0;
  return {{"vendor", 9.0, true},
          {"gram", small, n <= 128},
          {"triangular", 2.0, true},
          {"gemm_fold", 2.0, n < 512}};
}

std::string generated_table() {
  std::string text = tune::format_header(
      "batchlas tuned table for syrk on sm_90, written by batchlas-tune; families ranked fastest first",
      {{"device", "NVIDIA H200 (sm_90, 132 SMs, 143771 MiB)"},
       {"date", "2026-11-30T12:00:00Z"},
       {"tool", "batchlas-tune 0.1.0"},
       {"commit", "0123456789ab"},
       {"grid", "dtype=s,d uplo=L,U trans=N n=16,64,512 k=32 batch=saturate(1024 MiB)"}});
  text += "# rows carry no batch key: every cell ran at saturating batch\n";
  for (char dt : {'s', 'd'})
    for (char uplo : {'L', 'U'})
      for (int64_t n : {16, 64, 512}) {
        const auto keys = tune::format_keys(dt, {{"uplo", uplo}, {"trans", 'N'}}, {{"n", n}, {"k", 32}});
        text += tune::format_row(keys, tune::rank(cells(n)));
      }
  // A cell where nothing ran is written as a comment, never as an empty row.
  text += tune::format_row(tune::format_keys('s', {{"uplo", 'L'}, {"trans", 'T'}}, {{"n", 8}, {"k", 8}}),
                           {}, "skipped: needs 9 MiB, 1 MiB allowed");
  return text;
}

TEST(TuneRoundTrip, HeaderRowsAndRankingsReadBack) {
  const auto t = select::parse_table(generated_table(), "generated");
  EXPECT_EQ(t.header.at("device"), "NVIDIA H200 (sm_90, 132 SMs, 143771 MiB)");
  EXPECT_EQ(t.header.at("date"), "2026-11-30T12:00:00Z");
  EXPECT_EQ(t.header.at("tool"), "batchlas-tune 0.1.0");
  EXPECT_EQ(t.header.at("commit"), "0123456789ab");
  EXPECT_EQ(t.header.at("grid"), "dtype=s,d uplo=L,U trans=N n=16,64,512 k=32 batch=saturate(1024 MiB)");
  ASSERT_EQ(t.rows.size(), 12u);  // the empty cell is a comment
  const auto& first = t.rows[0];
  EXPECT_EQ(first.dtype, 's');
  EXPECT_EQ(first.flags.at("uplo"), 'L');
  EXPECT_EQ(first.flags.at("trans"), 'N');
  EXPECT_EQ(first.sizes.at("n"), 16);
  EXPECT_EQ(first.sizes.at("k"), 32);
  EXPECT_EQ(first.sizes.count("batch"), 0u);
  EXPECT_EQ(first.families, (std::vector<std::string>{"gram", "triangular", "gemm_fold", "vendor"}));
  // n = 512: gram and gemm_fold could not run and are left out; the tie order is list order.
  const auto& last = t.rows[11];
  EXPECT_EQ(last.dtype, 'd');
  EXPECT_EQ(last.flags.at("uplo"), 'U');
  EXPECT_EQ(last.sizes.at("n"), 512);
  EXPECT_EQ(last.families, (std::vector<std::string>{"triangular", "vendor"}));
}

TEST(TuneRoundTrip, LibraryKeysFindTheGeneratedRows) {
  const auto t = select::parse_table(generated_table(), "generated");
  MatrixView<const double> A(nullptr, 60, 40, 60, 2400, 7);
  MatrixView<double> C(nullptr, 60, 60, 60, 3600, 7);
  ops::SyrkArgs<double> args{Uplo::Upper, Op::NoTrans, 1.0, A, 0.0, C};
  const select::Row* r = select::nearest_row(t, args.key());
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->dtype, 'd');
  EXPECT_EQ(r->flags.at("uplo"), 'U');
  EXPECT_EQ(r->sizes.at("n"), 64);
  EXPECT_EQ(r->families.front(), "gram");
  // A flag value the grid never had matches no row.
  ops::SyrkArgs<double> trans{Uplo::Upper, Op::Trans, 1.0, A, 0.0, C};
  EXPECT_EQ(select::nearest_row(t, trans.key()), nullptr);
}

TEST(TuneRoundTrip, WriterKeysSpellTheLibraryKeys) {
  MatrixView<const float> A(nullptr, 64, 256, 64, 64 * 256, 2048);
  MatrixView<float> C(nullptr, 64, 64, 64, 64 * 64, 2048);
  ops::SyrkArgs<float> args{Uplo::Lower, Op::NoTrans, 1.f, A, 0.f, C};
  EXPECT_EQ(tune::format_keys('s', {{"uplo", 'L'}, {"trans", 'N'}}, {{"n", 64}, {"k", 256}, {"batch", 2048}}),
            args.key().text());
}

TEST(TuneRoundTrip, RankDropsFailuresAndNaN) {
  const auto r = tune::rank({{"a", 3, true}, {"b", 1, false}, {"c", NAN, true}, {"d", 2, true}, {"e", 2, true}});
  EXPECT_EQ(r, (std::vector<std::string>{"d", "e", "a"}));
  EXPECT_EQ(tune::format_row("dtype=s n=4", {}, "x"), "# dtype=s n=4 : no family ran (x)\n");
  // A family's note with a newline stays on the comment line (parse_table would reject the rest).
  EXPECT_EQ(tune::format_row("dtype=s n=4", {}, "a\nb"), "# dtype=s n=4 : no family ran (a b)\n");
  EXPECT_EQ(tune::format_row("dtype=s n=4", r), "dtype=s n=4 : d e a\n");
}

// batchlas-tune --merge: a partial sweep (say n = 16 only) replaces the rows of the cells it
// measured, in place, keeps every other row and the old header, adds the cells the old table
// lacked at the end, and says so in one header line that parse_table reads back.
TEST(TuneRoundTrip, MergeReplacesMeasuredCellsKeepsTheRest) {
  const std::string old_text = generated_table();
  std::string fresh = tune::format_header("ignored", {{"commit", "fedcba987654"}});
  const auto k16 = tune::format_keys('d', {{"uplo", 'L'}, {"trans", 'N'}}, {{"n", 16}, {"k", 32}});
  const auto k8 = tune::format_keys('s', {{"uplo", 'L'}, {"trans", 'T'}}, {{"n", 8}, {"k", 8}});
  const auto k32 = tune::format_keys('s', {{"uplo", 'U'}, {"trans", 'N'}}, {{"n", 32}, {"k", 32}});
  fresh += tune::format_row(k16, {"vendor", "gram"});
  fresh += tune::format_row(k8, {"tiny"});        // was a comment: nothing ran there
  fresh += tune::format_row(k32, {"triangular"});  // a cell the old grid lacked
  const std::string merged = tune::merge_table(old_text, fresh, "2026-12-02, commit fedcba987654, n=16");
  const auto t = select::parse_table(merged, "merged");
  EXPECT_EQ(t.header.at("commit"), "0123456789ab");  // the old header stays
  EXPECT_EQ(t.header.at("merged"), "2026-12-02, commit fedcba987654, n=16");
  ASSERT_EQ(t.rows.size(), 14u);  // 12 old rows (one replaced), the former comment, one new cell
  // d, L, n = 16 is the 7th row as before, now ranked by the new sweep.
  EXPECT_EQ(t.rows[6].text, k16);
  EXPECT_EQ(t.rows[6].families, (std::vector<std::string>{"vendor", "gram"}));
  EXPECT_EQ(t.rows[7].families, (std::vector<std::string>{"gram", "triangular", "gemm_fold", "vendor"}));
  EXPECT_EQ(t.rows[12].text, k8);
  EXPECT_EQ(t.rows[13].text, k32);
  EXPECT_EQ(merged.find("ignored"), std::string::npos);
  // Merging the same sweep again changes only the note.
  EXPECT_EQ(select::parse_table(tune::merge_table(merged, fresh, "again"), "twice").rows.size(), 14u);
}

// The tie rule of --merge (--keep-ties): a re-measured row keeps its old order when its new
// first family beat the old first by the tie fraction or less; a larger gap, no times for the
// cell, or tie = 0 take the new row.
TEST(TuneRoundTrip, MergeKeepsTheOldOrderOnATie) {
  const auto k = tune::format_keys('s', {{"uplo", 'L'}, {"trans", 'N'}}, {{"n", 16}, {"k", 32}});
  const std::string old_text = "# commit: a\n" + k + " : gram vendor\n";
  const std::string fresh = tune::format_row(k, {"vendor", "gram"});
  const auto first = [&](const std::string& merged) {
    return select::parse_table(merged, "merged").rows.at(0).families.at(0);
  };
  const tune::CellTimes tie{{k, {{"gram", 1.015, true}, {"vendor", 1.0, true}}}};
  const tune::CellTimes gap{{k, {{"gram", 1.05, true}, {"vendor", 1.0, true}}}};
  const std::string kept = tune::merge_table(old_text, fresh, "n=16", tie, 0.02);
  EXPECT_EQ(first(kept), "gram");
  EXPECT_NE(kept.find("1 rows keep their order"), std::string::npos);
  EXPECT_EQ(first(tune::merge_table(old_text, fresh, "n=16", gap, 0.02)), "vendor");
  EXPECT_EQ(first(tune::merge_table(old_text, fresh, "n=16", tie, 0)), "vendor");
  EXPECT_EQ(first(tune::merge_table(old_text, fresh, "n=16", {}, 0.02)), "vendor");
  // The old first family could not run this time: the new row.
  const tune::CellTimes failed{{k, {{"gram", 1.0, false}, {"vendor", 1.0, true}}}};
  EXPECT_EQ(first(tune::merge_table(old_text, fresh, "n=16", failed, 0.02)), "vendor");
}

// What a merge must not lose: a ranked row when its cell failed this time; CRLF files; the
// batch-key state it checks before measuring.
TEST(TuneRoundTrip, MergeKeepsRankedRowsOfFailedCellsAndReadsCrlf) {
  const auto k = tune::format_keys('s', {{"uplo", 'L'}, {"trans", 'N'}}, {{"n", 16}, {"k", 32}});
  const std::string old_text = "# commit: a\r\n" + k + " : gram vendor\r\n";
  const std::string merged = tune::merge_table(old_text, tune::format_row(k, {}, "error: x"), "n=16");
  const auto t = select::parse_table(merged, "merged");
  ASSERT_EQ(t.rows.size(), 1u);
  EXPECT_EQ(t.rows[0].families, (std::vector<std::string>{"gram", "vendor"}));
  EXPECT_EQ(t.header.at("commit"), "a");
  EXPECT_NE(merged.find("no family ran (error: x)"), std::string::npos);
  EXPECT_EQ(merged.find('\r'), std::string::npos);
  EXPECT_EQ(tune::split_lines("a\r\nb\nc"), (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_FALSE(tune::has_batch_key(generated_table()));
  EXPECT_TRUE(tune::has_batch_key("# x\ndtype=s n=4 batch=64 : tiny\n"));
  EXPECT_EQ(tune::merge_csv("op,n\r\nsyrk,4\r\nsyrk,8\r\n", "op,n\nsyrk,8\n", 2), "op,n\nsyrk,4\nsyrk,8\n");
}

TEST(TuneRoundTrip, MergeCsvKeepsUnmeasuredCells) {
  const std::string cols = "op,dtype,n,batch,median_us\n";
  const std::string old_csv = cols + "syrk,s,16,100,1.0\nsyrk,s,32,50,2.0\nsyrk,d,16,100,3.0\n";
  const std::string new_csv = cols + "syrk,s,16,200,0.5\n";
  // The cell is (op, dtype, n): the batch of a saturating sweep may differ between runs.
  EXPECT_EQ(tune::merge_csv(old_csv, new_csv, 3),
            cols + "syrk,s,32,50,2.0\nsyrk,d,16,100,3.0\nsyrk,s,16,200,0.5\n");
  EXPECT_EQ(tune::merge_csv("", new_csv, 3), new_csv);
  EXPECT_EQ(tune::merge_csv(old_csv, "", 3), old_csv);
  EXPECT_THROW(tune::merge_csv(old_csv, "op,dtype\nsyrk,s\n", 2), std::invalid_argument);
}

}  // namespace
}  // namespace batchlas
