// The selection layer on its own: table parsing, nearest-row choice, fallbacks, pins, errors and
// the trace format, with made-up candidates so every branch is reachable on the host.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "batchlas/batchlas.hh"
#include "kernels/level3/f64_engines.hh"
#include "select/select.hh"
#include "select/table.hh"

namespace {

using namespace batchlas;
using select::Candidate;
using select::Kind;

const char* kTable = R"(# device: test card
# date: 2026-11-29
dtype=s uplo=L n=32 k=256 batch=2048 : gram triangular vendor
dtype=s uplo=L n=512 k=512 batch=512 : triangular vendor
dtype=s uplo=U n=32 : vendor
dtype=d n=64 : gram
)";

select::Key key(Dtype d, char uplo, int64_t n, int64_t k, int64_t batch) {
  return {d, {{"uplo", uplo}}, {{"n", n}, {"k", k}, {"batch", batch}}};
}

TEST(SelectTable, ParsesHeaderRowsAndFamilies) {
  auto t = select::parse_table(kTable, "t.txt");
  EXPECT_EQ(t.header.at("device"), "test card");
  ASSERT_EQ(t.rows.size(), 4u);
  EXPECT_EQ(t.rows[0].dtype, 's');
  EXPECT_EQ(t.rows[0].flags.at("uplo"), 'L');
  EXPECT_EQ(t.rows[0].sizes.at("k"), 256);
  EXPECT_EQ(t.rows[0].families, (std::vector<std::string>{"gram", "triangular", "vendor"}));
  EXPECT_EQ(t.rows[1].line, 4);
}

TEST(SelectTable, MalformedRowsNameFileAndLine) {
  auto expect_error = [](const char* text, const char* needle) {
    try {
      select::parse_table(text, "bad.txt");
      ADD_FAILURE() << "no error for: " << text;
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    }
  };
  expect_error("# ok\ndtype=s n=3 gram\n", "bad.txt:2");
  expect_error("dtype=q n=3 : gram\n", "dtype 'q'");
  expect_error("dtype=s n : gram\n", "name=value");
  expect_error("dtype=s n=3 :\n", "no family");
  expect_error("dtype=s uplo=Lower : gram\n", "neither a letter nor an integer");
  // Past int64: used to escape as std::out_of_range("stoll"), naming neither file nor line.
  expect_error("dtype=s n=99999999999999999999 : gram\n", "bad.txt:1: value '99999999999999999999'");
}

TEST(SelectTable, NearestRowByLog2DistanceWithinMatchingFlags) {
  auto t = select::parse_table(kTable, "t.txt");
  // Near the n=32 row in log2 terms even though 200 is numerically closer to 512.
  EXPECT_EQ(select::nearest_row(t, key(Dtype::Float, 'L', 100, 256, 2048))->line, 3);
  EXPECT_EQ(select::nearest_row(t, key(Dtype::Float, 'L', 300, 512, 512))->line, 4);
  // uplo must match: the U row wins for every size.
  EXPECT_EQ(select::nearest_row(t, key(Dtype::Float, 'U', 4096, 1, 1))->line, 5);
  // A row without a flag matches any value of it.
  EXPECT_EQ(select::nearest_row(t, key(Dtype::Double, 'U', 8, 8, 8))->line, 6);
  // No row for complex.
  EXPECT_EQ(select::nearest_row(t, key(Dtype::ComplexFloat, 'L', 8, 8, 8)), nullptr);
}

// Real ConjTrans is Trans: a trans=C call of s or d takes the trans=T row (it took none, so
// every real ConjTrans call skipped the tables); complex C stays distinct from T.
TEST(SelectTable, RealConjTransMatchesTransRows) {
  auto t = select::parse_table("dtype=s trans=N n=8 : a\ndtype=s trans=T n=8 : b\ndtype=c trans=T n=8 : c\n"
                               "dtype=d transa=T transb=N n=8 : d\n", "t.txt");
  auto with = [](Dtype dt, std::vector<std::pair<std::string, char>> flags) {
    select::Key k;
    k.dtype = dt;
    k.flags = std::move(flags);
    k.sizes = {{"n", 8}};
    return k;
  };
  ASSERT_NE(select::nearest_row(t, with(Dtype::Float, {{"trans", 'C'}})), nullptr);
  EXPECT_EQ(select::nearest_row(t, with(Dtype::Float, {{"trans", 'C'}}))->line, 2);
  EXPECT_EQ(select::nearest_row(t, with(Dtype::ComplexFloat, {{"trans", 'C'}})), nullptr);
  ASSERT_NE(select::nearest_row(t, with(Dtype::Double, {{"transa", 'C'}, {"transb", 'N'}})), nullptr);
  EXPECT_EQ(select::nearest_row(t, with(Dtype::Double, {{"transa", 'C'}, {"transb", 'N'}}))->line, 4);
}

