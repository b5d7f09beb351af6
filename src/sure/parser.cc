// Recursive-descent parser of the .sure format (see docs/SURE.md for the grammar).
#include "lexer.hh"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <cstdint>
#include <set>
#include <unordered_map>
#include <sstream>

namespace batchlas::sure {
namespace {

using detail::Token;
using TK = Token::Kind;

class Parser {
public:
    Parser(const std::string& text, const std::string& file)
        : toks_(detail::tokenize(text, file)), file_(file) {
        sys_.file = file;
        sys_.source = text;
    }

    System run() {
        while (peek().kind != TK::End) {
            if (peek().kind == TK::Newline) {
                ++pos_;
                continue;
            }
            statement();
            expect_newline();
        }
        finish();
        return std::move(sys_);
    }

private:
    std::vector<Token> toks_;
    std::size_t pos_ = 0;
    std::string file_;
    System sys_;
    bool have_indices_ = false;
    int depth_ = 0;               // nesting of parentheses and unary minus, see Nest
    std::size_t nodes_ = 0;       // operators of the value expression being parsed
    std::set<std::string> once_;  // the keywords a file gives once, seen so far
    std::set<int> sized_;         // parameters the sizes line gave
    std::string first_shaped_;    // the first statement to build an affine form ("" before it): the index and parameter lists are fixed from then
    // Every declared name: its kind ('i'ndex, 'p'arameter, 's'calar, 't'ensor, 'v'ariable) and
    // its place in that kind's list. The System's find_* scan their lists: once per name that
    // made a file of many names quadratic.
    std::unordered_map<std::string, std::pair<char, int>> names_;
    int find(const std::string& n, char kind) const {
        const auto it = names_.find(n);
        return it != names_.end() && it->second.first == kind ? it->second.second : -1;
    }
    bool declared(const std::string& n) const { return names_.count(n) != 0; }

    // Recursion guard of the descent (and of the recursive Expr copies, evaluation and
    // destruction after it): a 20 KB file of 10,000 nested parentheses overflowed the stack.
    static constexpr int kMaxDepth = 256;
    static constexpr std::size_t kMaxNodes = 4096;  // binary operators of one expression (the catalog's longest has 4)
    struct Nest {
        Parser& p;
        Nest(Parser& parser, const Token& at) : p(parser) {
            if (++p.depth_ > kMaxDepth) p.fail(at, "expression nested more than " + std::to_string(kMaxDepth) + " deep");
        }
        ~Nest() { --p.depth_; }
        Nest(const Nest&) = delete;
        Nest& operator=(const Nest&) = delete;
    };
    void count_node(const Token& at) {
        if (++nodes_ > kMaxNodes) fail(at, "expression has more than " + std::to_string(kMaxNodes) + " operators");
    }

    const Token& peek(std::size_t ahead = 0) const { return toks_[std::min(pos_ + ahead, toks_.size() - 1)]; }
    const Token& next() { return toks_[pos_ < toks_.size() - 1 ? pos_++ : pos_]; }
    SourceLoc loc(const Token& t) const { return {file_, t.line, t.col}; }

