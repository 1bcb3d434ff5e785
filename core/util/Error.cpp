#include "core/util/Error.h"

namespace fs {

std::string printable(std::string_view text) {
  static const char* hex = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  for (unsigned char c : text) {
    if (c < 0x20 || c == 0x7f) {
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

static std::string located(const std::string& file, int line, const std::string& message) {
  if (file.empty()) return message;
  if (line <= 0) return file + ": " + message;
  return file + ":" + std::to_string(line) + ": " + message;
}

InputError::InputError(std::string file, int line, std::string message)
    : std::runtime_error(located(printable(file), line, printable(message))),
      file_(std::move(file)),
      line_(line),
      message_(printable(message)) {}

}  // namespace fs
