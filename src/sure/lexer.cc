#include "lexer.hh"

#include <cctype>

namespace batchlas::sure::detail {

std::vector<Token> tokenize(const std::string& text, const std::string& file) {
    std::vector<Token> out;
    int line = 1, col = 1, depth = 0;
    std::size_t i = 0;
    auto fail = [&](const std::string& msg) {
        throw ParseError(file + ":" + std::to_string(line) + ":" + std::to_string(col) + ": " +
                         msg);
    };
    auto push = [&](Token::Kind k, std::string t, int c) { out.push_back({k, std::move(t), line, c}); };
    while (i < text.size()) {
        char ch = text[i];
        if (ch == '#') {  // comment to end of line
            while (i < text.size() && text[i] != '\n') ++i, ++col;
            continue;
        }
        if (ch == '\n') {
            if (depth == 0 && !out.empty() && out.back().kind != Token::Kind::Newline)
                push(Token::Kind::Newline, "\\n", col);
            ++i, ++line, col = 1;
            continue;
        }
        if (std::isspace(static_cast<unsigned char>(ch))) {
            ++i, ++col;
            continue;
        }
        int start = col;
        if (std::isalpha(static_cast<unsigned char>(ch)) || ch == '_') {
            std::size_t j = i;
            while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_')) ++j;
            push(Token::Kind::Ident, text.substr(i, j - i), start);
            col += static_cast<int>(j - i), i = j;
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(ch)) || (ch == '.' && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1])))) {
            std::size_t j = i;
            bool real = false;
            while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
            if (j < text.size() && text[j] == '.') {
                real = true;
                ++j;
                while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
            }
            if (j < text.size() && (text[j] == 'e' || text[j] == 'E')) {
                real = true;
                ++j;
                if (j < text.size() && (text[j] == '+' || text[j] == '-')) ++j;
                const std::size_t digits = j;
                while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
                if (j == digits)  // "1e" and "1.5e+" were read as 1 and 1.5
                    fail("exponent without digits in '" + text.substr(i, j - i) + "'");
            }
            push(real ? Token::Kind::Real : Token::Kind::Int, text.substr(i, j - i), start);
            col += static_cast<int>(j - i), i = j;
            continue;
        }
        if (ch == '"') {
            std::size_t j = i + 1;
            std::string s;
            while (j < text.size() && text[j] != '"' && text[j] != '\n') s += text[j++];
            if (j >= text.size() || text[j] != '"') fail("unterminated string");
            push(Token::Kind::String, s, start);
            col += static_cast<int>(j + 1 - i), i = j + 1;
            continue;
        }
        static const char* two[] = {"<=", ">=", "==", "!="};
        bool matched = false;
        for (const char* t : two)
            if (text.compare(i, 2, t) == 0) {
                push(Token::Kind::Punct, t, start);
                i += 2, col += 2, matched = true;
                break;
            }
        if (matched) continue;
        if (const auto u = static_cast<unsigned char>(ch); u >= 0x80 || !std::isprint(u)) {
            // Half a UTF-8 sequence, a NUL (which ended the message) or an escape (which reached
            // the terminal) printed as is is no help.
            static const char* hex = "0123456789abcdef";
            fail(std::string("unexpected byte 0x") + hex[u >> 4] + hex[u & 15] + ": outside strings and comments a file is printable ASCII");
        }
        if (std::string("()[],=+-*/<>:").find(ch) == std::string::npos)
            fail(std::string("unexpected character '") + ch + "'");
        if (ch == '(' || ch == '[') ++depth;
        if ((ch == ')' || ch == ']') && depth > 0) --depth;
        push(Token::Kind::Punct, std::string(1, ch), start);
        ++i, ++col;
    }
    if (out.empty() || out.back().kind != Token::Kind::Newline) push(Token::Kind::Newline, "\\n", col);
    push(Token::Kind::End, "", col);
    return out;
}

}  // namespace batchlas::sure::detail
