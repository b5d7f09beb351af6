#include <batchlas/sure/schedule.hh>

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <stdexcept>

namespace batchlas::sure {

Schedule declared_schedule(const System& sys) {
    Schedule sc;
    sc.tau = sys.tau;
    for (const Variable& v : sys.vars) sc.offsets.push_back(v.offset);
    return sc;
}

Int time_of(const Schedule& sc, int var, const Point& p) {
    return checked_add(dot(sc.tau, p), sc.offsets[var], "schedule time");
}

std::string to_string(const System& sys, const Schedule& sc) {
    std::string s = "tau = [";
    for (std::size_t d = 0; d < sc.tau.size(); ++d) {
        if (d) s += ',';
        s += std::to_string(sc.tau[d]);
    }
    s += "]";
    for (std::size_t v = 0; v < sc.offsets.size(); ++v)
        if (sc.offsets[v] != 0) s += ", " + sys.vars[v].name + " " + (sc.offsets[v] > 0 ? "+" : "") + std::to_string(sc.offsets[v]);
    return s;
}

ArcGap arc_gap(const Schedule& sc, const Arc& a) {
    __extension__ typedef __int128 Wide;
    Wide g = Wide{sc.offsets[a.consumer]} - Wide{sc.offsets[a.producer]};
    for (std::size_t d = 0; d < a.d.size() && d < sc.tau.size(); ++d) g += Wide{sc.tau[d]} * Wide{a.d[d]};
    ArcGap r;
    r.ok = g >= 1;
    if (g >= Wide{std::numeric_limits<Int>::min()} && g <= Wide{std::numeric_limits<Int>::max()}) r.value = static_cast<Int>(g);
    return r;
}

Int latency(const Unfolded& u, const Schedule& sc) {
    if (u.inst.empty()) return 0;
    Int lo = std::numeric_limits<Int>::max(), hi = std::numeric_limits<Int>::min();
    for (const Instance& in : u.inst) {
        Int t = time_of(sc, in.var, in.p);
        lo = std::min(lo, t), hi = std::max(hi, t);
    }
    return checked_add(checked_sub(hi, lo, "latency"), 1, "latency");
}

Int free_latency(const Unfolded& u, std::vector<Int>* times) {
    // Longest path over the instance graph; injected values are ready at time 0.
    const std::size_t n = u.inst.size();
    std::vector<Int> t(n, -1);
    std::vector<char> state(n, 0);  // 0 new, 1 on stack, 2 done
    Int hi = -1;
    for (std::size_t root = 0; root < n; ++root) {
        if (state[root]) continue;
        std::vector<std::pair<std::size_t, std::size_t>> stack{{root, 0}};
        state[root] = 1;
        while (!stack.empty()) {
            auto& [k, next] = stack.back();
            const auto& reads = u.inst[k].reads;
            if (next < reads.size()) {
                int q = reads[next++].inst;
                if (q < 0) continue;
                if (state[q] == 1) {
                    const int v = u.inst[q].var;
                    std::string what = "dependence cycle through ";
                    what += v < static_cast<int>(u.var_names.size()) ? u.var_names[v] : "variable " + std::to_string(v);
                    throw std::runtime_error(what + " at " + to_string(u.inst[q].p));
                }
                if (state[q] == 0) state[q] = 1, stack.push_back({static_cast<std::size_t>(q), 0});
                continue;
            }
            Int best = 0;
            for (const Read& r : reads)
                if (r.inst >= 0) best = std::max(best, t[r.inst] + 1);
            t[k] = best;
            state[k] = 2;
            hi = std::max(hi, best);
            stack.pop_back();
        }
    }
    if (times) *times = t;
    return hi + 1;
}

Int peak_live(const Unfolded& u, const Schedule& sc) {
    const std::size_t n = u.inst.size();
    // Times relative to the first (they fit where the latency does), so a drain one step after
    // a value computed at INT64_MAX is no overflow.
    std::vector<Int> born(n), last(n);
    Int lo = std::numeric_limits<Int>::max();
    for (std::size_t k = 0; k < n; ++k) lo = std::min(lo, born[k] = time_of(sc, u.inst[k].var, u.inst[k].p));
    for (std::size_t k = 0; k < n; ++k) born[k] = last[k] = checked_sub(born[k], lo, "latency");
    for (std::size_t k = 0; k < n; ++k)
        for (const Read& r : u.inst[k].reads)
            if (r.inst >= 0) last[r.inst] = std::max(last[r.inst], born[k]);
    for (const Drain& d : u.drains) {  // drained one step after the cell's last value
        Int at = std::numeric_limits<Int>::min();
        for (const Read& r : d.reads)
            if (r.inst >= 0) at = std::max(at, checked_add(born[r.inst], 1, "schedule time"));
        for (const Read& r : d.reads)
            if (r.inst >= 0) last[r.inst] = std::max(last[r.inst], at);
    }
    std::map<Int, Int> delta;  // a value is held over [born, last)
    for (std::size_t k = 0; k < n; ++k)
        if (last[k] > born[k]) ++delta[born[k]], --delta[last[k]];
    Int cur = 0, peak = 0;
    for (auto& [t, d] : delta) peak = std::max(peak, cur += d);
    return peak;
}

std::string size_formula(const System& sys, const std::function<Int(const Sizes&)>& at, const std::vector<Sizes>& verify) {
    const std::size_t np = sys.params.size();
    // The fit unfolds at sizes 5 and 6 and at `verify` whatever sizes the caller asked for: a
    // formula is not worth more points than this (7 indices at N = 8 took 1.2 GB).
    constexpr Int kFormulaPoints = Int{1} << 16;
    try {  // any failure at a fitting size (its box, an unfold's bounds, 64 bits) is no formula
        for (const Sizes& s : verify)
            if (box_points(domain_box(sys, s)) > kFormulaPoints) return "";
        if (box_points(domain_box(sys, Sizes(np, 6))) > kFormulaPoints) return "";
        const Sizes base(np, 5);
        const Int l0 = at(base);
        Affine a = Affine::zero(0, np);
        for (std::size_t q = 0; q < np; ++q) {
            Sizes s = base;
            ++s[q];
            a.par[q] = checked_sub(at(s), l0, "size formula");
        }
        a.c = l0;
        for (std::size_t q = 0; q < np; ++q) a.c = checked_sub(a.c, checked_mul(a.par[q], base[q], "size formula"), "size formula");
        for (const Sizes& s : verify)
            if (at(s) != a.eval({}, s)) return "";
        return to_string(a, {}, sys.params);
    } catch (const std::exception&) {
        return "";  // not an error at the caller's sizes
    }
}

std::string latency_formula(const System& sys, const Schedule& sc) {
    const std::size_t np = sys.params.size();
    std::vector<Sizes> verify;
    for (Sizes s : {Sizes(np, 8), Sizes(np, 3)}) {
        for (std::size_t q = 0; q < np; ++q) s[q] += static_cast<Int>(q);
        verify.push_back(s);
    }
    return size_formula(sys, [&](const Sizes& s) { return latency(unfold(sys, s), sc); }, verify);
}

std::optional<std::vector<Int>> least_offsets(const System& sys, const std::vector<Int>& tau, Int max_offset) {
    // Difference constraints off_u >= off_v + 1 - tau.d, solved by relaxation from zero.
    std::vector<Int> off(sys.vars.size(), 0);
    const auto as = arcs(sys);
    for (std::size_t round = 0; round <= sys.vars.size() + 1; ++round) {
        bool changed = false;
        for (const Arc& a : as) {
            Int need = checked_sub(checked_add(off[a.producer], 1, "offsets"), dot(tau, a.d), "offsets");
            if (off[a.consumer] < need) off[a.consumer] = need, changed = true;
        }
        for (Int o : off)
            if (o > max_offset) return std::nullopt;
        if (!changed) return off;
    }
    return std::nullopt;  // still rising: a cycle of positive weight
}

}  // namespace batchlas::sure
