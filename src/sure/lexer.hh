// Tokens of the .sure format. Newlines end statements except inside () and [].
#pragma once

#include <batchlas/sure/system.hh>

#include <string>
#include <vector>

namespace batchlas::sure::detail {

struct Token {
    enum class Kind { Ident, Int, Real, String, Punct, Newline, End };
    Kind kind = Kind::End;
    std::string text;  // identifier, number, string contents or punctuation
    int line = 0;
    int col = 0;
};

/// Throws ParseError ("file:line:col: ...") on a character that starts no token.
std::vector<Token> tokenize(const std::string& text, const std::string& file);

}  // namespace batchlas::sure::detail
