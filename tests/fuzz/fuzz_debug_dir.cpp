// Fuzz target: the debug-directory loader's path handling (loadDebugDump). The
// input is a small archive of a dump folder: a line `#@ PATH` starts a file (its
// content runs to the next such line), `#@ PATH -> TARGET` makes a symlink. Paths
// are relative to the folder given to the loader; a symlink may point anywhere
// inside this process's scratch folder (e.g. `../outside.txt`, a file beside the
// given folder), never further, so the fuzzer cannot reach /dev or /proc.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "core/frontends/inductor/DebugDir.h"
#include "core/util/Error.h"
#include "core/util/Log.h"

namespace {
namespace sfs = std::filesystem;

const sfs::path& scratch() {
  static const sfs::path p = [] {
    sfs::path s = sfs::temp_directory_path() / ("fusionscope-fuzz-dir-" + std::to_string(::getpid()));
    sfs::create_directories(s);
    std::ofstream(s / "outside.txt") << "not part of the dump\n";
    return s;
  }();
  return p;
}

/// `raw` as a path under `root`, or empty when it would leave it or is odd.
sfs::path safePath(const sfs::path& root, std::string_view raw) {
  if (raw.empty() || raw.size() > 120) return {};
  sfs::path rel;
  std::size_t start = 0;
  int parts = 0;
  while (start <= raw.size()) {
    std::size_t end = raw.find('/', start);
    if (end == std::string_view::npos) end = raw.size();
    std::string_view part = raw.substr(start, end - start);
    start = end + 1;
    if (part.empty() || part == "." || part == "..") continue;
    for (char c : part)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.')) return {};
    rel /= std::string(part);
    if (++parts > 8) return {};
  }
  return parts == 0 ? sfs::path() : root / rel;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fs::setLogLevel(spdlog::level::off);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  const sfs::path in = scratch() / "in";
  std::error_code ec;
  sfs::remove_all(in, ec);
  sfs::create_directories(in, ec);

  sfs::path current;  // the file being written
  std::string content;
  int files = 0;
  auto flush = [&] {
    if (current.empty()) return;
    sfs::create_directories(current.parent_path(), ec);
    std::ofstream(current, std::ios::binary) << content;
    current.clear();
    content.clear();
  };
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (line.substr(0, 3) == "#@ ") {
      flush();
      if (++files > 32) break;
      std::string_view spec = line.substr(3);
      std::size_t arrow = spec.find(" -> ");
      if (arrow != std::string_view::npos) {
        sfs::path link = safePath(in, spec.substr(0, arrow));
        std::string target(spec.substr(arrow + 4));
        if (link.empty() || target.empty() || target[0] == '/') continue;
        sfs::path resolved = (link.parent_path() / target).lexically_normal();
        std::string r = resolved.string(), root = scratch().lexically_normal().string();
        if (r.compare(0, root.size(), root) != 0) continue;  // would leave the scratch folder
        sfs::create_directories(link.parent_path(), ec);
        sfs::create_symlink(target, link, ec);
      } else {
        current = safePath(in, spec);
      }
      continue;
    }
    if (!current.empty()) {
      content.append(line);
      content.push_back('\n');
    }
  }
  flush();

  for (bool fullLog : {true, false}) {
    try {
      fs::inductor::LoadOptions options;
      options.fullLog = fullLog;
      (void)fs::inductor::loadDebugDump(in.string(), "", {}, options);
    } catch (const fs::InputError&) {
    }
  }
  return 0;
}
