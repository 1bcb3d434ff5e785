#include "core/session/Capture.h"

#include <cstdlib>
#include <exception>
#include <sstream>
#include <system_error>

#include "core/session/LoadInput.h"

namespace fs::session {

std::vector<std::pair<std::string, std::string>> captureEnvironment(const std::filesystem::path& out) {
  const std::pair<std::string, std::string> wanted[] = {
      {"TORCH_COMPILE_DEBUG", "1"},
      {"TORCH_COMPILE_DEBUG_DIR", out.string()},
      {"TORCH_LOGS", "+fusion,+schedule,graph_breaks"},
      {"TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1"},
  };
  std::vector<std::pair<std::string, std::string>> env;
  for (const auto& [name, value] : wanted)
    if (!std::getenv(name.c_str())) env.emplace_back(name, value);
  return env;
}

std::filesystem::path captureLogPath(const std::filesystem::path& out) { return out / "torch_logs.txt"; }

CaptureSummary summariseCapture(const std::filesystem::path& out, int exitCode) {
  CaptureSummary s;
  std::ostringstream o;
  const auto logPath = captureLogPath(out);
  std::error_code ec;
  const auto logBytes = std::filesystem::file_size(logPath, ec);
  o << "captured into " << out.string() << "\n  log: " << logPath.string() << " (" << (ec ? 0 : logBytes) << " bytes)\n";
  if (exitCode > 0) o << "  the program exited with " << exitCode << "\n";
  if (exitCode < 0) o << "  the program did not finish (cancelled or not started)\n";
  try {
    InputOptions options;
    options.logPath = ec ? std::string() : logPath.string();
    const auto dump = loadInput(out.string(), options);
    s.found = !dump.graphs.empty();
    s.dumpPath = out.string();
    o << "  graphs: " << dump.graphs.size() << "\n";
    for (const auto& g : dump.graphs) {
      const ir::LogGraphRun* log = ir::logOf(g);
      const ir::OutputCode* code = ir::outputCodeOf(g);
      std::string line = g.name + ": " + std::to_string(g.preFusion.nodes.size()) + " scheduler nodes" +
                         (log ? ", fusion log: " + std::to_string(log->rounds.size()) + " rounds" : ", no fusion log") +
                         (code ? ", " + std::to_string(code->kernels.size()) + " kernels" : "");
      o << "    " << line << "\n";
      s.lines.push_back(std::move(line));
    }
    for (const auto& f : dump.failedGraphs) {
      o << "    " << f.name << ": not read: " << f.error << "\n";
      s.lines.push_back(f.name + ": not read: " + f.error);
    }
    if (s.found) o << "open it: fusionscope " << out.string() << "\n   or: fusionscope-cli compare " << out.string() << "\n";
  } catch (const std::exception& e) {
    o << "  no dump: " << e.what()
      << "\n  (did the program call torch.compile and run the compiled model? an eager run writes no "
         "ir_pre_fusion.txt)\n";
    s.lines.push_back(std::string("no dump: ") + e.what());
  }
  s.text = o.str();
  return s;
}

}  // namespace fs::session
