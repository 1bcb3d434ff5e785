// onnx_node_tests: ONNX's own conformance tests (the backend node tests: one op per
// model.onnx with test_data_set_0/input_N.pb and output_N.pb, from the onnx 1.19.1 sdist:
// cmake/build-onnx.sh keeps them) through our lowering and the reference interpreter, and with
// --kernels through our generated C++ kernels as well (each kernel is checked against
// the interpreter, which is checked against ONNX's outputs).
//
//   onnx_node_tests [--kernels] [--device cpu|cuda] [--data DIR] [--only a,b] [--require-lowered-pass]
//                   [--require-all-lowered]
//
// --device: the device the model is lowered for (cpu by default); the interpreter runs
// either on this machine's CPU, so `--device cuda` checks what the lowering does only
// for CUDA (the library calls aten's dispatch picks there, their operands' layouts)
// against ONNX's outputs too. --kernels needs cpu (our C++ kernels).
//
// One line per test: "pass", "FAIL <first mismatch>" (a node the interpreter could not
// run is a failure, extern kernels included), or "not lowered: <why>" (an op of the
// test is not lowered, the model uses a symbolic dimension, a type the runner does
// not read ...), then a table per op type: tests, lowered, ran, passed.
// A test counts for an op when the op is the test model's only non-Constant op.
// Tolerance: ONNX's backend tests', |got - want| <= atol + rtol |want| with
// rtol 1e-3, atol 1e-7; integers and booleans exactly. Exit status 1 with
// --require-lowered-pass when a test that ran did not pass (CI runs that), and with
// --require-all-lowered also when a test did not lower (our own tests, tests/data/onnx/node-extra).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/codegen/BufferTable.h"
#include "core/codegen/Plan.h"
#include "core/frontends/onnx/Lowering.h"
#include "core/fusion/Scheduler.h"
#include "core/runtime/CpuRunner.h"
#include "core/runtime/Interpreter.h"
#include "core/util/Error.h"
#include "core/util/Log.h"

namespace sfs = std::filesystem;
namespace fo = fs::onnx;

namespace {

struct Outcome {
  std::string status;  // "pass", "fail", "not lowered"
  std::string detail;
};

bool close(double got, double want, bool exact) {
  if (std::isnan(want)) return std::isnan(got);
  if (exact) return got == want;
  if (std::isinf(want)) return got == want;
  return std::fabs(got - want) <= 1e-7 + 1e-3 * std::fabs(want);
}

Outcome runTest(const sfs::path& dir, bool kernels, const std::string& device) {
  fo::Model model;
  try {
    model = fo::loadOnnxModel((dir / "model.onnx").string());
  } catch (const fs::InputError& e) {
    return {"not lowered", std::string("load: ") + e.message()};
  }
  fo::Lowered l;
  try {
    l = fo::lowerOnnx(model, {device});
  } catch (const std::exception& e) {
    return {"not lowered", e.what()};
  }
  if (!l.graph.warnings.empty()) return {"not lowered", l.graph.warnings[0].message};
  const sfs::path data = dir / "test_data_set_0";
  fs::codegen::BufferTable table(l.graph);
  fs::runtime::BufferPool pool = fs::runtime::allocatePool(table);
  // inputs, in the model's input order (graph inputs without initializers)
  std::size_t k = 0;
  for (const auto& in : model.inputs) {
    const auto file = data / ("input_" + std::to_string(k++) + ".pb");
    std::string arg;
    for (const auto& [a, name] : l.inputNames)
      if (name == in.name) arg = a;
    fo::TensorData t;
    try {
      t = fo::readTensorFile(file.string());
    } catch (const fs::InputError& e) {
      return {"not lowered", "input data: " + e.message()};
    }
    auto it = pool.find(arg);
    if (it == pool.end()) continue;  // an input no node reads
    if (static_cast<std::int64_t>(t.values.size()) != it->second.numel)
      return {"not lowered", "input " + in.name + ": " + std::to_string(t.values.size()) + " values for a buffer of " +
                                 std::to_string(it->second.numel)};
    for (std::size_t i = 0; i < t.values.size(); ++i) it->second.set(static_cast<std::int64_t>(i), t.values[i]);
  }
  for (const auto& [buf, values] : l.constants) {  // a Constant node's tensor
    auto it = pool.find(buf);
    if (it == pool.end() || static_cast<std::int64_t>(values.size()) != it->second.numel) continue;
    for (std::size_t i = 0; i < values.size(); ++i) it->second.set(static_cast<std::int64_t>(i), values[i]);
  }
  fs::runtime::Interpreter interp(table);
  const auto notRun = interp.run(pool);
  if (!notRun.empty())  // extern kernels too: the lowering gives them typed arguments (ir::ExternOp)
    return {"fail", "the interpreter could not run " + notRun.begin()->first + ": " + notRun.begin()->second};
  k = 0;
  for (const auto& [buf, name] : l.outputNames) {
    fo::TensorData want;
    try {
      want = fo::readTensorFile((data / ("output_" + std::to_string(k++) + ".pb")).string());
    } catch (const fs::InputError& e) {
      return {"not lowered", "output data: " + e.message()};
    }
    const auto& got = pool.at(buf);
    if (static_cast<std::int64_t>(want.values.size()) != got.numel)
      return {"fail", name + ": " + std::to_string(got.numel) + " elements, ONNX wants " + std::to_string(want.values.size())};
    const std::string dt = fo::elemTypeName(want.elemType);
    const bool exact = dt.find("float") == std::string::npos;
    for (std::size_t i = 0; i < want.values.size(); ++i)
      if (!close(got.get(static_cast<std::int64_t>(i)), want.values[i], exact)) {
        char msg[256];
        std::snprintf(msg, sizeof msg, "%s[%zu]: got %.9g, want %.9g", name.c_str(), i, got.get(static_cast<std::int64_t>(i)),
                      want.values[i]);
        return {"fail", msg};
      }
  }
  if (kernels) {
    // our C++ kernels (our fusion plan) against the interpreter on random inputs
    auto ref = fs::runtime::computeReference(table, 1);
    const auto fused = fs::fusion::fuseGraph(l.graph);
    fs::runtime::RunOptions o;
    o.warmup = 0;
    o.reps = 1;
    fs::codegen::Plan plan;
    for (const auto& n : fused.nodes) plan.push_back(n.leaves);
    auto r = fs::runtime::runPlanCpu(table, plan, "ours", ref, o);
    if (!r.verified) {
      for (const auto& c : r.checks)
        if (!c.ok) return {"fail", "kernel " + c.kernel + ": " + (c.reason.empty() && !c.buffers.empty() ? c.buffers[0].describe() : c.reason)};
      return {"fail", "kernels not verified"};
    }
  }
  return {"pass", ""};
}

}  // namespace