// Writes a table for the made-up op "fakeop" into a temp dir and points settings at it.
struct FakeOp : ::testing::Test {
  // One directory per process: the suite may run as parallel shards (scripts/lib/gpu_shards.sh).
  std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("batchlas_select_test_" + std::to_string(::getpid()));
  Settings s;
  void SetUp() override {
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "fakeop.host.txt") << kTable;
    s = settings();
    s.tuned_dir = dir.string();
    s.routes.erase("fakeop");
  }
  std::vector<Candidate> cands(std::string gram_why = "", std::string tri_why = "",
                               std::string vendor_why = "") {
    return {{"triangular", Kind::Native, tri_why},
            {"gram", Kind::Native, gram_why},
            {"gemm_fold", Kind::Expansion, ""},
            {"vendor", Kind::Vendor, vendor_why}};
  }
  std::size_t pick(const std::vector<Candidate>& c, select::Key k) {
    ScopedSettings scope(s);
    return select::choose("fakeop", Queue::host(), k, c);
  }
};

TEST_F(FakeOp, TableOrderWinsOverListOrder) {
  EXPECT_EQ(pick(cands(), key(Dtype::Float, 'L', 32, 256, 2048)), 1u);  // gram
  EXPECT_EQ(pick(cands(), key(Dtype::Float, 'L', 600, 512, 512)), 0u);  // triangular
}

TEST_F(FakeOp, FirstRunnableEntryOfTheRow) {
  EXPECT_EQ(pick(cands("n > 128"), key(Dtype::Float, 'L', 32, 256, 2048)), 0u);
  EXPECT_EQ(pick(cands("no", "no"), key(Dtype::Float, 'L', 32, 256, 2048)), 3u);
}

TEST_F(FakeOp, FallbackOrderWhenRowHasNothingRunnableOrNoRow) {
  // Row "dtype=s uplo=U n=32 : vendor" with vendor refusing: list order (first runnable).
  EXPECT_EQ(pick(cands("", "", "refuses"), key(Dtype::Float, 'U', 32, 1, 1)), 0u);
  // No row for complex: list order.
  EXPECT_EQ(pick(cands("x", "y"), key(Dtype::ComplexFloat, 'L', 8, 8, 8)), 2u);
}

TEST_F(FakeOp, NoRouteErrorNamesOpShapeAndReasons) {
  std::vector<Candidate> none = {{"gram", Kind::Native, "n > 128"},
                                 {"vendor", Kind::Vendor, "needs a CUDA queue"}};
  try {
    pick(none, key(Dtype::Float, 'L', 300, 1, 1));
    ADD_FAILURE() << "no NoRouteError";
  } catch (const NoRouteError& e) {
    const std::string m = e.what();
    EXPECT_NE(m.find("fakeop"), std::string::npos) << m;
    EXPECT_NE(m.find("n=300"), std::string::npos) << m;
    EXPECT_NE(m.find("gram (n > 128)"), std::string::npos) << m;
    EXPECT_NE(m.find("vendor (needs a CUDA queue)"), std::string::npos) << m;
  }
}

TEST_F(FakeOp, PinWords) {
  const auto k = key(Dtype::Float, 'L', 32, 256, 2048);
  s.routes["fakeop"] = "gemm_fold";
  EXPECT_EQ(pick(cands(), k), 2u);
  s.routes["fakeop"] = "native";
  EXPECT_EQ(pick(cands(), k), 0u);                  // first native in list order
  EXPECT_EQ(pick(cands("", "tile too big"), k), 1u);  // next native that can run
  s.routes["fakeop"] = "vendor";
  EXPECT_EQ(pick(cands(), k), 3u);
  s.routes["fakeop"] = "auto";
  EXPECT_EQ(pick(cands(), k), 1u);
}