    [[noreturn]] void fail(const Token& t, const std::string& msg) const {
        throw ParseError(loc(t).str() + ": " + msg);
    }
    [[noreturn]] void fail(const SourceLoc& l, const std::string& msg) const {
        throw ParseError(l.str() + ": " + msg);
    }
    static std::string shown(const Token& t) {
        return t.kind == TK::Newline ? "end of line" : t.kind == TK::End ? "end of file" : "'" + t.text + "'";
    }
    bool is(const char* punct) const { return peek().kind == TK::Punct && peek().text == punct; }
    bool is_word(const char* w) const { return peek().kind == TK::Ident && peek().text == w; }
    void expect(const char* punct, const char* context) {
        if (!is(punct)) fail(peek(), std::string("expected '") + punct + "' " + context + ", found " + shown(peek()));
        ++pos_;
    }
    void expect_newline() {
        if (peek().kind != TK::Newline && peek().kind != TK::End)
            fail(peek(), "expected end of statement, found " + shown(peek()));
    }
    std::string ident(const char* what) {
        if (peek().kind != TK::Ident) fail(peek(), std::string("expected ") + what + ", found " + shown(peek()));
        return next().text;
    }
    Int integer(const char* what) {
        bool neg = false;
        if (is("-")) neg = true, ++pos_;
        if (peek().kind != TK::Int) fail(peek(), std::string("expected ") + what + " (an integer), found " + shown(peek()));
        Int v = literal();
        return neg ? -v : v;
    }
    // The integer token at pos_, consumed; too large for 64 bits is a located parse error.
    Int literal() {
        const Token& t = peek();
        Int v = 0;
        try {
            v = parse_int(t.text, "integer");
        } catch (const std::invalid_argument&) {
            fail(t, "integer " + t.text + " does not fit in 64 bits");
        }
        ++pos_;
        return v;
    }
    // Source text covered by tokens [from, to) of one line.
    std::string span_text(std::size_t from, std::size_t to) const {
        const Token& a = toks_[from];
        const Token& b = toks_[to - 1];
        // Cut from the source itself: copying the whole line for each link of a chain was
        // quadratic in the line (300,000 comparisons on one line: 23 s).
        const std::size_t start = line_start(a.line) + static_cast<std::size_t>(a.col - 1);
        if (b.line != a.line) {
            const std::size_t eol = sys_.source.find('\n', start);
            return sys_.source.substr(start, eol == std::string::npos ? std::string::npos : eol - start);
        }
        std::size_t end = line_start(b.line) + static_cast<std::size_t>(b.col - 1) + b.text.size() + (b.kind == TK::String ? 2 : 0);
        return sys_.source.substr(start, end - start);
    }
    // Offset of line `line`'s first character (1-based lines), from offsets found once.
    std::size_t line_start(int line) const {
        if (line_starts_.empty()) {
            line_starts_.push_back(0);
            for (std::size_t k = 0; k < sys_.source.size(); ++k)
                if (sys_.source[k] == '\n') line_starts_.push_back(k + 1);
        }
        const std::size_t l = static_cast<std::size_t>(std::max(line, 1));
        return l <= line_starts_.size() ? line_starts_[l - 1] : sys_.source.size();
    }
    // Line `line` of the source (1-based), from offsets found once: re-reading the source for
    // every statement made parsing quadratic (30,000 equations took 12 s).
    std::string source_line(int line) const {
        if (line < 1 || line_start(line) >= sys_.source.size()) return "";
        const std::size_t from = line_start(line);
        const std::size_t to = sys_.source.find('\n', from);
        return sys_.source.substr(from, to == std::string::npos ? std::string::npos : to - from);
    }
    mutable std::vector<std::size_t> line_starts_;
    std::string rest_of_line_text(std::size_t from) const {
        // The statement as written, for messages: rebuilt from the source line.
        std::string l = source_line(toks_[from].line);
        auto hash = l.find('#');
        if (hash != std::string::npos) l = l.substr(0, hash);
        while (!l.empty() && (l.back() == ' ' || l.back() == '\t' || l.back() == '\r')) l.pop_back();
        std::size_t s = l.find_first_not_of(" \t");
        return s == std::string::npos ? "" : l.substr(s);
    }

