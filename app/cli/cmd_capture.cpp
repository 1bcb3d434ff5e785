// `fusionscope-cli capture [--out DIR] -- PROGRAM ARGS...`: runs the user's program
// (e.g. `python train.py`) with the debug environment FusionScope reads, keeps its
// stderr as the torch log, then summarises what was captured.
//
// Environment set for the program (a value the user already set is kept):
//   TORCH_COMPILE_DEBUG=1             the dump (ir_pre/post_fusion.txt, output_code.py, fx graphs)
//   TORCH_COMPILE_DEBUG_DIR=DIR       written under DIR/torch_compile_debug/
//   TORCH_LOGS=+fusion,+schedule,graph_breaks   the fusion log (every round, candidate, reason)
//   TORCHINDUCTOR_FORCE_DISABLE_CACHES=1        a cached compile runs no fuse_nodes and logs nothing
// stderr is copied to DIR/torch_logs.txt and to this process's stderr as it comes.
// Exit code: the program's when it failed (or 128 + signal), else 0 with a dump, 1 without.
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "app/cli/Commands.h"
#include "core/frontends/inductor/DebugDir.h"
#include "core/util/Error.h"

namespace {

struct Options {
  std::string out = "fusionscope_capture";
  std::vector<std::string> command;
};

void setDefault(const char* name, const std::string& value) {
  if (!std::getenv(name)) ::setenv(name, value.c_str(), 1);
}

fs::cli::Registrar reg{{"capture", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("capture", "Run a PyTorch program with the debug environment FusionScope reads, then summarise the dump");
  cmd->add_option("--out", opts->out, "folder for the dump and torch_logs.txt (default: fusionscope_capture)");
  cmd->add_option("COMMAND", opts->command, "the program and its arguments, after --: -- python train.py ARGS")->required();
  return [opts]() -> int {
    namespace sfs = std::filesystem;
    const sfs::path out = sfs::absolute(opts->out);
    std::error_code ec;
    sfs::create_directories(out, ec);
    if (ec) throw fs::InputError(out.string(), 0, "cannot create the folder: " + ec.message());
    const sfs::path logPath = out / "torch_logs.txt";
    std::ofstream log(logPath, std::ios::binary | std::ios::trunc);
    if (!log) throw fs::InputError(logPath.string(), 0, "cannot write the log");
    setDefault("TORCH_COMPILE_DEBUG", "1");
    setDefault("TORCH_COMPILE_DEBUG_DIR", out.string());
    setDefault("TORCH_LOGS", "+fusion,+schedule,graph_breaks");
    setDefault("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1");
    std::cerr << "fusionscope-cli: capturing into " << out.string() << "\n";

    int pipeFd[2];
    if (::pipe(pipeFd) != 0) throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
    if (pid == 0) {
      ::dup2(pipeFd[1], STDERR_FILENO);
      ::close(pipeFd[0]);
      ::close(pipeFd[1]);
      std::vector<char*> argv;
      for (auto& a : opts->command) argv.push_back(a.data());
      argv.push_back(nullptr);
      ::execvp(argv[0], argv.data());
      std::fprintf(stderr, "fusionscope-cli: cannot run %s: %s\n", argv[0], std::strerror(errno));
      ::_exit(127);
    }
    ::close(pipeFd[1]);
    char buf[1 << 16];
    for (;;) {
      const ssize_t n = ::read(pipeFd[0], buf, sizeof buf);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      log.write(buf, n);
      std::cerr.write(buf, n);
    }
    ::close(pipeFd[0]);
    log.close();
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    if (code != 0) std::cerr << "fusionscope-cli: the program exited with " << code << "\n";

    std::cout << "captured into " << out.string() << "\n  log: " << logPath.string() << " ("
              << sfs::file_size(logPath, ec) << " bytes)\n";
    try {
      const auto dump = fs::inductor::loadDebugDump(out.string(), logPath.string());
      std::cout << "  graphs: " << dump.graphs.size() << "\n";
      for (const auto& g : dump.graphs)
        std::cout << "    " << g.name << ": " << g.preFusion.nodes.size() << " scheduler nodes"
                  << (g.log ? ", fusion log: " + std::to_string(g.log->rounds.size()) + " rounds" : ", no fusion log")
                  << (g.outputCode ? ", " + std::to_string(g.outputCode->kernels.size()) + " kernels" : "") << "\n";
      for (const auto& f : dump.failedGraphs) std::cout << "    " << f.name << ": not read: " << f.error << "\n";
      std::cout << "open it: fusionscope " << out.string() << "\n   or: fusionscope-cli compare " << out.string() << "\n";
      return code;
    } catch (const fs::InputError& e) {
      std::cout << "  no dump: " << e.what()
                << "\n  (did the program call torch.compile and run the compiled model? an eager run "
                   "writes no ir_pre_fusion.txt)\n";
      return code != 0 ? code : 1;
    }
  };
}}};

}  // namespace