TEST_F(FakeOp, BadPinsAreInvalidArgumentsSayingWhy) {
  const auto k = key(Dtype::Float, 'L', 32, 256, 2048);
  auto expect_invalid = [&](const std::string& word, std::vector<Candidate> c,
                            const std::string& needle) {
    s.routes["fakeop"] = word;
    try {
      pick(c, k);
      ADD_FAILURE() << "no error for pin " << word;
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("BATCHLAS_FAKEOP_ROUTE=" + word), std::string::npos)
          << e.what();
    }
  };
  expect_invalid("fastest", cands(), "not a family of fakeop");
  expect_invalid("gram", cands("n > 128"), "cannot run");
  expect_invalid("native", cands("a", "b"), "no native family can run");
  expect_invalid("vendor", {{"gram", Kind::Native, ""}}, "no vendor family is compiled");
  // families named like the kinds (gemv's native and vendor) are listed once
  expect_invalid("fastest",
                 {{"native", Kind::Native, ""},
                  {"packed", Kind::Native, ""},
                  {"vendor", Kind::Vendor, ""}},
                 "(words: auto, native, vendor, packed)");
}

TEST_F(FakeOp, TraceLineShowsRowFamilyAndSkips) {
  s.trace = true;
  ::testing::internal::CaptureStderr();
  pick(cands("n > 128"), key(Dtype::Float, 'L', 32, 256, 2048));
  const std::string line = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(line.find("batchlas: fakeop dtype=s uplo=L n=32 k=256 batch=2048"),
            std::string::npos) << line;
  EXPECT_NE(line.find("fakeop.host.txt:3"), std::string::npos) << line;
  EXPECT_NE(line.find("family triangular (table)"), std::string::npos) << line;
  EXPECT_NE(line.find("skipped gram (n > 128)"), std::string::npos) << line;
}

