// TextScan: small helpers the Inductor readers share (internal to this folder):
// reading a whole file, walking lines with their numbers, and matching a line
// piece by piece without std::regex (the logs and output_code.py run to
// megabytes).
//
// Contract: readWholeFile is fs::readInputFile (InputFile.h: "cannot read file",
// or a file over 2 GiB refused unread). Scan never throws; each match* call either
// consumes what it matched and returns true, or leaves the position unchanged
// and returns false.
#pragma once

#include <cctype>
#include <charconv>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/util/Error.h"
#include "core/util/InputFile.h"

namespace fs::inductor::detail {

/// The whole content of `path`. Throws fs::InputError when unreadable.
inline std::string readWholeFile(const std::string& path) { return readInputFile(path); }

/// Iterates over the lines of a text ('\n' separated, a trailing '\r' dropped),
/// numbering them from 1.
class Lines {
 public:
  explicit Lines(std::string_view text) : text_(text) {}
  /// Next line into `line`; false at the end.
  bool next(std::string_view& line) {
    if (pos_ >= text_.size()) return false;
    std::size_t end = text_.find('\n', pos_);
    if (end == std::string_view::npos) end = text_.size();
    line = text_.substr(pos_, end - pos_);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    pos_ = end + 1;
    ++number_;
    return true;
  }
  int number() const { return number_; }
  /// Offset just past the current line's '\n'.
  std::size_t offset() const { return pos_; }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int number_ = 0;
};

inline bool startsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}
inline bool endsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}
inline std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}
inline bool isIdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// Splits `a, f(b, c), [d, e], 'x,y'` at top-level commas (outside (), [], {} and
/// quotes); items are trimmed and a trailing empty item (`(8192,)`) is dropped.
inline std::vector<std::string_view> splitTopLevel(std::string_view s) {
  std::vector<std::string_view> out;
  int depth = 0;
  char quote = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (quote) {
      if (c == quote) quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') quote = c;
    else if (c == '(' || c == '[' || c == '{') ++depth;
    else if (c == ')' || c == ']' || c == '}') --depth;
    else if (c == ',' && depth == 0) {
      out.push_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  std::string_view last = trim(s.substr(start));
  if (!last.empty()) out.push_back(last);
  return out;
}

/// A cursor over one line.
class Scan {
 public:
  explicit Scan(std::string_view s) : s_(s) {}
  bool lit(std::string_view text) {
    if (!startsWith(s_.substr(pos_), text)) return false;
    pos_ += text.size();
    return true;
  }
  bool integer(int& out) {
    const char* b = s_.data() + pos_;
    const char* e = s_.data() + s_.size();
    if (b == e || !std::isdigit(static_cast<unsigned char>(*b))) return false;
    auto [p, ec] = std::from_chars(b, e, out);
    if (ec != std::errc()) return false;
    pos_ += static_cast<std::size_t>(p - b);
    return true;
  }
  /// A run of characters other than whitespace.
  bool word(std::string_view& out) {
    std::size_t e = pos_;
    while (e < s_.size() && !std::isspace(static_cast<unsigned char>(s_[e]))) ++e;
    if (e == pos_) return false;
    out = s_.substr(pos_, e - pos_);
    pos_ = e;
    return true;
  }
  /// An identifier ([A-Za-z0-9_]+).
  bool ident(std::string_view& out) {
    std::size_t e = pos_;
    while (e < s_.size() && isIdentChar(s_[e])) ++e;
    if (e == pos_) return false;
    out = s_.substr(pos_, e - pos_);
    pos_ = e;
    return true;
  }
  /// Everything up to (not including) `stop`; false when `stop` is absent.
  bool until(std::string_view stop, std::string_view& out) {
    std::size_t e = s_.find(stop, pos_);
    if (e == std::string_view::npos) return false;
    out = s_.substr(pos_, e - pos_);
    pos_ = e;
    return true;
  }
  std::string_view rest() const { return s_.substr(pos_); }
  bool atEnd() const { return pos_ == s_.size(); }

 private:
  std::string_view s_;
  std::size_t pos_ = 0;
};

}  // namespace fs::inductor::detail
