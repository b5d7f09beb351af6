// Linear schedules t_v(p) = tau . p + offset_v and what they cost.
#pragma once

#include <batchlas/sure/geometry.hh>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace batchlas::sure {

struct Schedule {
    std::vector<Int> tau;
    std::vector<Int> offsets;  // per variable
};

Schedule declared_schedule(const System& sys);
Int time_of(const Schedule& sc, int var, const Point& p);
std::string to_string(const System& sys, const Schedule& sc);  // "tau = [1,2,1], acc +1"

/// Arc a's slack under sc, tau.d + offset(consumer) - offset(producer), which a valid schedule
/// keeps at least 1. Computed exactly (each term is a 64-bit product or value, the sum fits
/// 128 bits), so `check`, schedule_valid and project's wire delays agree for any tau and offsets
/// (a wrapped sum once passed a gap of about -2^64 as 2).
struct ArcGap {
    bool ok = false;           ///< the gap is at least 1
    std::optional<Int> value;  ///< the gap, when it fits in 64 bits
    std::string text() const { return value ? std::to_string(*value) : (ok ? "beyond 2^63" : "below -2^63"); }
};
ArcGap arc_gap(const Schedule& sc, const Arc& a);

/// Number of time steps from the first to the last computed value.
Int latency(const Unfolded& u, const Schedule& sc);
/// Latency of the free (as-soon-as-possible) schedule; times per instance if asked.
/// Throws std::runtime_error on a dependence cycle.
Int free_latency(const Unfolded& u, std::vector<Int>* times = nullptr);
/// Largest number of computed values held at once (produced, not yet read for the last time).
Int peak_live(const Unfolded& u, const Schedule& sc);

/// at(s), a count at sizes s, as an affine function of the sizes: fitted at every size 5 and
/// each one 6, verified at `verify`. "" when the values do not fit one, when a size's domain box
/// holds more than 2^16 points, or when a value or coefficient leaves 64 bits.
std::string size_formula(const System& sys, const std::function<Int(const Sizes&)>& at, const std::vector<Sizes>& verify);
/// The latency's size_formula, verified at sizes 8 + q and 3 + q (parameter q).
std::string latency_formula(const System& sys, const Schedule& sc);

/// Least non-negative offsets, each at most max_offset, that make every arc valid under
/// tau; nothing if there are none.
std::optional<std::vector<Int>> least_offsets(const System& sys, const std::vector<Int>& tau,
                                              Int max_offset);

/// Is tau compatible with every face (flux) and, with its least offsets, with every arc?
bool schedule_valid(const System& sys, const Schedule& sc, std::string* why = nullptr);

struct Candidate {
    Schedule sc;
    Int latency = 0;
    Int processors = 0;
    std::vector<Int> u;  // projection direction giving that processor count
    Int live = 0;
    bool pareto = false;
};
/// Most tau vectors a search visits ((2 range + 1)^n): 7^6, range 3 at six indices.
constexpr Int kMaxSearchVisits = Int{1} << 17;
/// Most vectors x (computed values + reads) a search may cost: gemm at N = 64 and range 2 is
/// 125 x 2.6 M; 6 indices at N = 6 (15,625 x 93,000, 29 s) and gemm at 128^3 (125 x 21 M, 70 s)
/// are refused. The Sizes overload judges them before it unfolds (require_search_bounds).
constexpr Int kMaxSearchWork = Int{1} << 30;
/// std::invalid_argument when a search over [-range, range]^n at sizes s would pass either bound
/// above, with the values and reads counted without unfolding (equation_values_and_reads), so a
/// refused search costs no unfold (gemm at 128^3, range 2: 24 s and 3.0 GB before).
void require_search_bounds(const System& sys, const Sizes& s, Int range);
/// Every tau in [-range, range]^n with its least offsets that passes the checks, ranked by
/// latency, then processors, then live values; pareto marks the non-dominated ones.
/// std::invalid_argument when (2 range + 1)^n exceeds kMaxSearchVisits or, times the points,
/// kMaxSearchWork.
std::vector<Candidate> search_schedules(const System& sys, const Sizes& s, Int range = 2,
                                        Int max_offset = 3);
/// The same over a system already unfolded (at un.sizes): one unfold held, not two.
std::vector<Candidate> search_schedules(const System& sys, const Unfolded& un, Int range = 2, Int max_offset = 3);

}  // namespace batchlas::sure
