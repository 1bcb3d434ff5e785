// Command registry of fusionscope-cli: each cmd_<name>.cpp defines one subcommand
// and registers it with a static Registrar, so commands are added without
// touching main.cpp.
//
// A command's setup() adds its CLI11 subcommand and options; run() executes it
// when chosen and returns the process exit code (0 success; 1 bad input, with a
// located error already printed to stderr; 2 usage error).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "core/session/LoadInput.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FUSIONSCOPE_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define FUSIONSCOPE_ASAN 1
#endif
#ifdef FUSIONSCOPE_ASAN
#include <sanitizer/lsan_interface.h>
#endif

namespace fs::cli {

/// `object` (from `new`), kept until the process ends and never freed on purpose: a
/// command's last data structures are left to the OS rather than freed node by node
/// (see cmd_fuse.cpp). Marked for LeakSanitizer, which would report it otherwise.
template <class T>
T& keptUntilExit(T* object) {
#ifdef FUSIONSCOPE_ASAN
  __lsan_ignore_object(object);
#endif
  return *object;
}

struct Command {
  std::string name;
  /// Adds the subcommand to `app`; returns the run function to call when it was chosen.
  std::function<std::function<int()>(CLI::App& app)> setup;
};

std::vector<Command>& commands();

struct Registrar {
  explicit Registrar(Command command) { commands().push_back(std::move(command)); }
};

/// Runs `body`, printing fs::InputError (and other std::exception) to stderr as
/// "fusionscope-cli: <what>" and returning 1 for them.
int guarded(const std::function<int()>& body);

/// The bundled sample (samples/inductor/resnet50_eval) as an absolute path.
std::string defaultSample();

/// The global `--torch-version X` (empty when not given); loadDump applies it.
std::string& torchVersionOption();

/// `--size NAME=VALUE` (repeatable): values of size symbols (dynamic shapes),
/// overriding the dump's example inputs. Adds the option to `cmd`, filling `out`.
void addSizeOption(CLI::App* cmd, std::vector<std::string>& out);

/// Loads a dump or an ONNX model (fs::session::loadInput) with the `--size` values, and prints
/// what it could not fully read to stderr: "fusionscope-cli: warning: FILE:LINE:
/// ..." for each opaque node or unbound size symbol, and for each graph that did
/// not load. Throws fs::InputError (bad input) like loadInput, and for a
/// malformed `--size` (file "--size").
/// Throws the error for a --graph name the dump has no loaded graph of: the
/// graph's own load error when it is one that failed, else the names it has.
[[noreturn]] void noSuchGraph(const fs::ir::Program& dump, const std::string& input, const std::string& name);

/// An INPUT ending in `.onnx` is an ONNX model instead: read, checked and lowered to
/// one graph "inference" for `onnxDevice` ("cuda" or "cpu": the backend whose rules
/// the lowering and the scheduler follow; core/frontends/onnx), its load and lowering
/// warnings printed like the dump's. A build without the ONNX library says so.
fs::ir::Program loadDump(const std::string& input, const std::string& log,
                                 const std::vector<std::string>& sizes,
                                 const fs::session::DumpOptions& options = {},
                                 const std::string& onnxDevice = "cuda");

}  // namespace fs::cli
