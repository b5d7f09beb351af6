#include <batchlas/sure/project.hh>

#include <algorithm>
#include <iterator>
#include <map>
#include <stdexcept>
#include <tuple>

namespace batchlas::sure {

bool schedule_valid(const System& sys, const Schedule& sc, std::string* why) {
    auto fail = [&](std::string m) {
        if (why) *why = std::move(m);
        return false;
    };
    for (const Arc& a : arcs(sys))
        if (!arc_gap(sc, a).ok) return fail("arc " + a.text);
    for (int input = 0; input < 2; ++input)
        for (const Face& f : input ? sys.inputs : sys.outputs) {
            FaceNormal n = face_normal(sys, f, input);
            if (!n.ok) return fail(n.why);
            const ExactDot tn = exact_dot(sc.tau, n.n);  // as `check`'s flux: exact, by its sign
            if (input ? tn.sign >= 0 : tn.sign <= 0) return fail("flux on " + face_plane_text(sys, f));
        }
    return true;
}

namespace {
// The search's bounds: (2 range + 1)^n vectors within kMaxSearchVisits, and, as each valid one
// is costed over every value and read (latency, live values), vectors x `work` within
// kMaxSearchWork (6 indices at N = 6, 15,625 vectors x 46,656 points, took 29 s).
void require_search(const System& sys, const Sizes& s, Int range, Int work, const char* what) {
    const std::size_t n = sys.indices.size();
    Int visits = 1;
    for (std::size_t d = 0; d < n; ++d)
        if ((visits = checked_mul(visits, 2 * range + 1, "schedule search")) > kMaxSearchVisits)
            throw std::invalid_argument(sys.file + ": a search over tau in [-" + std::to_string(range) + "," + std::to_string(range) + "]^" + std::to_string(n) +
                                        " visits more than " + std::to_string(kMaxSearchVisits) + " vectors: use a smaller range");
    if (visits > kMaxSearchWork / std::max<Int>(1, work))
        throw std::invalid_argument(sys.file + ": a search of " + std::to_string(visits) + " vectors over " + std::to_string(work) + " " + what + " at sizes " +
                                    sizes_text(sys, s) + " exceeds " + std::to_string(kMaxSearchWork) + ": use a smaller range or sizes");
}
}  // namespace

void require_search_bounds(const System& sys, const Sizes& s, Int range) {
    require_search(sys, s, range, equation_values_and_reads(sys, s), "values and reads");
}

std::vector<Candidate> search_schedules(const System& sys, const Sizes& s, Int range, Int max_offset) {
    require_search_bounds(sys, s, range);  // before the unfold
    return search_schedules(sys, unfold(sys, s), range, max_offset);
}

std::vector<Candidate> search_schedules(const System& sys, const Unfolded& un, Int range, Int max_offset) {
    const Sizes& s = un.sizes;
    const std::size_t n = sys.indices.size();
    Int items = static_cast<Int>(un.inst.size());
    for (const Instance& in : un.inst) items += static_cast<Int>(in.reads.size());
    require_search(sys, s, range, items, "values and reads");
    const auto dirs = small_directions(n);
    const auto counts = processor_counts(un, dirs);  // tau-independent
    std::vector<Candidate> out;
    std::vector<Int> tau(n, -range);
    while (true) {
        bool nonzero = std::any_of(tau.begin(), tau.end(), [](Int x) { return x != 0; });
        if (auto off = nonzero ? least_offsets(sys, tau, max_offset) : std::nullopt) {
            Schedule sc{tau, *off};
            if (schedule_valid(sys, sc)) {
                Candidate c;
                c.sc = sc;
                c.latency = latency(un, sc);
                c.processors = -1;
                for (std::size_t k = 0; k < dirs.size(); ++k)
                    if (dot(tau, dirs[k]) != 0 && (c.processors < 0 || static_cast<Int>(counts[k]) < c.processors))
                        c.processors = static_cast<Int>(counts[k]), c.u = dirs[k];
                c.live = peak_live(un, sc);
                out.push_back(c);
            }
        }
        std::size_t d = 0;
        while (d < n && ++tau[d] > range) tau[d++] = -range;
        if (d == n) break;
    }
    std::stable_sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) {
        return std::tie(a.latency, a.processors, a.live) < std::tie(b.latency, b.processors, b.live);
    });
    // Sorted lexicographically, every candidate that dominates c (no worse in all three, better
    // in one) comes before c's run of equal triples. So c is Pareto unless an earlier triple has
    // processors <= c's and live <= c's: one staircase (processors -> least live, live falling)
    // answers that in log time (the pairwise test was quadratic: 34 s at 390,625 candidates).
    std::map<Int, Int> stair;
    for (std::size_t k = 0; k < out.size();) {
        std::size_t end = k;
        auto key = [&](std::size_t x) { return std::tie(out[x].latency, out[x].processors, out[x].live); };
        while (end < out.size() && key(end) == key(k)) ++end;
        for (std::size_t x = k; x < end; ++x) {
            auto it = stair.upper_bound(out[x].processors);
            out[x].pareto = it == stair.begin() || std::prev(it)->second > out[x].live;
        }
        const Int p = out[k].processors, l = out[k].live;
        auto it = stair.upper_bound(p);
        if (it == stair.begin() || std::prev(it)->second > l) {  // not covered: insert, drop what it covers
            auto at = stair.insert_or_assign(p, l).first;
            for (auto nx = std::next(at); nx != stair.end() && nx->second >= l;) nx = stair.erase(nx);
        }
        k = end;
    }
    return out;
}

}  // namespace batchlas::sure