    // ---- affine expressions over indices and parameters ----
    Affine affine() {
        const Token& first = peek();
        try {
            Affine a = affine_term();
            while (is("+") || is("-")) {
                bool minus = next().text == "-";
                Affine b = affine_term();
                a = minus ? a - b : a + b;
            }
            return a;
        } catch (const std::overflow_error& e) {
            fail(first, e.what());  // a coefficient of the form leaves 64 bits
        }
    }
    Affine affine_term() {
        if (is("-")) {
            Nest nest(*this, next());
            return (-1) * affine_term();
        }
        const Token& first = peek();
        Affine a = affine_factor();
        while (is("*")) {
            ++pos_;
            const Token& t = peek();
            Affine b = affine_factor();
            if (!a.uses_indices() && !a.uses_params())
                a = a.c * b;
            else if (!b.uses_indices() && !b.uses_params())
                a = b.c * a;
            else
                fail(t, "product of two non-constant terms starting at column " + std::to_string(first.col) + " is not affine");
        }
        return a;
    }
    Affine affine_factor() {
        const Token& t = peek();
        Affine a = Affine::zero(sys_.indices.size(), sys_.params.size());
        if (t.kind == TK::Int) {
            a.c = literal();
            return a;
        }
        if (t.kind == TK::Ident) {
            ++pos_;
            if (int d = find(t.text, 'i'); d >= 0) {
                a.ix[d] = 1;
                return a;
            }
            if (int q = find(t.text, 'p'); q >= 0) {
                a.par[q] = 1;
                return a;
            }
            fail(t, "unknown name '" + t.text + "' (not an index or a size parameter)");
        }
        if (is("(")) {
            Nest nest(*this, next());
            Affine r = affine();
            expect(")", "to close the parenthesis");
            return r;
        }
        fail(t, "expected an integer, index or parameter, found " + shown(t));
    }
    std::vector<Affine> affine_list(const char* close, const char* context) {
        std::vector<Affine> v;
        if (!is(close)) {
            v.push_back(affine());
            while (is(",")) ++pos_, v.push_back(affine());
        }
        expect(close, context);
        return v;
    }

    // ---- conditions: a <= b < c, joined by ',' or 'and' ----
    void condition(std::vector<Constraint>& out, bool allow_eq) {
        try {
            condition_chain(out, allow_eq);
        } catch (const std::overflow_error& e) {
            fail(peek(), e.what());
        }
    }
    void condition_chain(std::vector<Constraint>& out, bool allow_eq) {
        std::size_t seg = pos_;
        Affine left = affine();
        int n = 0;
        while (is("<") || is("<=") || is(">") || is(">=") || is("=") || is("==")) {
            const std::size_t before = out.size();
            const Token& op = next();
            const std::size_t right_start = pos_;
            Affine right = affine();
            if ((op.text == "=" || op.text == "==") && !allow_eq) fail(op, "the domain must be full-dimensional: use <, <=, > or >=");
            auto add = [&](const Affine& lo, const Affine& hi, Int strict) {  // lo + strict <= hi
                Affine diff = lo - hi;  // diff + strict <= 0
                Constraint c;
                c.a = diff.ix;
                c.b = Affine::zero(sys_.indices.size(), sys_.params.size());
                c.b.par = diff.par;
                for (Int& x : c.b.par) x = checked_sub(0, x, "condition");
                c.b.c = checked_sub(checked_sub(0, diff.c, "condition"), strict, "condition");
                out.push_back(c);
            };
            if (op.text == "<") add(left, right, 1);
            if (op.text == "<=") add(left, right, 0);
            if (op.text == ">") add(right, left, 1);
            if (op.text == ">=") add(right, left, 0);
            if (op.text == "=" || op.text == "==") add(left, right, 0), add(right, left, 0);
            const std::string text = span_text(seg, pos_);  // this link of a chain
            for (std::size_t k = before; k < out.size(); ++k) out[k].text = text;
            left = right;
            seg = right_start;
            ++n;
        }
        if (n == 0) fail(peek(), "expected a comparison (<, <=, >, >=, =), found " + shown(peek()));
    }
    std::vector<Constraint> conditions(bool allow_eq) {
        std::vector<Constraint> out;
        condition(out, allow_eq);
        while (is(",") || is_word("and")) {
            ++pos_;
            condition(out, allow_eq);
        }
        return out;
    }
    std::vector<Constraint> optional_when() {
        if (!is_word("when")) return {};
        ++pos_;
        return conditions(true);
    }

