#include "bench/measure.hh"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <stdexcept>

#include "batchlas/errors.hh"
#include "batchlas/settings.hh"
#include "bench/problem.hh"

#ifdef BATCHLAS_HAVE_CUDA
#include "bench/cublas_ref.hh"
#endif

namespace batchlas::bench {

double median_of(std::vector<double> v) {
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  const std::size_t h = v.size() / 2;
  return v.size() % 2 ? v[h] : 0.5 * (v[h - 1] + v[h]);
}

const FamilyResult* CaseResult::vendor() const {
  for (const auto& f : families)
    if (f.kind == "vendor" && f.timed()) return &f;
  return nullptr;
}

Metrics metrics(const CaseResult& r, const FamilyResult& f, const Floors& floors) {
  Metrics m;
  if (!f.timed() || !(f.median_ms > 0)) return m;
  m.gbps = r.bytes / f.median_ms / 1e6;
  m.gflops = r.flops / f.median_ms / 1e6;
  const double mem_ms = floors.copy_gbps > 0 ? r.bytes / floors.copy_gbps / 1e6 : NAN;
  auto g = floors.gemm_gflops.find(r.c.dtype);
  const double cmp_ms = g != floors.gemm_gflops.end() && g->second > 0 ? r.flops / g->second / 1e6 : NAN;
  // The floor is the larger of the two times; an unknown term does not count.
  if (!std::isnan(mem_ms) && !(cmp_ms > mem_ms)) m.floor_ms = mem_ms, m.bound = "memory";
  else if (!std::isnan(cmp_ms)) m.floor_ms = cmp_ms, m.bound = "compute";
  m.frac_floor = m.floor_ms / f.median_ms;
  if (r.reference.timed()) m.vs_cublas = r.reference.median_ms / f.median_ms;
  if (const auto* v = r.vendor()) m.vs_vendor = v->median_ms / f.median_ms;
  return m;
}

struct Bench::Impl {
  explicit Impl(Queue& q) : arena(q), timer(q) {}
  Arena arena;
  Timer timer;
  int64_t arena_bytes = 0;
#ifdef BATCHLAS_HAVE_CUDA
  std::unique_ptr<CublasRef> ref;
#endif
};

Bench::Bench(Queue& q, MeasureOptions o, ProblemFactory make)
    : impl_(std::make_unique<Impl>(q)), q_(q), o_(std::move(o)), make_(std::move(make)) {}
Bench::~Bench() = default;

namespace {

/// A family is wanted when --family names it, "all", or its kind ("native", "vendor": the
/// words BATCHLAS_<OP>_ROUTE takes as well).
bool wanted(const MeasureOptions& o, const std::string& name, const std::string& kind) {
  if (o.families.empty()) return true;
  for (const auto& f : o.families)
    if (f == "all" || f == name || f == kind) return true;
  return false;
}

FamilyResult named(std::string family, std::string kind, std::string status = "", std::string note = "") {
  FamilyResult f;
  f.family = std::move(family), f.kind = std::move(kind), f.status = std::move(status), f.note = std::move(note);
  return f;
}

/// The families of the case on this queue after the --family filter, "auto" included when
/// asked for, and names asked for that the operation lacks (reported as unrunnable).
std::vector<FamilyResult> planned(const Problem& p, const Queue& q, const MeasureOptions& o) {
  std::vector<FamilyResult> out;
  for (const auto& f : p.families())
    if (f.cuda == q.is_gpu() && wanted(o, f.name, f.kind)) out.push_back(named(f.name, f.kind));
  for (const auto& name : o.families) {
    if (name == "all" || name == "native" || name == "vendor") continue;
    if (name == "auto") {
      out.push_back(named("auto", "auto"));
      continue;
    }
    bool known = false;
    for (const auto& f : p.families()) known = known || (f.name == name && f.cuda == q.is_gpu());
    if (!known) out.push_back(named(name, "", "unrunnable", "not a family of this operation on this queue"));
  }
  return out;
}

/// Sort an exception from a pinned call into a status: a refused pin or no route is
/// "unrunnable"; any other invalid argument rejects the whole case ("invalid").
void classify(FamilyResult& f, const std::exception& e, bool& arguments_rejected) {
  const std::string what = e.what();
  f.note = what;
  if (dynamic_cast<const NoRouteError*>(&e)) {
    f.status = "unrunnable";
  } else if (dynamic_cast<const std::invalid_argument*>(&e)) {
    f.status = "unrunnable";
    if (what.find("_ROUTE=") == std::string::npos) arguments_rejected = true;
    // Keep the reason after the pin text: "syrk: BATCHLAS_SYRK_ROUTE=gram: cannot run <key>: why"
    // (select.cc; the key text holds no ": ").
    const auto run = what.find("cannot run ");
    const auto pos = run == std::string::npos ? run : what.find(": ", run);
    if (pos != std::string::npos) f.note = what.substr(pos + 2);
  } else {
    f.status = "error";
  }
}

void summarise(FamilyResult& f) {
  f.median_ms = median_of(f.ms);
  if (!f.ms.empty()) {
    f.min_ms = *std::min_element(f.ms.begin(), f.ms.end());
    f.max_ms = *std::max_element(f.ms.begin(), f.ms.end());
  }
}

}  // namespace

int Bench::planned_steps(const Case& c) const {
  try {
    auto p = make_(c);
    return static_cast<int>(planned(*p, q_, o_).size()) + (q_.is_gpu() && o_.reference ? 1 : 0);
  } catch (const std::exception&) {
    return 1;
  }
}

CaseResult Bench::run(const Case& c, const std::function<void()>& step) {
  CaseResult r;
  r.c = c;
  std::unique_ptr<Problem> p;
  try {
    p = make_(c);
  } catch (const std::invalid_argument& e) {
    r.status = "invalid", r.note = e.what();
    return r;
  }
  auto& timer = impl_->timer;

  // Batch and operand sets within the memory allowed (the arena's own memory counts as free).
  const int64_t item = std::max<int64_t>(p->item_bytes(), 1);
  const int64_t cap = static_cast<int64_t>(o_.mem_fraction * double(free_memory(q_) + impl_->arena_bytes));
  int64_t batch = c.batch;
  if (batch <= 0) {
    batch = 1;
    while (batch * item < o_.saturate_bytes && 2 * batch * item <= cap) batch *= 2;
  }
  r.batch = batch;
  p->set_batch(batch);
  r.set_bytes = p->set_bytes();
  if (r.set_bytes > cap) {
    r.status = "skipped";
    r.note = (r.set_bytes == INT64_MAX ? std::string("needs more than 2^63 bytes")  // saturated (problem_base.hh)
                                       : "needs " + std::to_string(r.set_bytes >> 20) + " MiB") +
             ", " + std::to_string(cap >> 20) + " MiB allowed";
    return r;
  }
  // An empty problem (an extent 0) has no bytes: one set.
  int sets = r.set_bytes <= 0 ? 1
                              : static_cast<int>(std::clamp<int64_t>((o_.rotate_bytes + r.set_bytes - 1) / r.set_bytes,
                                                                     1, o_.max_sets));
  while (sets > 1 && sets * r.set_bytes > cap) --sets;
  r.sets = sets;
  const std::size_t total = static_cast<std::size_t>(sets * r.set_bytes);
  std::byte* base = impl_->arena.get(total);
  impl_->arena_bytes = std::max<int64_t>(impl_->arena_bytes, static_cast<int64_t>(total + 255) / 256 * 256);
  // Fresh random operands for every case: earlier outputs never feed later inputs.
  fill_random(q_, base, total, c.dtype, o_.seed++);
  for (int s = 0; s < sets; ++s) p->add_set(base + s * r.set_bytes);
  r.bytes = p->min_bytes() * double(batch);
  r.flops = p->flops() * double(batch);

  r.families = planned(*p, q_, o_);
  std::vector<double> screen(r.families.size(), NAN);
  int64_t screen_batch = 0;
  // Screening: families far slower than the best at a small batch (per-item loops at huge
  // batches) are scaled from there instead of being run for seconds at the full batch.
  if (o_.screen_factor > 0 && r.families.size() > 1 && batch * item > 4 * o_.screen_bytes) {
    screen_batch = std::max<int64_t>(1, o_.screen_bytes / item);
    auto ps = make_(c);
    ps->set_batch(screen_batch);
    ps->add_set(base);
    for (std::size_t i = 0; i < r.families.size(); ++i) {
      auto& f = r.families[i];
      if (!f.status.empty()) continue;
      try {
        ScopedSettings pin(with_route(c.op->name, f.family));
        ps->run(q_, 0);  // first call: handles, module loads
        q_.wait();
        screen[i] = timer.once([&] { ps->run(q_, 0); });
      } catch (const std::exception&) {
        // Judged again at the full batch.
      }
    }
  }
  double best_screen = NAN;
  for (double t : screen)
    if (!std::isnan(t) && !(t >= best_screen)) best_screen = t;

  // Timing in two phases. (1) Each entry (a family, pinned; then the cuBLAS reference) alone:
  // its first call timed to size its repeats, then its warm-ups. (2) kRounds rounds over all
  // entries, each entry's repeats split evenly among them: every entry is timed across the
  // whole span, so a drift of the device's clocks over the case (measured on the H200: cuBLAS
  // DGEMM timed after four double families ran 1.12-1.20x slower than after one, session 23)
  // falls on all entries alike instead of on the last. Each block starts with one untimed call
  // so the timed ones are enqueued behind running work, as before.
  struct Entry {
    FamilyResult* f;
    std::function<void(int)> call;  // pins the family (or runs the reference) for call s
    int reps = 0, done = 0;
  };
  std::vector<Entry> entries;
  bool arguments_rejected = false;
  auto fail = [&](Entry& e, const std::exception& ex) {
    e.f->ms.clear();
    if (e.f->kind == "reference") e.f->status = "error", e.f->note = ex.what();
    else classify(*e.f, ex, arguments_rejected);
    e.reps = 0;
  };
  auto prepare = [&](Entry& e) {
    try {
      const double t0 = timer.once([&] { e.call(0); });
      for (int w = 1; w < o_.warmup; ++w) e.call(w % sets);
      q_.wait();  // a device fault of the warm-ups is this entry's, not the next one's
      e.reps = o_.repeats;
      if (t0 > 0 && t0 * 1e-3 * e.reps > o_.family_budget_s)  // cut, not below min_repeats nor above repeats
        e.reps = std::min(o_.repeats, std::max(o_.min_repeats, static_cast<int>(o_.family_budget_s / (t0 * 1e-3))));
      e.f->status = "ok";
    } catch (const std::exception& ex) {
      fail(e, ex);
    }
  };
  for (std::size_t i = 0; i < r.families.size(); ++i) {
    auto& f = r.families[i];
    if (f.status.empty()) {
      if (!std::isnan(screen[i]) && screen[i] > o_.screen_factor * best_screen) {
        const double scale = double(batch) / double(screen_batch);
        f.ms = {screen[i] * scale};
        f.status = "scaled";
        char buf[160];
        std::snprintf(buf, sizeof buf, "%.0fx the fastest at batch=%lld; time scaled from there by %.0f",
                      screen[i] / best_screen, static_cast<long long>(screen_batch), scale);
        f.note = buf;
        summarise(f);
      } else {
        entries.push_back({&f, [&, name = f.family](int s) {
                             ScopedSettings pin(with_route(c.op->name, name));
                             p->run(q_, s);
                           }});
        prepare(entries.back());
      }
    }
    if (step) step();
  }
  if (arguments_rejected) {
    // Every pin failed the same argument check: report the case once.
    for (const auto& f : r.families)
      if (f.status == "unrunnable" && f.note.find("_ROUTE=") == std::string::npos) r.note = f.note;
    bool any = false;
    for (const auto& f : r.families) any = any || f.timed();
    if (!any) {
      r.status = "invalid";
      r.families.clear();
      return r;
    }
  }

  r.reference_name = p->reference_name();
  bool ref_step = false;  // the reference counts one progress step (planned_steps)
#ifdef BATCHLAS_HAVE_CUDA
  std::vector<std::vector<RefCall>> ref_calls;
  if (q_.is_gpu() && o_.reference && !r.reference_name.empty()) {
    ref_step = true;
    r.reference = named("cublas", "reference", "", r.reference_name);
    try {
      if (!impl_->ref) impl_->ref = std::make_unique<CublasRef>(q_);
      for (int s = 0; s < sets; ++s) ref_calls.push_back(p->reference(s));
      entries.push_back({&r.reference, [&](int s) {
                           for (const auto& call : ref_calls[s]) impl_->ref->run(c.dtype, call);
                         }});
      prepare(entries.back());
    } catch (const std::exception& e) {
      r.reference.status = "error", r.reference.note = e.what();
    }
  }
#endif
  constexpr int kRounds = 3;
  for (int round = 0; round < kRounds; ++round)
    for (auto& e : entries) {
      const int upto = e.reps * (round + 1) / kRounds, count = upto - e.done;
      if (count <= 0) continue;
      try {
        const int first = e.done;
        e.call(first % sets);  // untimed, on the set the last timed call used: the timed calls queue behind it
        const auto ms = timer.each(count, [&](int i) { e.call((first + i + 1) % sets); });
        e.f->ms.insert(e.f->ms.end(), ms.begin(), ms.end());
        e.done = upto;
      } catch (const std::exception& ex) {
        fail(e, ex);
      }
    }
  for (auto& e : entries)
    if (e.f->status == "ok") summarise(*e.f);
  if (ref_step && step) step();
  return r;
}

}  // namespace batchlas::bench