TEST(SelectSettings, EnvironmentParsing) {
  // The knobs this test sets, as the environment had them (a run under BATCHLAS_TINY_WIDE=1, for
  // one, must neither fail here nor lose the knob for later tests): unset now, restored at the end.
  const std::vector<std::string> knobs = {"BATCHLAS_SYRK_ROUTE",   "BATCHLAS_SELECT_TRACE",
                                          "BATCHLAS_EXPAND_MAX_BYTES", "BATCHLAS_EXPAND_ROUTE",
                                          "BATCHLAS_BLOCKED_NB",   "BATCHLAS_TINY_WIDE",
                                          "BATCHLAS_TINY_TILES",   "BATCHLAS_TINY_XRUN",
                                          "BATCHLAS_TINY_ITEMS",   "BATCHLAS_TINY_ITEMS_STAGED",
                                          "BATCHLAS_TINY_RANK32",  "BATCHLAS_TINY_RANK_WARP",
                                          "BATCHLAS_GRAM_WARP",    "BATCHLAS_GRAM_F64",
                                          "BATCHLAS_RANKK_F64",    "BATCHLAS_SIDE_F64",
                                          "BATCHLAS_L2_SWEEP",     "BATCHLAS_MAX_GRID"};
  std::vector<std::optional<std::string>> saved;
  for (const auto& k : knobs) {
    const char* v = std::getenv(k.c_str());
    saved.push_back(v ? std::optional<std::string>(v) : std::nullopt);
    unsetenv(k.c_str());
  }
  setenv("BATCHLAS_SYRK_ROUTE", "gram", 1);
  setenv("BATCHLAS_SELECT_TRACE", "1", 1);
  setenv("BATCHLAS_EXPAND_MAX_BYTES", "12345", 1);
  setenv("BATCHLAS_EXPAND_ROUTE", "loop", 1);
  Settings s = Settings::from_environment();
  EXPECT_EQ(s.route("syrk"), "gram");
  EXPECT_EQ(s.route("gemm"), "auto");
  EXPECT_TRUE(s.trace);
  EXPECT_EQ(*s.expand_max_bytes, 12345);
  EXPECT_EQ(s.expand_route, "loop");
  for (const char* bad : {"yes", "true", "2"}) {
    setenv("BATCHLAS_SELECT_TRACE", bad, 1);
    EXPECT_THROW(Settings::from_environment(), std::invalid_argument) << "BATCHLAS_SELECT_TRACE=" << bad;
  }
  setenv("BATCHLAS_SELECT_TRACE", "", 1);
  EXPECT_FALSE(Settings::from_environment().trace);
  setenv("BATCHLAS_SELECT_TRACE", "0", 1);
  EXPECT_FALSE(Settings::from_environment().trace);
  setenv("BATCHLAS_EXPAND_MAX_BYTES", "lots", 1);
  EXPECT_THROW(Settings::from_environment(), std::invalid_argument);
  setenv("BATCHLAS_EXPAND_MAX_BYTES", "1", 1);
  setenv("BATCHLAS_EXPAND_ROUTE", "sometimes", 1);
  EXPECT_THROW(Settings::from_environment(), std::invalid_argument);
  setenv("BATCHLAS_EXPAND_ROUTE", "expand", 1);
  EXPECT_FALSE(Settings::from_environment().blocked_nb.has_value());
  setenv("BATCHLAS_BLOCKED_NB", "96", 1);
  EXPECT_EQ(*Settings::from_environment().blocked_nb, 96);
  for (const char* bad : {"0", "00", "-4", "-0", "+5", " 7", "7 ", "64k", "", "99999999999999999999"}) {
    setenv("BATCHLAS_BLOCKED_NB", bad, 1);
    EXPECT_THROW(Settings::from_environment(), std::invalid_argument) << "BATCHLAS_BLOCKED_NB=" << bad;
  }
  setenv("BATCHLAS_BLOCKED_NB", "00", 1);  // the message quotes the value as given
  try {
    (void)Settings::from_environment();
    ADD_FAILURE() << "BATCHLAS_BLOCKED_NB=00 accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'00'"), std::string::npos) << e.what();
  }
  unsetenv("BATCHLAS_BLOCKED_NB");  // its last value is malformed
  EXPECT_FALSE(Settings::from_environment().max_grid.has_value());
  setenv("BATCHLAS_MAX_GRID", "1", 1);
  EXPECT_EQ(*Settings::from_environment().max_grid, 1);
  for (const char* bad : {"0", "-1", "+1", " 1", "all", ""}) {
    setenv("BATCHLAS_MAX_GRID", bad, 1);
    EXPECT_THROW(Settings::from_environment(), std::invalid_argument) << "BATCHLAS_MAX_GRID=" << bad;
  }
  unsetenv("BATCHLAS_MAX_GRID");  // its last value is malformed
  EXPECT_FALSE(Settings::from_environment().tiny_wide.has_value());
  setenv("BATCHLAS_TINY_WIDE", "1", 1);
  EXPECT_EQ(Settings::from_environment().tiny_wide, std::optional<bool>(true));
  setenv("BATCHLAS_TINY_WIDE", "0", 1);
  EXPECT_EQ(Settings::from_environment().tiny_wide, std::optional<bool>(false));
  for (const char* bad : {"on", "2", "", "true"}) {
    setenv("BATCHLAS_TINY_WIDE", bad, 1);
    EXPECT_THROW(Settings::from_environment(), std::invalid_argument) << "BATCHLAS_TINY_WIDE=" << bad;
  }
  unsetenv("BATCHLAS_TINY_WIDE");  // its last value is malformed
  EXPECT_FALSE(Settings::from_environment().tiny_tiles.has_value());
  setenv("BATCHLAS_TINY_TILES", "1", 1);
  EXPECT_EQ(Settings::from_environment().tiny_tiles, std::optional<bool>(true));
  setenv("BATCHLAS_TINY_TILES", "0", 1);
  EXPECT_EQ(Settings::from_environment().tiny_tiles, std::optional<bool>(false));
  for (const char* bad : {"yes", "-1", ""}) {
    setenv("BATCHLAS_TINY_TILES", bad, 1);
    EXPECT_THROW(Settings::from_environment(), std::invalid_argument) << "BATCHLAS_TINY_TILES=" << bad;
  }
  unsetenv("BATCHLAS_TINY_TILES");  // its last value is malformed
  // The tiny engine's measuring switches: unset, 0, 1, and a malformed word each.
  using Field = std::optional<bool> Settings::*;
  const std::vector<std::pair<const char*, Field>> switches = {
      {"BATCHLAS_TINY_XRUN", &Settings::tiny_xrun},
      {"BATCHLAS_TINY_ITEMS", &Settings::tiny_items},
      {"BATCHLAS_TINY_ITEMS_STAGED", &Settings::tiny_items_staged},
      {"BATCHLAS_TINY_RANK32", &Settings::tiny_rank32},
      {"BATCHLAS_TINY_RANK_WARP", &Settings::tiny_rank_warp},
      {"BATCHLAS_TINY_RANK_MMA", &Settings::tiny_rank_mma},
      {"BATCHLAS_GRAM_WARP", &Settings::gram_warp},
      {"BATCHLAS_GRAM_F64", &Settings::gram_f64},
      {"BATCHLAS_RANKK_F64", &Settings::rankk_f64},
      {"BATCHLAS_SIDE_F64", &Settings::side_f64},
      {"BATCHLAS_SIDE_WIDE", &Settings::side_wide},
      {"BATCHLAS_TRMM_WARP", &Settings::trmm_warp},
      {"BATCHLAS_SYMM_WARP", &Settings::symm_warp},
      {"BATCHLAS_SYMM_MMA", &Settings::symm_mma},
      {"BATCHLAS_GEMM_MMA", &Settings::gemm_mma},
      {"BATCHLAS_TRMM_MMA", &Settings::trmm_mma},
      {"BATCHLAS_L2_SWEEP", &Settings::l2_sweep}};
  for (const auto& [knob, field] : switches) {
    EXPECT_FALSE((Settings::from_environment().*field).has_value()) << knob;
    setenv(knob, "0", 1);
    EXPECT_EQ(Settings::from_environment().*field, std::optional<bool>(false)) << knob;
    setenv(knob, "1", 1);
    EXPECT_EQ(Settings::from_environment().*field, std::optional<bool>(true)) << knob;
    setenv(knob, "on", 1);
    EXPECT_THROW(Settings::from_environment(), std::invalid_argument) << knob;
    unsetenv(knob);
  }
  for (std::size_t i = 0; i < knobs.size(); ++i) {
    if (saved[i]) setenv(knobs[i].c_str(), saved[i]->c_str(), 1);
    else unsetenv(knobs[i].c_str());
  }
}