    // A number token's value; one a double cannot hold (1e999, 1e-400) is a located error.
    double number(const Token& t) const {
        try {
            std::size_t used = 0;
            double v = std::stod(t.text, &used);
            if (used == t.text.size()) return v;
        } catch (const std::exception&) {
        }
        fail(t, "number " + t.text + " is out of a double's range");
    }

    // ---- value expressions ----
    // A whole value expression: its operator count starts from zero.
    Expr value_expr() {
        nodes_ = 0;
        return expr();
    }
    Expr expr() {
        Expr a = term();
        while (is("+") || is("-")) {
            const Token& op = next();
            Expr r;
            r.kind = op.text == "+" ? Expr::Kind::Add : Expr::Kind::Sub;
            r.loc = loc(op);
            count_node(op);
            r.kids.reserve(2);  // pushed, not an initializer_list: that copied the left subtree (quadratic)
            r.kids.push_back(std::move(a));
            r.kids.push_back(term());
            a = std::move(r);
        }
        return a;
    }
    Expr term() {
        Expr a = unary();
        while (is("*") || is("/")) {
            const Token& op = next();
            Expr r;
            r.kind = op.text == "*" ? Expr::Kind::Mul : Expr::Kind::Div;
            r.loc = loc(op);
            count_node(op);
            r.kids.reserve(2);
            r.kids.push_back(std::move(a));
            r.kids.push_back(unary());
            a = std::move(r);
        }
        return a;
    }
    Expr unary() {
        if (is("-")) {
            Expr r;
            r.kind = Expr::Kind::Neg;
            const Token& op = next();
            r.loc = loc(op);
            Nest nest(*this, op);
            r.kids.push_back(unary());
            return r;
        }
        return primary();
    }
    Expr primary() {
        const Token& t = peek();
        Expr e;
        e.loc = loc(t);
        if (t.kind == TK::Int || t.kind == TK::Real) {
            e.kind = Expr::Kind::Number;
            e.value = number(next());
            return e;
        }
        if (is("(")) {
            Nest nest(*this, next());
            Expr r = expr();
            expect(")", "to close the parenthesis");
            return r;
        }
        if (t.kind != TK::Ident) fail(t, "expected a value (number, tap, tensor element or scalar), found " + shown(t));
        e.name = next().text;
        if (is("(")) {
            ++pos_;
            e.kind = Expr::Kind::Tap;
            e.args = affine_list(")", "after the tap's arguments");
        } else if (is("[")) {
            ++pos_;
            e.kind = Expr::Kind::Tensor;
            e.args = affine_list("]", "after the subscripts");
        } else {
            e.kind = Expr::Kind::Scalar;
        }
        return e;
    }

