#include <batchlas/sure/check.hh>

#include <algorithm>
#include <set>

namespace batchlas::sure {
namespace {

void add(CheckResult& r, bool ok, std::string text) {
    r.ok = r.ok && ok;
    r.items.push_back({ok, std::move(text)});
}

std::string boundary_kind(const std::vector<Int>& n) {
    int nz = 0;
    for (Int x : n) nz += x != 0;
    return nz > 1 ? "diagonal boundary" : "boundary";
}

CheckResult uniformity(const System& sys) {
    CheckResult r{"uniformity", "every tap reads its variable at the point plus a constant offset", true, {}};
    int count = 0;
    auto look = [&](const Expr& body, const std::string& where) {
        for (const Expr* t : taps_of(body)) {
            ++count;
            if (tap_offset(*t)) continue;
            for (std::size_t d = 0; d < t->args.size(); ++d) {
                const Affine& a = t->args[d];
                Affine own = Affine::zero(a.ix.size(), a.par.size());
                own.ix[d] = 1;
                own.c = a.c;
                if (a == own) {
                    if (a.c >= -kMaxTapOffset && a.c <= kMaxTapOffset) continue;
                    add(r, false, "tap " + sys.tap_text(*t) + " at " + t->loc.str() + " in " + where + ": argument " + std::to_string(d + 1) +
                                      " reaches beyond 2^40, where no point of a domain lies");
                    break;
                }
                add(r, false, "non-uniform tap " + sys.tap_text(*t) + " at " + t->loc.str() + " in " + where + ": argument " + std::to_string(d + 1) + " is '" +
                                  to_string(a, sys.indices, sys.params) + "', not '" + sys.indices[d] + "' plus a constant (an affine dependence)");
                break;
            }
        }
    };
    for (const Equation& e : sys.equations) look(e.rhs, "the equation of " + sys.vars[e.var].name);
    for (const Face& f : sys.outputs) look(f.rhs, "the output face of " + sys.tensors[f.tensor].name);
    if (r.ok) add(r, true, "all " + std::to_string(count) + " taps are index plus constant");
    return r;
}

CheckResult broadcast(const System& sys) {
    CheckResult r{"broadcast", "no tensor element or scalar is read inside a recurrence body or drain", true, {}};
    auto look = [&](const Expr& body, const std::string& where) {
        walk(body, [&](const Expr& x) {
            if (x.kind == Expr::Kind::Scalar)
                add(r, false, "broadcast: " + where + " reads the scalar '" + x.name + "' at " + x.loc.str() +
                                  "; a scalar read at every point is an affine broadcast: inject it on a face and pipeline it as a variable");
            if (x.kind == Expr::Kind::Tensor)
                add(r, false, "broadcast: " + where + " reads the tensor element " + to_string(x, sys.indices, sys.params) + " at " + x.loc.str() +
                                  "; tensor elements enter only on input faces");
        });
    };
    for (const Equation& e : sys.equations) look(e.rhs, "the equation of " + sys.vars[e.var].name);
    for (const Face& f : sys.outputs) look(f.rhs, "the output face of " + sys.tensors[f.tensor].name);
    if (r.ok) add(r, true, "bodies read only taps (" + std::to_string(sys.equations.size()) + " equations, " + std::to_string(sys.outputs.size()) + " output faces)");
    return r;
}

CheckResult faces(const System& sys) {
    CheckResult r{"faces", "every tap lands on a computed value or on an input face of its variable; every output element is written once", true, {}};
    auto all = check_sizes(sys);
    // The declared sizes last, unless the enumeration has them already (the same unfold twice
    // doubled the work and reported an empty domain twice); the count shown stays check_sizes'.
    const std::size_t listed = all.size();
    if (!all.empty() && std::find(all.begin(), all.end() - 1, all.back()) != all.end() - 1) all.pop_back();
    // The enumeration's points together within kMaxCheckPoints: domains of 100 * A + ... over
    // 8 parameters unfolded 640,000 points at each of 256 sizes (77 s).
    Int points = 0;
    for (const Sizes& s : all) {
        try {
            points += box_points(domain_box(sys, s));  // each at most 2^21 + 1: no overflow over 4^4 + 1 sizes
        } catch (const std::exception&) {
            // reported by the loop below
        }
    }
    if (points > kMaxCheckPoints) {
        add(r, false, "the " + std::to_string(listed) + " sizes this check enumerates hold " + std::to_string(points) + " domain points together, more than " +
                          std::to_string(kMaxCheckPoints) + ": a domain this large at sizes 1.." + (sys.params.size() <= 4 ? "4" : "2") + " is not checked");
        return r;
    }
    // And the work on them: each point tests every equation and face and holds its values' reads.
    // Each unfold is bounded alone, but not the 257 of them: 4,000 taps an equation over 1,000
    // points at each size (4 M reads, far inside an unfold's bound) took about 20 minutes.
    Int per_point = static_cast<Int>(sys.equations.size() + sys.inputs.size() + sys.outputs.size());
    for (const Equation& e : sys.equations) per_point += static_cast<Int>(taps_of(e.rhs).size());
    for (const Face& f : sys.outputs) per_point += static_cast<Int>(taps_of(f.rhs).size());
    if (per_point > kMaxCheckWork / std::max<Int>(points, 1)) {  // a 16 MB file has fewer than 2^24 statements and taps
        add(r, false, "the " + std::to_string(all.size()) + " distinct sizes this check enumerates hold " + std::to_string(points) + " domain points together, each testing or reading " +
                          std::to_string(per_point) + " equations, faces and taps: more than " + std::to_string(kMaxCheckWork) + " together, not checked");
        return r;
    }
    std::set<std::string> seen;
    for (const Sizes& s : all) {
        Unfolded u;
        try {
            u = unfold(sys, s);
        } catch (const std::exception& e) {
            add(r, false, std::string(e.what()) + " [" + sizes_text(sys, s) + "]");
            continue;
        }
        // A domain may be empty at the smallest enumerated sizes (a strict triangle at N = 1);
        // at the file's own sizes it must not be.
        if (u.cells == 0 && s == sys.sizes) add(r, false, "the domain is empty at the file's sizes " + sizes_text(sys, s) + " (it must be full-dimensional)");
        for (const std::string& e : u.errors)
            if (seen.insert(e).second && seen.size() <= 12) add(r, false, e + " [" + sizes_text(sys, s) + "]");
    }
    if (r.ok) {
        std::string range = sys.params.size() <= 4 ? "1..4" : "1..2";
        add(r, true, "checked at " + std::to_string(listed) + " sizes (each parameter in " + range + ", and " + sizes_text(sys, sys.sizes) + ")");
    }
    return r;
}

CheckResult dependences(const System& sys, const Schedule& sc) {
    CheckResult r{"dependences", "for every arc v -> u with dependence vector d: tau.d + offset(u) - offset(v) >= 1", true, {}};
    for (const Arc& a : arcs(sys)) {
        const ArcGap gap = arc_gap(sc, a);
        std::string text = "arc " + a.text + ": d = " + to_string(a.d) + ", tau.d + offset(" + sys.vars[a.consumer].name + ") - offset(" +
                           sys.vars[a.producer].name + ") = " + exact_dot(sc.tau, a.d).text() + " + " + std::to_string(sc.offsets[a.consumer]) + " - " +
                           std::to_string(sc.offsets[a.producer]) + " = " + gap.text();
        add(r, gap.ok, gap.ok ? text : "violated " + text + " < 1 (equation at " + sys.equations[a.equation].loc.str() + ")");
    }
    return r;
}

CheckResult flux(const System& sys, const Schedule& sc) {
    CheckResult r{"flux", "input faces: tau.n <= -1; output faces: tau.n >= 1 (n the outward normal)", true, {}};
    auto look = [&](const Face& f, bool input) {
        std::string name = input ? "input face of " + sys.vars[f.var].name : "output face of " + sys.tensors[f.tensor].name;
        std::string where = name + " on " + face_plane_text(sys, f) + " (" + f.loc.str() + ")";
        FaceNormal n = face_normal(sys, f, input);
        if (!n.ok) {
            add(r, false, where + ": " + n.why);
            return;
        }
        // Exact: a tau.n past 64 bits is still judged by its sign (as schedule_valid does).
        const ExactDot tn = exact_dot(sc.tau, n.n);
        bool ok = input ? tn.sign < 0 : tn.sign > 0;
        std::string text = where + " lies " + (input ? "beyond" : "on") + " the " + boundary_kind(n.n) + " '" + sys.domain[n.constraint].text +
                           "', outward normal n = " + to_string(n.n) + ": tau.n = " + tn.text();
        if (ok)
            add(r, true, text + (input ? " <= -1" : " >= 1"));
        else if (input)
            add(r, false, text + ", needs <= -1: the injected values would not arrive before the cells that read them");
        else
            add(r, false, text + ", needs >= 1" + (tn.sign == 0 ? " (zero flux: the results would run along the face instead of leaving through it)" : ": the results would flow back into the domain"));
    };
    for (const Face& f : sys.inputs) look(f, true);
    for (const Face& f : sys.outputs) look(f, false);
    return r;
}

}  // namespace

std::vector<CheckResult> structural_checks(const System& sys) { return {uniformity(sys), broadcast(sys)}; }

std::vector<CheckResult> check_system(const System& sys, const Schedule& sc) {
    std::vector<CheckResult> out = structural_checks(sys);
    if (sc.tau.size() != sys.indices.size() || sc.offsets.size() != sys.vars.size()) {
        CheckResult r{"schedule", "tau has one entry per index", false, {}};
        r.items.push_back({false, "tau has " + std::to_string(sc.tau.size()) + " entries for " + std::to_string(sys.indices.size()) + " indices"});
        out.push_back(r);
        return out;
    }
    out.push_back(faces(sys));
    out.push_back(dependences(sys, sc));
    out.push_back(flux(sys, sc));
    return out;
}

bool all_ok(const std::vector<CheckResult>& rs) {
    for (const CheckResult& r : rs)
        if (!r.ok) return false;
    return true;
}

std::vector<std::string> failures(const std::vector<CheckResult>& rs) {
    std::vector<std::string> out;
    for (const CheckResult& r : rs)
        for (const CheckItem& i : r.items)
            if (!i.ok) out.push_back(r.name + ": " + i.text);
    return out;
}

}  // namespace batchlas::sure