// The FP64-engine switches of float's and complex<float>'s tile kernels (kernels/level3/f64_engines.hh):
// each on when unset (the measured defaults: gram session 61-62, rank-k tiles and side tiles
// session 63), and each follows its Settings field when set; double's side_wide off when unset.
TEST(SelectSettings, Fp64EngineSwitchesDefaultOnAndFollowTheirField) {
  namespace k3 = batchlas::kernels::level3;
  const std::vector<std::pair<std::optional<bool> Settings::*, bool (*)()>> switches = {
      {&Settings::gram_f64, &k3::gram_f64}, {&Settings::rankk_f64, &k3::rankk_f64}, {&Settings::side_f64, &k3::side_f64}};
  int i = 0;
  for (const auto& [field, on] : switches) {
    for (const std::optional<bool> v : {std::optional<bool>{}, std::optional<bool>{false}, std::optional<bool>{true}}) {
      Settings s = settings();
      s.*field = v;
      ScopedSettings pin{s};
      EXPECT_EQ(on(), v.value_or(true)) << "switch " << i << " set to " << (v ? (*v ? "true" : "false") : "nothing");
    }
    ++i;
  }
  // side_wide (double's wide side tiles) the other way round: off unless set true (not measured yet).
  for (const std::optional<bool> v : {std::optional<bool>{}, std::optional<bool>{false}, std::optional<bool>{true}}) {
    Settings s = settings();
    s.side_wide = v;
    ScopedSettings pin{s};
    EXPECT_EQ(k3::side_wide(), v.value_or(false)) << "side_wide set to " << (v ? (*v ? "true" : "false") : "nothing");
  }
}

TEST(SelectSettings, ScopedSettingsNestAndRestore) {
  const std::string outer = settings().route("syrk");
  {
    ScopedSettings a{with_route("syrk", "vendor")};
    EXPECT_EQ(settings().route("syrk"), "vendor");
    {
      ScopedSettings b{with_route("syrk", "host")};
      EXPECT_EQ(settings().route("syrk"), "host");
    }
    EXPECT_EQ(settings().route("syrk"), "vendor");
  }
  EXPECT_EQ(settings().route("syrk"), outer);
}