    // ---- statements ----
    void statement() {
        const Token& kw = peek();
        if (kw.kind != TK::Ident) fail(kw, "expected a keyword, found " + shown(kw));
        const std::string k = next().text;
        // A second `operator`, `domain` or `schedule` line silently replaced the first.
        static const std::set<std::string> kOnce = {"operator", "title", "level", "params", "indices", "sizes", "domain", "schedule", "project"};
        if (kOnce.count(k) && !once_.insert(k).second) fail(kw, "'" + k + "' is given twice");
        if (k == "operator") sys_.name = ident("an operator name");
        else if (k == "title") sys_.title = string_literal();
        else if (k == "algorithm") sys_.algorithm.push_back(string_literal());
        else if (k == "level") level();
        else if (k == "params") params(kw);
        else if (k == "indices") names(sys_.indices, "an index name", 'i', kw, kMaxIndices, "indices"), have_indices_ = true;
        else if (k == "sizes") sizes();
        else if (k == "scalar") names(sys_.scalars, "a scalar name", 's', kw, SIZE_MAX, "scalars");
        else if (k == "domain") need(kw), sys_.domain = conditions(false);
        else if (k == "in" || k == "out") need(kw), tensors(k == "out");
        else if (k == "eq") need(kw), equation(kw);
        else if (k == "input") need(kw), input_face(kw);
        else if (k == "output") need(kw), output_face(kw);
        else if (k == "schedule") need(kw), sys_.tau = int_vector("schedule");
        else if (k == "project") need(kw), sys_.project_u = int_vector("project");
        else if (k == "offset") offset();
        else fail(kw, "unknown keyword '" + k + "'");
    }
    void need(const Token& kw) {
        if (!have_indices_) fail(kw, "declare 'params' and 'indices' before '" + kw.text + "'");
        if (first_shaped_.empty()) first_shaped_ = kw.text;
    }
    // Every affine form holds one coefficient per parameter, so `params` comes before the first
    // statement that builds one (a later `params` left the earlier forms short: a segfault).
    void params(const Token& kw) {
        if (!first_shaped_.empty()) fail(kw, "declare 'params' before '" + first_shaped_ + "'");
        names(sys_.params, "a parameter name", 'p', kw, kMaxParams, "parameters");
        sys_.sizes.assign(sys_.params.size(), 4);
    }
    // The schedule search visits (2 range + 1)^indices vectors and `check` 2^params (or 4^params)
    // size vectors: 8 indices took 34 s in `schedule`, 41 parameters exhausted 4 GB. The catalog
    // uses at most 3 of each.
    static constexpr std::size_t kMaxIndices = 6, kMaxParams = 8;
    void limit(const Token& kw, std::size_t n, std::size_t most, const char* what) const {
        if (n > most) fail(kw, "at most " + std::to_string(most) + " " + what + " (found " + std::to_string(n) + ")");
    }
    void level() {
        const Token& t = peek();
        Int v = integer("a level");
        if (v < 1 || v > 3) fail(t, "level is a BLAS level: 1, 2 or 3");
        sys_.level = static_cast<int>(v);
    }
    std::string string_literal() {
        if (peek().kind != TK::String) fail(peek(), "expected a quoted string, found " + shown(peek()));
        return next().text;
    }
    // A list of names of one kind; past `most` of them (the kind's limit) it stops at once.
    void names(std::vector<std::string>& out, const char* what, char kind, const Token& kw, std::size_t most, const char* plural) {
        do {
            const Token& t = peek();
            std::string n = ident(what);
            if (declared(n)) fail(t, "name '" + n + "' is already declared");
            names_[n] = {kind, static_cast<int>(out.size())};
            out.push_back(n);
            if (out.size() > most) {
                std::size_t total = out.size();  // the count the message gives: the whole line's
                while (peek().kind == TK::Ident || is(",")) total += peek().kind == TK::Ident, ++pos_;
                limit(kw, total, most, plural);
            }
            if (is(",")) ++pos_;
        } while (peek().kind == TK::Ident);
    }
    void sizes() {
        do {
            const Token& t = peek();
            int q = find(ident("a parameter name"), 'p');
            if (q < 0) fail(t, "'" + t.text + "' is not a declared parameter");
            if (!sized_.insert(q).second) fail(t, "'" + t.text + "' is given twice");
            expect("=", "after the parameter name");
            sys_.sizes[q] = integer("a size");
            if (sys_.sizes[q] < 1) fail(t, "sizes must be at least 1");
            if (is(",")) ++pos_;
        } while (peek().kind == TK::Ident);
    }
    std::vector<Int> int_vector(const char* what) {
        expect("[", (std::string("after '") + what + "'").c_str());
        std::vector<Int> v;
        v.push_back(integer("a coefficient"));
        while (is(",")) ++pos_, v.push_back(integer("a coefficient"));
        expect("]", "after the coefficients");
        if (v.size() != sys_.indices.size())
            fail(toks_[pos_ - 1], std::string(what) + " needs " + std::to_string(sys_.indices.size()) + " coefficients, one per index");
        return v;
    }
    void offset() {
        pending_offsets_.push_back({peek(), 0});
        ident("a variable name");
        expect("=", "after the variable name");
        pending_offsets_.back().second = integer("an offset");
    }
    void tensors(bool output) {
        do {
            Tensor t;
            t.loc = loc(peek());
            t.name = ident("a tensor name");
            t.output = output;
            if (declared(t.name)) fail(toks_[pos_ - 1], "name '" + t.name + "' is already declared");
            names_[t.name] = {'t', static_cast<int>(sys_.tensors.size())};
            expect("[", "after the tensor name");
            std::size_t at = pos_;
            t.dims = affine_list("]", "after the tensor's dimensions");
            for (const Affine& d : t.dims)
                if (d.uses_indices()) fail(toks_[at], "tensor dimensions may use parameters only");
            if (is_word("lower") || is_word("upper")) {
                // Only an output's triangle is checked: on an input or a tensor of other than two
                // dimensions the word was accepted and ignored (every element still had to be written).
                const Token& pt = peek();
                if (!output || t.dims.size() != 2)
                    fail(pt, "'" + pt.text + "' applies to an output tensor of two dimensions ('" + t.name + "' is " + (output ? "an output" : "an input") + " of " +
                                 std::to_string(t.dims.size()) + ")");
                t.part = next().text == "lower" ? Tensor::Part::Lower : Tensor::Part::Upper;
            }
            sys_.tensors.push_back(std::move(t));
            if (is(",")) ++pos_;
        } while (peek().kind == TK::Ident);
    }
    int var_id(const std::string& name, const Token& at) {
        if (int v = find(name, 'v'); v >= 0) return v;
        if (declared(name)) fail(at, "name '" + name + "' is already declared (not as a variable)");
        names_[name] = {'v', static_cast<int>(sys_.vars.size())};
        Variable var;
        var.name = name;
        var.loc = loc(at);
        sys_.vars.push_back(var);
        return static_cast<int>(sys_.vars.size()) - 1;
    }
    void equation(const Token& kw) {
        std::size_t start = pos_;
        const Token& nt = peek();
        std::string name = ident("a variable name");
        if (find(name, 't') >= 0 || find(name, 's') >= 0) fail(nt, "'" + name + "' is a tensor or scalar, not a variable");
        expect("(", "after the variable name");
        for (std::size_t d = 0; d < sys_.indices.size(); ++d) {
            if (d) expect(",", "between the index names");
            const Token& t = peek();
            if (ident("an index name") != sys_.indices[d])
                fail(t, "the left side of an equation lists the indices in order: expected '" + sys_.indices[d] + "'");
        }
        expect(")", "after the index names (one per index)");
        expect("=", "after the left side");
        Equation e;
        e.var = var_id(name, nt);
        e.loc = loc(kw);
        e.rhs = value_expr();
        e.when = optional_when();
        e.text = rest_of_line_text(start);
        sys_.vars[e.var].equations.push_back(static_cast<int>(sys_.equations.size()));
        sys_.equations.push_back(std::move(e));
    }
    // The pattern (args) of a face: one argument fixes the plane, the others are the
    // indices themselves.
    void face_pattern(Face& f, const std::vector<Affine>& args, const Token& at) {
        const std::size_t n = sys_.indices.size();
        if (args.size() != n) fail(at, "a face pattern has one argument per index (" + std::to_string(n) + ")");
        for (std::size_t d = 0; d < n; ++d) {
            Affine id = Affine::zero(n, sys_.params.size());
            id.ix[d] = 1;
            if (args[d] == id) continue;
            if (f.plane_dim >= 0) fail(at, "a face pattern fixes exactly one coordinate; '" + sys_.indices[f.plane_dim] + "' and '" + sys_.indices[d] + "' are both fixed");
            if (args[d].ix[d] != 0) fail(at, "the fixed coordinate '" + sys_.indices[d] + "' may not depend on itself");
            f.plane_dim = static_cast<int>(d);
            f.plane = args[d];
        }
        if (f.plane_dim < 0) fail(at, "a face pattern must fix one coordinate, e.g. a(i, j, -1)");
    }
    void input_face(const Token& kw) {
        std::size_t start = pos_;
        const Token& nt = peek();
        Face f;
        f.var = var_id(ident("a variable name"), nt);
        f.loc = loc(kw);
        expect("(", "after the variable name");
        face_pattern(f, affine_list(")", "after the face pattern"), nt);
        expect("=", "after the face pattern");
        f.rhs = value_expr();
        walk(f.rhs, [&](const Expr& e) {
            if (e.kind == Expr::Kind::Tap) fail(e.loc, "an input face injects a tensor element, scalar or constant; it cannot read the tap '" + e.name + "(...)'");
        });
        f.when = optional_when();
        f.text = rest_of_line_text(start);
        sys_.vars[f.var].inputs.push_back(static_cast<int>(sys_.inputs.size()));
        sys_.inputs.push_back(std::move(f));
    }
    void output_face(const Token& kw) {
        std::size_t start = pos_;
        const Token& nt = peek();
        Face f;
        f.loc = loc(kw);
        std::string name = ident("an output tensor name");
        f.tensor = find(name, 't');
        if (f.tensor < 0 || !sys_.tensors[f.tensor].output) fail(nt, "'" + name + "' is not a declared output tensor ('out')");
        expect("[", "after the tensor name");
        f.subs = affine_list("]", "after the subscripts");
        if (f.subs.size() != sys_.tensors[f.tensor].dims.size()) fail(nt, "'" + name + "' has " + std::to_string(sys_.tensors[f.tensor].dims.size()) + " subscripts");
        if (!is_word("at")) fail(peek(), "expected 'at (pattern)' after the output element, found " + shown(peek()));
        ++pos_;
        const Token& pt = peek();
        expect("(", "to open the face pattern");
        face_pattern(f, affine_list(")", "after the face pattern"), pt);
        expect("=", "after the face pattern");
        f.rhs = value_expr();
        f.when = optional_when();
        f.text = rest_of_line_text(start);
        sys_.outputs.push_back(std::move(f));
    }

