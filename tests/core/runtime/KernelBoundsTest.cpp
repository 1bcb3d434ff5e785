// Generated C++ kernels store only inside their buffers. The CPU runner's buffers are
// exactly as large as their storage, so a loop that runs past its end (a chunked
// loop whose last chunk is not clamped to the extent) writes into whatever follows
// in the heap and can still pass every value check. Here each kernel of a real graph
// runs on buffers framed by guard bytes, which must be intact afterwards, and its
// outputs must equal the reference interpreter's.
//
// The graph: adamw_step (tests/data/zoo, from the model zoo), whose 1-D parameter
// updates over 9,408 elements (conv1's weight, 64x3x7x7) are split into chunks of
// 1,024 by the C++ emitter (few outer iterations, a long inner one): nine whole
// chunks and a tail of 192.
#include <gtest/gtest.h>

#include <cstring>

#include "core/codegen/Emitter.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/runtime/CpuCompiler.h"
#include "core/runtime/CpuRunner.h"

namespace {

using namespace fs;

constexpr std::size_t kGuard = 64 * 1024;  // bytes before and after each buffer
constexpr std::uint8_t kGuardByte = 0xA5;

TEST(KernelBounds, ChunkedLoopsStopAtTheirExtent) {
  const std::string folder = std::string(FUSIONSCOPE_TESTDATA_DIR) + "/zoo/adamw_step/model__0_inference_0.0";
  auto pre = inductor::readIrFile(folder + "/ir_pre_fusion.txt");
  codegen::BufferTable table(pre);
  auto ref = runtime::computeReference(table, 3);
  const auto prog = codegen::emitProgram(table, codegen::planNoFusion(pre), codegen::Target::Cpp);
  // a kernel that reads what it writes (an update in place) needs its inputs as they
  // were; the reference pool holds them as they are after the graph: left out
  auto runnable = [](const codegen::KernelSource& k) {
    if (k.kind != codegen::KernelSpec::Kind::Loop || !k.unsupported.empty()) return false;
    for (const auto& p : k.params)
      if (p.read && p.written) return false;
    return true;
  };
  std::string source = prog.prelude;
  for (const auto& k : prog.kernels)
    if (runnable(k)) source += "\n" + k.code;
  auto lib = runtime::CpuCompiler(FS_TEST_CACHE_DIR).compile(source).library;
  int ran = 0, chunked = 0;
  for (const auto& k : prog.kernels) {
    if (!runnable(k)) continue;
    if (k.code.find("fs_hi") != std::string::npos) ++chunked;
    auto entry = reinterpret_cast<void (*)(void**)>(lib->symbol(k.cppEntry));
    std::vector<std::vector<std::uint8_t>> frames;
    std::vector<void*> args;
    for (const auto& p : k.params) {
      const auto& want = ref.pool.at(p.buffer);
      std::vector<std::uint8_t> f(want.bytes.size() + 2 * kGuard, kGuardByte);
      if (p.written)
        std::memset(f.data() + kGuard, 0xFF, want.bytes.size());  // NaN until stored
      else
        std::memcpy(f.data() + kGuard, want.bytes.data(), want.bytes.size());
      frames.push_back(std::move(f));
    }
    for (auto& f : frames) args.push_back(f.data() + kGuard);
    entry(args.data());
    ++ran;
    for (std::size_t i = 0; i < k.params.size(); ++i) {
      const auto& p = k.params[i];
      const auto& f = frames[i];
      const std::size_t n = ref.pool.at(p.buffer).bytes.size();
      std::size_t bad = 0;
      for (std::size_t b = 0; b < kGuard; ++b) bad += (f[b] != kGuardByte) + (f[kGuard + n + b] != kGuardByte);
      EXPECT_EQ(bad, 0u) << k.name << " stores outside " << p.buffer << " (" << n << " bytes)";
      if (!p.written || ref.tainted.count(p.buffer)) continue;
      runtime::HostTensor got = ref.pool.at(p.buffer);
      std::memcpy(got.bytes.data(), f.data() + kGuard, n);
      const auto c = runtime::compare(p.buffer, got, ref.pool.at(p.buffer));
      EXPECT_TRUE(c.ok) << k.name << ": " << c.describe();
    }
  }
  EXPECT_GE(ran, 20);
  EXPECT_GE(chunked, 5);  // op12, op36, op44, op57, op73: 9,408 = 9 x 1,024 + 192
}

}  // namespace
