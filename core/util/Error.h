// Errors: user errors (bad input, located) and internal errors are different types
// (as Halide separates them).
//
// Contract: InputError carries the file, the 1-based line (0 when the whole file
// is at fault) and a message saying what was expected; what() is
// "file:line: message", the form compilers use.
#pragma once

#include <stdexcept>
#include <string>

namespace fs {

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
