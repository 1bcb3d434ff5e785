// InputFile: reading a user's file whole, with a size limit.
//
// Contract: readInputFile(path) returns the file's bytes. A file (or a pipe's
// stream) larger than kMaxInputBytes is refused before it is read into memory:
// fs::InputError(path, 0, "is N GiB; FusionScope reads input files up to 2 GiB"),
// so a multi-gigabyte dump or log costs no memory and no time. An unopenable file
// is InputError(path, 0, "cannot read file"); a directory InputError(path, 0, "is a
// directory, not a file"). checkInputSize(path) applies the
// same limit to a file a reader streams itself (JSON, mmap).
// 2 GiB is far above every real input seen (the 4,740-node llama's torch log is
// 146 MB) and keeps line numbers and offsets within int.
#pragma once

#include <cstdint>
#include <string>

namespace fs {

inline constexpr std::uint64_t kMaxInputBytes = std::uint64_t{2} << 30;

std::string readInputFile(const std::string& path);
/// Throws InputError when `path` is a regular file larger than kMaxInputBytes.
void checkInputSize(const std::string& path);
/// The refusal message for `bytes` ("is 2.5 GiB; ...").
std::string tooLargeMessage(std::uint64_t bytes);

}  // namespace fs