// Scopes held in unique_ptr / optional may end out of order: the newest live one stays in force
// and the one destroyed first no longer counts (helper-112, session 61: b's destructor restored a
// pointer into a's freed Settings, a use after free; and a's left b's pin out of force).
TEST(SelectSettings, ScopedSettingsDestroyedOutOfOrder) {
  const std::string outer = settings().route("syrk");
  auto a = std::make_unique<ScopedSettings>(with_route("syrk", "vendor"));
  auto b = std::make_unique<ScopedSettings>(with_route("syrk", "host"));
  a.reset();
  EXPECT_EQ(settings().route("syrk"), "host");  // b is alive
  auto c = std::make_unique<ScopedSettings>(with_route("syrk", "gram"));
  b.reset();
  EXPECT_EQ(settings().route("syrk"), "gram");
  c.reset();
  EXPECT_EQ(settings().route("syrk"), outer);
}

// Settings built in code get the environment parser's checks when a ScopedSettings takes them
// (found by a reviewer, session 48: max_grid = 0 reached a zero-block launch): each bad field
// throws std::invalid_argument naming it, and the settings in force are left as they were.
TEST(SelectSettings, ScopedSettingsRefuseBadValues) {
  const std::string outer = settings().route("syrk");
  auto refused = [](auto set, const char* field) {
    Settings s = with_route("syrk", "host");
    set(s);
    try {
      ScopedSettings scope(s);
      ADD_FAILURE() << field << ": accepted";
    } catch (const std::invalid_argument& e) {
      EXPECT_NE(std::string(e.what()).find(field), std::string::npos) << e.what();
    }
  };
  refused([](Settings& s) { s.max_grid = 0; }, "max_grid");
  refused([](Settings& s) { s.max_grid = -3; }, "max_grid");
  refused([](Settings& s) { s.blocked_nb = 0; }, "blocked_nb");
  refused([](Settings& s) { s.expand_max_bytes = -1; }, "expand_max_bytes");
  refused([](Settings& s) { s.expand_route = "never"; }, "expand_route");
  EXPECT_EQ(settings().route("syrk"), outer) << "a refused ScopedSettings took effect";
  Settings fine = settings();
  fine.max_grid = 1, fine.blocked_nb = 1, fine.expand_max_bytes = 0, fine.expand_route = "loop";
  EXPECT_NO_THROW(ScopedSettings ok(fine));
}

// Through a real operation: an unknown pin on syrk is rejected before anything is written.
TEST(SelectThroughOps, UnknownPinOnRealOperation) {
  ScopedSettings scope{with_route("syrk", "nonsense")};
  Queue q = Queue::host();
  std::vector<float> a(4, 1.0f), c(4, 7.0f);
  MatrixView<const float> A{a.data(), 2, 2, 2, 4, 1};
  MatrixView<float> C{c.data(), 2, 2, 2, 4, 1};
  EXPECT_THROW(syrk(q, Uplo::Lower, Op::NoTrans, 1.0f, A, 0.0f, C), std::invalid_argument);
  EXPECT_EQ(c, std::vector<float>(4, 7.0f));
}

TEST(SelectTypes, EnumStringsRoundTrip) {
  for (Uplo u : {Uplo::Lower, Uplo::Upper}) {
    EXPECT_EQ(from_string<Uplo>(to_string(u)), u);
    EXPECT_EQ(from_string<Uplo>(std::string(1, to_char(u))), u);
  }
  for (Op o : {Op::NoTrans, Op::Trans, Op::ConjTrans}) EXPECT_EQ(from_string<Op>(to_string(o)), o);
  for (Side d : {Side::Left, Side::Right}) EXPECT_EQ(from_string<Side>(to_string(d)), d);
  for (Diag d : {Diag::NonUnit, Diag::Unit}) EXPECT_EQ(from_string<Diag>(to_string(d)), d);
  EXPECT_EQ(from_string<Dtype>("z"), Dtype::ComplexDouble);
  EXPECT_THROW(from_string<Uplo>("sideways"), std::invalid_argument);
  // A cast from a bad char prints as invalid, never as a valid name.
  EXPECT_EQ(to_string(static_cast<Uplo>('X')), "invalid(88)");
  EXPECT_EQ(to_string(static_cast<Op>('X')), "invalid(88)");
  EXPECT_EQ(to_string(static_cast<Side>('X')), "invalid(88)");
  EXPECT_EQ(to_string(static_cast<Diag>('X')), "invalid(88)");
  EXPECT_EQ(to_string(static_cast<Dtype>('X')), "invalid(88)");
}

}  // namespace
