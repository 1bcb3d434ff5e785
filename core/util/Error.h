// Errors: user errors (bad input, located) and internal errors are different types
// (as Halide separates them).
//
// Contract: InputError carries the file, the 1-based line (0 when the whole file
// is at fault) and a message saying what was expected; what() is
// "file:line: message", the form compilers use. Control bytes that came from the
// input (escape sequences, NUL, CR) are written as \xNN in what() and message(),
// so that a hostile file can neither drive the user's terminal nor cut the
// message short.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace fs {

/// `text` with every control byte (below 0x20, and 0x7f) written as \xNN.
std::string printable(std::string_view text);

/// Bad input from the user: malformed dump, corrupt model, missing file.
class InputError : public std::runtime_error {
 public:
  InputError(std::string file, int line, std::string message);
  const std::string& file() const { return file_; }
  int line() const { return line_; }
  const std::string& message() const { return message_; }

 private:
  std::string file_;
  int line_;
  std::string message_;
};

/// A bug in FusionScope itself (a broken invariant), never the user's input.
class InternalError : public std::logic_error {
 public:
  explicit InternalError(const std::string& what) : std::logic_error("internal error: " + what) {}
};

}  // namespace fs