int main(int argc, char** argv) {
  fs::setLogLevel(spdlog::level::off);
  std::string dataDir = FS_ONNX_NODE_TESTS;
  bool kernels = false, require = false, requireAll = false;
  std::string device = "cpu";
  std::set<std::string> only;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--kernels") kernels = true;
    else if (a == "--require-lowered-pass") require = true;
    else if (a == "--require-all-lowered") require = requireAll = true;
    else if (a == "--data" && i + 1 < argc) dataDir = argv[++i];
    else if (a == "--device" && i + 1 < argc) device = argv[++i];
    else if (a == "--only" && i + 1 < argc) {
      std::string list = argv[++i];
      for (std::size_t p = 0; p != std::string::npos;) {
        const auto q = list.find(',', p);
        only.insert(list.substr(p, q == std::string::npos ? q : q - p));
        p = q == std::string::npos ? q : q + 1;
      }
    } else {
      std::fprintf(stderr, "usage: onnx_node_tests [--kernels] [--device cpu|cuda] [--data DIR] [--only a,b] [--require-lowered-pass] [--require-all-lowered]\n");
      return 2;
    }
  }
  if ((device != "cpu" && device != "cuda") || (kernels && device != "cpu")) {
    std::fprintf(stderr, "onnx_node_tests: --device is cpu or cuda, and --kernels needs cpu\n");
    return 2;
  }
  if (!sfs::is_directory(dataDir)) {
    std::fprintf(stderr, "onnx_node_tests: no ONNX node tests at %s (cmake/build-onnx.sh puts them there)\n", dataDir.c_str());
    return 2;
  }
  std::vector<sfs::path> dirs;
  for (const auto& e : sfs::directory_iterator(dataDir))
    if (e.is_directory() && sfs::exists(e.path() / "model.onnx") &&
        (only.empty() || only.count(e.path().filename().string())))
      dirs.push_back(e.path());
  std::sort(dirs.begin(), dirs.end());
  struct Row { int tests = 0, lowered = 0, ran = 0, passed = 0; };
  std::map<std::string, Row> byOp;
  int tests = 0, lowered = 0, ran = 0, passed = 0;
  for (const auto& d : dirs) {
    std::string op;
    try {
      const auto m = fo::loadOnnxModel((d / "model.onnx").string());
      std::set<std::string> ops;
      for (const auto& n : m.nodes)
        if (n.opType != "Constant") ops.insert(n.opType);
      op = ops.size() == 1 ? *ops.begin() : "(several ops)";
    } catch (const std::exception&) {
      op = "(does not load)";
    }
    Outcome o;
    try {
      o = runTest(d, kernels, device);
    } catch (const std::exception& e) {
      o = {"fail", std::string("threw: ") + e.what()};
    }
    ++tests;
    auto& row = byOp[op];
    ++row.tests;
    if (o.status != "not lowered") {
      ++lowered;
      ++row.lowered;
    }
    if (o.status == "pass" || o.status == "fail") {
      ++ran;
      ++row.ran;
    }
    if (o.status == "pass") {
      ++passed;
      ++row.passed;
    }
    std::printf("%-60s %s%s%s\n", d.filename().c_str(), o.status == "fail" ? "FAIL" : o.status.c_str(),
                o.detail.empty() ? "" : ": ", o.detail.c_str());
  }
  std::printf("\n%-24s %6s %8s %5s %7s\n", "op", "tests", "lowered", "ran", "passed");
  for (const auto& [op, r] : byOp)
    if (r.lowered) std::printf("%-24s %6d %8d %5d %7d\n", op.c_str(), r.tests, r.lowered, r.ran, r.passed);
  std::printf("%-24s %6d %8d %5d %7d   (ops with no lowered test are left out)\n", "all", tests, lowered, ran, passed);
  return (require && passed != ran) || (requireAll && lowered != tests) ? 1 : 0;
}
