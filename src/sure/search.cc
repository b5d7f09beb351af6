#include <batchlas/sure/project.hh>

#include <algorithm>
#include <map>

namespace batchlas::sure {

bool schedule_valid(const System& sys, const Schedule& sc, std::string* why) {
    auto fail = [&](std::string m) {
        if (why) *why = std::move(m);
        return false;
    };
    for (const Arc& a : arcs(sys))
        if (dot(sc.tau, a.d) + sc.offsets[a.consumer] - sc.offsets[a.producer] < 1) return fail("arc " + a.text);
    for (int input = 0; input < 2; ++input)
        for (const Face& f : input ? sys.inputs : sys.outputs) {
            FaceNormal n = face_normal(sys, f, input);
            if (!n.ok) return fail(n.why);
            Int tn = dot(sc.tau, n.n);
            if (input ? tn > -1 : tn < 1) return fail("flux on " + face_plane_text(sys, f));
        }
    return true;
}

std::vector<Candidate> search_schedules(const System& sys, const Sizes& s, Int range, Int max_offset) {
    const std::size_t n = sys.indices.size();
    const Unfolded un = unfold(sys, s);
    std::vector<std::pair<std::vector<Int>, std::size_t>> dirs;  // tau-independent counts
    for (auto& u : small_directions(n)) dirs.push_back({u, processor_count(un, u)});
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
                for (auto& [u, count] : dirs)
                    if (dot(tau, u) != 0 && (c.processors < 0 || static_cast<Int>(count) < c.processors)) c.processors = static_cast<Int>(count), c.u = u;
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
    for (Candidate& c : out) {
        c.pareto = std::none_of(out.begin(), out.end(), [&](const Candidate& o) {
            bool no_worse = o.latency <= c.latency && o.processors <= c.processors && o.live <= c.live;
            bool better = o.latency < c.latency || o.processors < c.processors || o.live < c.live;
            return no_worse && better;
        });
    }
    return out;
}

}  // namespace batchlas::sure
