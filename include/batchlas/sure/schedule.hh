// Linear schedules t_v(p) = tau . p + offset_v and what they cost.
#pragma once

#include <batchlas/sure/geometry.hh>

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

/// Number of time steps from the first to the last computed value.
Int latency(const Unfolded& u, const Schedule& sc);
/// Latency of the free (as-soon-as-possible) schedule; times per instance if asked.
/// Throws std::runtime_error on a dependence cycle.
Int free_latency(const Unfolded& u, std::vector<Int>* times = nullptr);
/// Largest number of computed values held at once (produced, not yet read for the last time).
Int peak_live(const Unfolded& u, const Schedule& sc);

/// The latency as an affine function of the sizes, fitted at a few sizes and verified at
/// others; "" when the values do not fit one.
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
/// Every tau in [-range, range]^n with its least offsets that passes the checks, ranked by
/// latency, then processors, then live values; pareto marks the non-dominated ones.
std::vector<Candidate> search_schedules(const System& sys, const Sizes& s, Int range = 2,
                                        Int max_offset = 3);

}  // namespace batchlas::sure