    std::vector<std::pair<Token, Int>> pending_offsets_;

    // ---- name resolution once every variable is known ----
    void resolve(Expr& e) {
        if (e.kind == Expr::Kind::Tap) {
            e.ref = find(e.name, 'v');
            if (e.ref < 0 || sys_.vars[e.ref].equations.empty())
                fail(e.loc, "unknown variable '" + e.name + "' (no equation defines it)");
            if (e.args.size() != sys_.indices.size()) fail(e.loc, "tap '" + e.name + "' needs " + std::to_string(sys_.indices.size()) + " arguments, one per index");
        } else if (e.kind == Expr::Kind::Tensor) {
            e.ref = find(e.name, 't');
            if (e.ref < 0 || sys_.tensors[e.ref].output) fail(e.loc, "unknown input tensor '" + e.name + "'");
            if (e.args.size() != sys_.tensors[e.ref].dims.size()) fail(e.loc, "tensor '" + e.name + "' has " + std::to_string(sys_.tensors[e.ref].dims.size()) + " subscripts");
        } else if (e.kind == Expr::Kind::Scalar) {
            e.ref = find(e.name, 's');
            if (e.ref < 0) fail(e.loc, "unknown name '" + e.name + "' (not a declared scalar; taps are written var(i, j, ...))");
        }
        for (Expr& k : e.kids) resolve(k);
    }
    void finish() {
        const Token& end = toks_.back();
        if (sys_.name.empty()) fail(end, "missing 'operator NAME'");
        if (!have_indices_) fail(end, "missing 'indices'");
        if (sys_.domain.empty()) fail(end, "missing 'domain'");
        for (Equation& e : sys_.equations) resolve(e.rhs);
        for (Face& f : sys_.inputs) {
            if (sys_.vars[f.var].equations.empty()) fail(f.loc, "input face for '" + sys_.vars[f.var].name + "', which no equation defines");
            resolve(f.rhs);
        }
        for (Face& f : sys_.outputs) resolve(f.rhs);
        std::set<int> offset_given;
        for (auto& [t, v] : pending_offsets_) {
            int id = find(t.text, 'v');
            if (id < 0) fail(t, "offset for unknown variable '" + t.text + "'");
            if (!offset_given.insert(id).second) fail(t, "offset for '" + t.text + "' is given twice");
            sys_.vars[id].offset = v;
        }
        if (sys_.tau.empty()) sys_.tau.assign(sys_.indices.size(), 1);
    }
};

}  // namespace

std::string SourceLoc::str() const { return file + ":" + std::to_string(line) + ":" + std::to_string(col); }

int System::find_var(const std::string& n) const {
    for (std::size_t k = 0; k < vars.size(); ++k)
        if (vars[k].name == n) return static_cast<int>(k);
    return -1;
}
int System::find_tensor(const std::string& n) const {
    for (std::size_t k = 0; k < tensors.size(); ++k)
        if (tensors[k].name == n) return static_cast<int>(k);
    return -1;
}
static int find_name(const std::vector<std::string>& v, const std::string& n) {
    for (std::size_t k = 0; k < v.size(); ++k)
        if (v[k] == n) return static_cast<int>(k);
    return -1;
}
int System::find_scalar(const std::string& n) const { return find_name(scalars, n); }
int System::find_param(const std::string& n) const { return find_name(params, n); }
int System::find_index(const std::string& n) const { return find_name(indices, n); }

std::string System::tap_text(const Expr& tap) const {
    std::string s = tap.name + "(";
    for (std::size_t d = 0; d < tap.args.size(); ++d) s += (d ? ", " : "") + to_string(tap.args[d], indices, params);
    return s + ")";
}

System parse_string(const std::string& text, const std::string& file_name) {
    return Parser(text, file_name).run();
}

System parse_file(const std::string& path) {
    // A regular file of at most kMaxSourceBytes: /dev/zero ran out of memory and a FIFO blocked,
    // and the tokens take about 55 bytes a source byte (a 60 MB file used 3.3 GB).
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) throw ParseError(path + ":0:0: cannot open file");
    if (!std::filesystem::is_regular_file(status)) throw ParseError(path + ":0:0: not a regular file");
    if (std::filesystem::file_size(path, ec) > kMaxSourceBytes || ec)
        throw ParseError(path + ":0:0: larger than " + std::to_string(kMaxSourceBytes >> 20) + " MB");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw ParseError(path + ":0:0: cannot open file");
    // At most one byte past the limit: a file whose size reads 0 (/proc) may still be endless.
    std::string text(kMaxSourceBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxSourceBytes) throw ParseError(path + ":0:0: larger than " + std::to_string(kMaxSourceBytes >> 20) + " MB");
    return parse_string(text, path);
}

