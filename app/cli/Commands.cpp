#include "app/cli/Commands.h"

#include <cctype>
#include <charconv>
#include <iostream>
#include <new>

#include "core/util/Error.h"
#include "core/fusion/ReleaseRules.h"
#include "core/session/GraphSession.h"
#include "core/session/LoadInput.h"

namespace fs::cli {

std::vector<Command>& commands() {
  static std::vector<Command> list;
  return list;
}

int guarded(const std::function<int()>& body) {
  try {
    return body();
  } catch (const fs::InputError& e) {
    std::cerr << "fusionscope-cli: error: " << e.what() << "\n";
    return 1;
  } catch (const std::bad_alloc&) {
    std::cerr << "fusionscope-cli: error: out of memory: the input's tensors (or the tables built from it) do not fit "
                 "in this machine's memory\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "fusionscope-cli: error: " << e.what() << "\n";
    return 1;
  }
}

std::string& torchVersionOption() {
  static std::string value;
  return value;
}

std::string defaultSample() { return std::string(FUSIONSCOPE_SAMPLES_DIR) + "/inductor/resnet50_eval"; }

void addSizeOption(CLI::App* cmd, std::vector<std::string>& out) {
  cmd->add_option("--size", out,
                  "NAME=VALUE (repeatable): value of a size symbol of a dynamic-shape graph, e.g. --size s77=8 "
                  "(default: the example inputs in output_code.py), or of an ONNX model's symbolic dimension, "
                  "e.g. --size batch=2");
}

fs::ir::Program loadDump(const std::string& input, const std::string& log, const std::vector<std::string>& sizes,
                                 const fs::session::DumpOptions& options, const std::string& onnxDevice) {
  ir::SizeHints hints;
  for (const std::string& s : sizes) {
    auto eq = s.find('=');
    std::int64_t v = 0;
    const char* begin = s.data() + (eq == std::string::npos ? 0 : eq + 1);
    auto [p, ec] = std::from_chars(begin, s.data() + s.size(), v);
    // a dump's size symbols (s77, u0, ps0); an ONNX model's symbolic dimensions are
    // whatever its exporter named them ("batch", "sequence_length")
    const bool onnx = fs::session::isOnnxPath(input);
    const std::string name = eq == std::string::npos ? "" : s.substr(0, eq);
    if (eq == std::string::npos || (onnx ? name.empty() : !ir::isSizeSymbol(name)) || ec != std::errc() ||
        p != s.data() + s.size() || v < 1)
      // 0 would make every tensor of that dimension empty: nothing left to fuse or run
      throw InputError("--size", 0, onnx ? "expected NAME=VALUE with a symbolic dimension of the model and an integer >= 1, got '" + s + "'"
                                         : "expected NAME=VALUE with a size symbol (s77, u0, ps0) and an integer >= 1, got '" + s + "'");
    hints[s.substr(0, eq)] = v;
  }
  fs::session::InputOptions in;
  in.logPath = log;
  in.sizeHints = hints;
  in.load = options;
  if (!torchVersionOption().empty()) {
    auto r = ir::parseRelease(torchVersionOption());
    if (!r) throw InputError("--torch-version", 0, "expected a torch release like 2.15, got '" + torchVersionOption() + "'");
    in.load.torchRelease = *r;
  }
  in.device = onnxDevice;
  auto dump = fs::session::loadInput(input, in);
  if (fs::session::isOnnxPath(input)) {  // a dump's warnings and failed graphs are logged by its loader, once
    for (const auto& w : dump.warnings) std::cerr << "fusionscope-cli: warning: " << w << "\n";
    for (const auto& f : dump.failedGraphs)
      std::cerr << "fusionscope-cli: warning: graph '" << f.name << "' not loaded: " << f.error << "\n";
  }
  for (auto& g : dump.graphs) {
    for (const auto& w : g.preFusion.warnings) std::cerr << "fusionscope-cli: warning: " << w.text() << "\n";
    if (in.load.torchRelease && !g.preFusion.release.known()) {  // an ONNX model's graph
      g.preFusion.release = *in.load.torchRelease;
      g.preFusion.releaseSource = "given (--torch-version " + in.load.torchRelease->str() + ")";
    }
  }
  // a release whose rules are not known here: said once
  std::string warning;
  if (!dump.graphs.empty()) fs::fusion::rulesRelease(dump.graphs.front().preFusion.release, &warning);
  if (!warning.empty()) std::cerr << "fusionscope-cli: warning: " << warning << "\n";
  return dump;
}

void noSuchGraph(const fs::ir::Program& dump, const std::string& input, const std::string& name) {
  (void)fs::session::graphIndexOf(dump, name, input);  // throws, saying why: failed to load, or the names there are
  throw InputError(input, 0, "no graph loaded");
}

}  // namespace fs::cli
