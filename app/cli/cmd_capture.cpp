// `fusionscope-cli capture [--out DIR] -- PROGRAM ARGS...`: runs the user's program
// (e.g. `python train.py`) with the debug environment FusionScope reads, keeps its
// stderr as the torch log, then summarises what was captured.
//
// The environment set for the program and the summary: core/session/Capture.h.
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
#include "core/session/Capture.h"
#include "core/util/Error.h"

namespace {

struct CaptureOptions {
  std::string out = "fusionscope_capture";
  std::vector<std::string> command;
};

fs::cli::Registrar captureCommand{{"capture", [](CLI::App& app) -> std::function<int()> {
  auto opts = std::make_shared<CaptureOptions>();
  auto* cmd = app.add_subcommand("capture", "Run a PyTorch program with the debug environment FusionScope reads, then summarise the dump");
  cmd->add_option("--out", opts->out, "folder for the dump and torch_logs.txt (default: fusionscope_capture)");
  cmd->add_option("COMMAND", opts->command, "the program and its arguments, after --: -- python train.py ARGS")->required();
  return [opts]() -> int {
    namespace sfs = std::filesystem;
    const sfs::path out = sfs::absolute(opts->out);
    std::error_code ec;
    sfs::create_directories(out, ec);
    if (ec) throw fs::InputError(out.string(), 0, "cannot create the folder: " + ec.message());
    const sfs::path logPath = fs::session::captureLogPath(out);
    std::ofstream log(logPath, std::ios::binary | std::ios::trunc);
    if (!log) throw fs::InputError(logPath.string(), 0, "cannot write the log");
    for (const auto& [name, value] : fs::session::captureEnvironment(out)) ::setenv(name.c_str(), value.c_str(), 1);
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

    const auto summary = fs::session::summariseCapture(out, code);
    std::cout << summary.text;
    return summary.found ? code : (code != 0 ? code : 1);
  };
}}};

}  // namespace