std::string sizes_text(const System& sys, const Sizes& s) {
    std::string t;
    for (std::size_t q = 0; q < s.size(); ++q) t += (q ? "," : "") + sys.params[q] + "=" + std::to_string(s[q]);
    return t;
}

Sizes parse_sizes(const System& s, const std::string& spec, Sizes base) {
    std::stringstream in(spec);
    std::string item;
    std::set<int> given;
    if (!spec.empty() && spec.back() == ',') throw std::invalid_argument("bad sizes '" + spec + "': an empty item");
    while (std::getline(in, item, ',')) {
        if (item.empty()) throw std::invalid_argument("bad sizes '" + spec + "': an empty item");
        auto eq = item.find('=');
        int q = eq == std::string::npos ? -1 : s.find_param(item.substr(0, eq));
        if (q < 0) throw std::invalid_argument("bad size '" + item + "': expected PARAM=VALUE with a declared parameter");
        if (!given.insert(q).second) throw std::invalid_argument("bad sizes '" + spec + "': " + item.substr(0, eq) + " given twice");
        base[q] = parse_int(item.substr(eq + 1), "bad size '" + item + "'");
        if (base[q] < 1) throw std::invalid_argument("bad size '" + item + "': sizes are at least 1");
    }
    return base;
}

}  // namespace batchlas::sure
