#include "core/util/InputFile.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "core/util/Error.h"

namespace fs {

std::string tooLargeMessage(std::uint64_t bytes) {
  char size[32];
  std::snprintf(size, sizeof size, "%.1f GiB", static_cast<double>(bytes) / static_cast<double>(std::uint64_t{1} << 30));
  return std::string("is ") + size + "; FusionScope reads input files up to 2 GiB";
}

void checkInputSize(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return;
  const std::uint64_t bytes = std::filesystem::file_size(path, ec);
  if (!ec && bytes > kMaxInputBytes) throw InputError(path, 0, tooLargeMessage(bytes));
}

std::string readInputFile(const std::string& path) {
  std::error_code dec;
  // (an ifstream opens a directory and reads nothing: the reader would then report
  // an empty file's error instead)
  if (std::filesystem::is_directory(path, dec)) throw InputError(path, 0, "is a directory, not a file");
  checkInputSize(path);
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, "cannot read file");
  std::string text;
  std::error_code ec;
  if (std::filesystem::is_regular_file(path, ec)) text.reserve(std::filesystem::file_size(path, ec));
  char buf[1 << 16];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxInputBytes) throw InputError(path, 0, tooLargeMessage(text.size()) + " (stopped reading)");
  }
  return text;
}

}  // namespace fs
