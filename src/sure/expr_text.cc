#include <batchlas/sure/system.hh>

#include <sstream>

namespace batchlas::sure {
namespace {

int precedence(Expr::Kind k) {
    switch (k) {
        case Expr::Kind::Add:
        case Expr::Kind::Sub: return 1;
        case Expr::Kind::Mul:
        case Expr::Kind::Div: return 2;
        case Expr::Kind::Neg: return 3;
        default: return 4;
    }
}

std::string args_text(const std::vector<Affine>& args, const std::vector<std::string>& ix,
                      const std::vector<std::string>& par) {
    std::string s;
    for (std::size_t d = 0; d < args.size(); ++d) s += (d ? ", " : "") + to_string(args[d], ix, par);
    return s;
}

}  // namespace

std::string to_string(const Expr& e, const std::vector<std::string>& ix, const std::vector<std::string>& par) {
    auto sub = [&](const Expr& k, int prec) {
        std::string t = to_string(k, ix, par);
        return precedence(k.kind) < prec ? "(" + t + ")" : t;
    };
    switch (e.kind) {
        case Expr::Kind::Number: {
            std::ostringstream os;
            os << e.value;
            return os.str();
        }
        case Expr::Kind::Tap: return e.name + "(" + args_text(e.args, ix, par) + ")";
        case Expr::Kind::Tensor: return e.name + "[" + args_text(e.args, ix, par) + "]";
        case Expr::Kind::Scalar: return e.name;
        case Expr::Kind::Neg: return std::string(1, '-') + sub(e.kids[0], 3);
        case Expr::Kind::Add: return sub(e.kids[0], 1) + " + " + sub(e.kids[1], 1);
        case Expr::Kind::Sub: return sub(e.kids[0], 1) + " - " + sub(e.kids[1], 2);
        case Expr::Kind::Mul: return sub(e.kids[0], 2) + "*" + sub(e.kids[1], 2);
        case Expr::Kind::Div: return sub(e.kids[0], 2) + "/" + sub(e.kids[1], 3);
    }
    return "?";
}

}  // namespace batchlas::sure
