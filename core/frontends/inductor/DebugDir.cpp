// DebugDir: layout discovery, then loading, then log matching.
//
//   INPUT ──> graph folders (dirs holding ir_pre_fusion.txt), sorted in compile order
//         ──> per folder: ir_pre_fusion.txt, ir_post_fusion.txt?, output_code.py?
//         ──> torch log (given, or torch_logs.txt nearby) ──> runs matched to graphs
#include "core/frontends/inductor/DebugDir.h"
#include "core/frontends/inductor/SavedTensors.h"
#include "core/frontends/inductor/ReleaseDetect.h"

#include <algorithm>
#include <filesystem>
#include <future>
#include <optional>
#include <tuple>

#include "core/frontends/inductor/ExternCalls.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/frontends/inductor/ScanCombine.h"
#include "core/util/Error.h"
#include "core/util/InputFile.h"
#include "core/util/Log.h"

namespace fs::inductor {
namespace {

namespace sfs = std::filesystem;

constexpr int kMaxDepth = 5;
constexpr const char* kPre = "ir_pre_fusion.txt";
constexpr const char* kPost = "ir_post_fusion.txt";
constexpr const char* kCode = "output_code.py";
constexpr const char* kFx = "fx_graph_readable.py";
constexpr const char* kLog = "torch_logs.txt";

bool isFile(const sfs::path& p) {
  std::error_code ec;
  return sfs::is_regular_file(p, ec);
}

/// When `file` is a symlink that leads out of `root` (the folder the user gave),
/// what to say about it; empty otherwise. A dump is read from inside its folder.
bool isInside(const sfs::path& p, const sfs::path& root) {
  const sfs::path rel = p.lexically_relative(root);
  return !rel.empty() && *rel.begin() != "..";
}
std::string leavesRoot(const sfs::path& file, const sfs::path& root) {
  std::error_code ec;
  if (root.empty() || !sfs::is_symlink(sfs::symlink_status(file, ec))) return {};
  const sfs::path target = sfs::weakly_canonical(file, ec);
  if (ec) return "a symlink that cannot be resolved: not followed";
  if (isInside(target, root)) return {};
  return "a symlink out of the folder given (to " + target.filename().string() + "): not followed";
}

int kindRank(const std::string& kind) {
  if (kind == "inference") return 0;
  if (kind == "forward") return 1;
  if (kind == "backward") return 2;
  return 3;
}

/// A graph folder and where it sorts.
struct Folder {
  sfs::path path;
  std::string kind;     ///< inference/forward/backward, or the folder name
  std::string graphId;  ///< model__N_kind_K for PyTorch's layout
  // Sort key: parent folder, then (model, compile, sub) or (kind rank, name).
  std::tuple<std::string, int, int, int, int, std::string> key;
};

Folder describe(const sfs::path& dir) {
  Folder f;
  f.path = dir;
  std::string name = dir.filename().string();
  int model = 0, compile = 0, sub = -1;
  std::string kind;
  if (parseGraphId(name, model, kind, compile, sub)) {
    f.kind = kind;
    f.graphId = name.substr(0, name.find('.'));
    f.key = {dir.parent_path().string(), 0, model, compile, sub, name};
  } else {
    f.kind = name;
    f.key = {dir.parent_path().string(), 1, kindRank(name), 0, 0, name};
  }
  return f;
}

/// Directories holding ir_pre_fusion.txt under `root` (not descending into them).
void findGraphFolders(const sfs::path& root, int depth, std::vector<Folder>& out) {
  if (depth > kMaxDepth) return;
  std::error_code ec;
  sfs::directory_iterator it(root, sfs::directory_options::skip_permission_denied, ec);
  if (ec) return;
  std::vector<sfs::path> subdirs;
  for (const auto& entry : it) {
    std::error_code e2;
    if (!entry.is_directory(e2) || entry.is_symlink(e2)) continue;
    std::string name = entry.path().filename().string();
    if (!name.empty() && name[0] == '.') continue;
    subdirs.push_back(entry.path());
  }
  for (const auto& d : subdirs) {
    if (isFile(d / kPre))
      out.push_back(describe(d));
    else
      findGraphFolders(d, depth + 1, out);
  }
}

/// The torch_compile_debug folder at or above `p`, if any.
std::optional<sfs::path> debugRoot(sfs::path p) {
  for (int i = 0; i < 6 && !p.empty(); ++i) {
    if (p.filename() == "torch_compile_debug") return p;
    if (p == p.parent_path()) break;
    p = p.parent_path();
  }
  return std::nullopt;
}

/// The dump a graph folder belongs to (see findDumps).
sfs::path dumpOf(const Folder& f) {
  if (auto root = debugRoot(f.path)) return root->parent_path().empty() ? *root : root->parent_path();
  if (f.path.parent_path().filename() == "torchinductor") return f.path.parent_path().parent_path();
  if (kindRank(f.kind) < 3) return f.path.parent_path();
  return f.path;
}

std::vector<sfs::path> dumpsOf(const std::vector<Folder>& folders) {
  std::vector<sfs::path> out;
  for (const auto& f : folders) out.push_back(dumpOf(f));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string kindOfName(const std::string& name) {
  for (const char* k : {"inference", "forward", "backward"})
    if (name.rfind(k, 0) == 0) return k;
  return name;
}

std::string kindOfRun(const LogGraphRun& run) {
  int m = 0, c = 0, s = 0;
  std::string kind;
  return parseGraphId(run.graphId, m, kind, c, s) ? kind : std::string();
}

/// Gives each graph its fuse_nodes run (see the header for the rules).
void matchRuns(ir::Program& dump, FusionLog& log) {
  std::vector<bool> used(log.runs.size(), false);
  bool runsHaveIds = !log.runs.empty() && std::all_of(log.runs.begin(), log.runs.end(),
                                                      [](const LogGraphRun& r) { return !r.graphId.empty(); });
  bool graphsHaveIds = std::all_of(dump.graphs.begin(), dump.graphs.end(),
                                   [](const ir::ProgramGraph& g) { return !g.graphId.empty(); });
  if (runsHaveIds && graphsHaveIds) {
    for (auto& g : dump.graphs)
      for (std::size_t i = 0; i < log.runs.size(); ++i)
        if (!used[i] && log.runs[i].graphId == g.graphId) {
          mutableReferenceOf(g).log = std::move(log.runs[i]);
          used[i] = true;
          break;
        }
  } else if (runsHaveIds) {
    for (auto& g : dump.graphs) {
      std::string kind = kindOfName(g.name);
      for (std::size_t i = 0; i < log.runs.size(); ++i)
        if (!used[i] && kindOfRun(log.runs[i]) == kind) {
          mutableReferenceOf(g).log = std::move(log.runs[i]);
          used[i] = true;
          break;
        }
    }
  } else if (log.runs.size() == dump.graphs.size()) {
    for (std::size_t i = 0; i < log.runs.size(); ++i) {
      mutableReferenceOf(dump.graphs[i]).log = std::move(log.runs[i]);
      used[i] = true;
    }
  } else {
    dump.notes.push_back("the torch log has " + std::to_string(log.runs.size()) + " fuse_nodes runs without graph ids for " +
                         std::to_string(dump.graphs.size()) + " graphs: not matched");
  }
  for (const auto& g : dump.graphs)
    if (!logOf(g) && !log.runs.empty()) dump.notes.push_back("no fuse_nodes run in the torch log for graph '" + g.name + "'");
  for (std::size_t i = 0; i < used.size(); ++i)
    if (!used[i] && (runsHaveIds || log.runs.size() == dump.graphs.size()))
      dump.notes.push_back("fuse_nodes run at " + log.sourcePath + ":" + std::to_string(log.runs[i].line) +
                           (log.runs[i].graphId.empty() ? "" : " (" + log.runs[i].graphId + ")") +
                           " matches no loaded graph");
}

// The size symbols' values: the user's, then the dump's example inputs.
std::vector<ir::SizeSymbol> sizeSymbolsFor(const std::vector<ir::SizeSymbol>& fromDump, const ir::SizeHints& user) {
  std::vector<ir::SizeSymbol> out;
  for (const auto& [name, value] : user) out.push_back({name, value, "user"});
  for (const ir::SizeSymbol& s : fromDump)
    if (!user.count(s.name)) out.push_back(s);
  return out;
}

// One graph folder. Throws fs::InputError when ir_pre_fusion.txt is malformed;
// a malformed ir_post_fusion.txt or output_code.py only loses that file (a note).
ir::ProgramGraph loadGraphFolder(const Folder& f, const ir::SizeHints& userSizes, const LoadOptions& options,
                          std::vector<std::string>& warnings, const sfs::path& root) {
  const bool postFusion = options.postFusion;
  for (const char* name : {kPre, kPost, kCode, kFx})
    if (std::string why = leavesRoot(f.path / name, root); !why.empty()) throw InputError((f.path / name).string(), 0, why);
  ir::ProgramGraph g;
  g.folder = f.path.string();
  g.graphId = f.graphId;
  auto ref = std::make_shared<ir::Reference>();
  std::vector<ir::SizeSymbol> symbols;
  if (isFile(f.path / kCode)) {
    try {
      ref->outputCode = readOutputCode((f.path / kCode).string());
      symbols = ref->outputCode->sizeSymbols;
    } catch (const InputError& e) {
      warnings.push_back(std::string("output_code.py not read: ") + e.what());
    }
  }
  symbols = sizeSymbolsFor(symbols, userSizes);
  g.preFusion = readIrFile((f.path / kPre).string(), symbols);
  // the library calls' arguments, which the IR dumps do not print (ExternCalls.h); read
  // line by line, so also from an output_code.py whose kernels did not parse (a file
  // that could not be read at all was said above already)
  if (isFile(f.path / kCode)) {
    try {
      attachExternCalls(readExternCalls((f.path / kCode).string()), g.preFusion);
    } catch (const InputError& e) {
      if (ref->outputCode) warnings.push_back(std::string("output_code.py's extern calls not read: ") + e.what());
    }
  }
  if (postFusion && isFile(f.path / kPost)) {
    try {
      ref->postFusion = readIrFile((f.path / kPost).string(), symbols);
    } catch (const InputError& e) {
      warnings.push_back(std::string("Inductor's plan (ir_post_fusion.txt) not read: ") + e.what());
    }
  }
  if (ref->outputCode) {
    assignKernelNodes(*ref->outputCode, g.preFusion, ref->postFusion ? &*ref->postFusion : nullptr);
    // scans' combine functions are printed only in output_code.py
    attachScanCombineFns(*ref->outputCode, g.preFusion);
    if (ref->postFusion) attachScanCombineFns(*ref->outputCode, *ref->postFusion);
  }
  g.reference = std::move(ref);
  if (options.fxGraph && isFile(f.path / kFx)) {
    try {
      g.sourceGraph = readFxGraph((f.path / kFx).string());
    } catch (const InputError& e) {
      warnings.push_back(std::string("fx_graph_readable.py not read: ") + e.what());
    }
  }
  return g;
}

// Which torch release wrote each graph (ReleaseDetect.h): the log's line numbers,
// output_code.py's markers, the IR's fields; or the user's --torch-version.
void assignReleases(ir::Program& dump, const LoadOptions& options) {
  std::optional<ReleaseEvidence> fromLog;
  if (!dump.logPath.empty()) fromLog = releaseFromLog(dump.logPath);
  for (auto& g : dump.graphs) {
    if (options.torchRelease) {
      g.preFusion.release = *options.torchRelease;
      g.preFusion.releaseSource = "given (--torch-version " + options.torchRelease->str() + ")";
      continue;
    }
    std::vector<ReleaseEvidence> evidence;
    if (fromLog) evidence.push_back(*fromLog);
    if (!g.folder.empty() && isFile(sfs::path(g.folder) / kCode)) {
      try {
        const std::string path = (sfs::path(g.folder) / kCode).string();
        if (auto e = releaseFromOutputCode(readInputFile(path), path)) evidence.push_back(*e);
      } catch (const InputError&) {  // said when output_code.py was read
      }
    }
    if (auto e = releaseFromIr(g.preFusion)) evidence.push_back(*e);
    if (const ir::Graph* post = postFusionOf(g))
      if (auto e = releaseFromIr(*post); e && !post->nodes.empty()) evidence.push_back(*e);
    g.preFusion.release = combine(evidence, g.preFusion.releaseSource);
  }
}

}  // namespace

SeveralDumpsError::SeveralDumpsError(const std::string& input, std::vector<std::string> list)
    : InputError(input, 0, [&] {
        std::string m = "holds " + std::to_string(list.size()) + " separate dumps; open one of them: ";
        for (std::size_t i = 0; i < list.size() && i < 10; ++i) m += (i ? ", " : "") + list[i];
        if (list.size() > 10) m += ", ... (" + std::to_string(list.size() - 10) + " more)";
        return m;
      }()),
      dumps(std::move(list)) {}

std::vector<std::string> findDumps(const std::string& dir) {
  std::vector<Folder> folders;
  if (isFile(sfs::path(dir) / kPre)) folders.push_back(describe(dir));
  else findGraphFolders(dir, 1, folders);
  std::vector<std::string> out;
  for (const auto& d : dumpsOf(folders)) out.push_back(d.string());
  return out;
}

ir::Program loadDebugDump(const std::string& input, const std::string& logPath, const ir::SizeHints& sizeHints,
                        const LoadOptions& options) {
  ir::Program dump;
  dump.input = input;
  sfs::path in(input);
  std::error_code ec;
  sfs::file_status st = sfs::status(in, ec);
  if (ec || !sfs::exists(st)) throw InputError(input, 0, "no such file or directory");

  sfs::path root;                  // the folder given, resolved (symlinks out of it are not followed)
  std::vector<sfs::path> logDirs;  // where to look for torch_logs.txt, in order
  std::vector<Folder> folders;
  // The torch log is scanned or parsed on a second thread while the graphs load:
  // a 150 MB log (llama_eval_256l's) takes about as long as its 4,740-node IR.
  // Where to look for it is known before any graph is read.
  std::future<std::optional<FusionLog>> logWork;
  auto startLog = [&] {
    if (!logPath.empty()) {
      dump.logPath = logPath;
    } else {
      std::error_code lec;
      for (const auto& d : logDirs) {
        const sfs::path log = (d.empty() ? sfs::path(".") : d) / kLog;
        if (!isFile(log)) continue;
        // a log inside the folder given that leads out of it (logs above it are looked for on purpose)
        std::string why = leavesRoot(log, root);
        if (!why.empty() && isInside(sfs::weakly_canonical(d, lec), root)) {
          dump.notes.push_back(log.string() + ": " + why);
          continue;
        }
        dump.logPath = log.string();
        break;
      }
    }
    if (dump.logPath.empty()) return;
    logWork = std::async(std::launch::async, [path = dump.logPath, full = options.fullLog]() -> std::optional<FusionLog> {
      if (!full && !logMayHoldSchedulerFacts(path)) return std::nullopt;
      return readFusionLog(path);
    });
  };
  if (sfs::is_regular_file(st)) {
    logDirs = {in.parent_path(), in.parent_path().parent_path()};
    if (auto root = debugRoot(in.parent_path())) logDirs.push_back(root->parent_path());
    startLog();
    ir::ProgramGraph g;
    g.preFusion = readIrFile(input, sizeSymbolsFor({}, sizeHints));
    // the library calls' arguments, from an output_code.py beside the file
    if (const sfs::path code = in.parent_path() / kCode; isFile(code)) {
      try {
        attachExternCalls(readExternCalls(code.string()), g.preFusion);
      } catch (const InputError& e) {
        dump.warnings.push_back(std::string("output_code.py's extern calls not read: ") + e.what());
      }
    }
    if (in.filename() == kPost) mutableReferenceOf(g).postFusion = g.preFusion;
    else mutableReferenceOf(g);
    Folder parent = describe(in.parent_path().empty() ? sfs::path(".") : in.parent_path());
    g.graphId = parent.graphId;
    int rank = kindRank(parent.kind);
    g.name = rank < 3 ? parent.kind : in.stem().string();
    g.preFusion.name = g.name;
    dump.graphs.push_back(std::move(g));
  } else if (sfs::is_directory(st)) {
    root = sfs::weakly_canonical(in, ec);
    if (isFile(in / kPre)) {
      folders.push_back(describe(in));
    } else {
      findGraphFolders(in, 1, folders);
      std::sort(folders.begin(), folders.end(), [](const Folder& a, const Folder& b) { return a.key < b.key; });
      // graphs of separate models are never mixed into one
      if (const auto dumps = dumpsOf(folders); dumps.size() > 1) {
        std::vector<std::string> names;
        for (const auto& d : dumps) names.push_back(d.string());
        throw SeveralDumpsError(input, std::move(names));
      }
    }
    if (folders.empty())
      throw InputError(input, 0,
                       "expected ir_pre_fusion.txt in this directory or in graph folders under it (inference/, "
                       "forward/, backward/, torch_compile_debug/run_*/torchinductor/model__N_<kind>_K.M/)");
    logDirs.push_back(in);
    for (const auto& f : folders) {
      logDirs.push_back(f.path);
      logDirs.push_back(f.path.parent_path());
      if (auto root = debugRoot(f.path)) logDirs.push_back(root->parent_path());
    }
    startLog();
    std::vector<std::string> seen;
    std::optional<InputError> firstError;
    for (const auto& f : folders) {
      int count = static_cast<int>(std::count(seen.begin(), seen.end(), f.kind));
      seen.push_back(f.kind);
      const std::string name = count == 0 ? f.kind : f.kind + "_" + std::to_string(count + 1);
      try {
        ir::ProgramGraph g = loadGraphFolder(f, sizeHints, options, dump.warnings, root);
        g.name = name;
        g.preFusion.name = g.name;
        if (auto& plan = mutableReferenceOf(g).postFusion) plan->name = g.name;
        dump.graphs.push_back(std::move(g));
      } catch (const InputError& e) {
        // one graph that fails never hides the others
        dump.failedGraphs.push_back({name, f.path.string(), e.what()});
        if (!firstError) firstError = e;
      }
    }
    if (dump.graphs.empty() && firstError) throw *firstError;
  } else {
    throw InputError(input, 0, "expected a file or a directory");
  }

  // The torch log, read meanwhile (startLog).
  if (logWork.valid()) {
    std::optional<FusionLog> log = logWork.get();  // rethrows the reader's InputError
    if (log) {
      matchRuns(dump, *log);
      // what the scheduler needs from the log becomes the graph's own (ir::Graph)
      for (auto& g : dump.graphs)
        if (const LogGraphRun* run = logOf(g)) {
          g.preFusion.foreachLists = foreachListsFromLog(*run, g.preFusion);
          g.preFusion.benchmarkVerdicts = benchmarkVerdictsFromLog(*run);
          g.preFusion.autotuneTemplates = autotuneTemplatesFromLog(*run, g.preFusion);
          // each node's FX origins, from the first round's candidate lines (logged in
          // reverse topological order)
          if (!run->rounds.empty())
            for (const auto& c : run->rounds.front().candidates) {
              if (g.sourceOrigins.count(c.name)) continue;
              std::vector<std::string> origins = originsOfCandidate(c.description);
              std::reverse(origins.begin(), origins.end());
              g.sourceOrigins.emplace(c.name, std::move(origins));
            }
        }
    }
    else dump.notes.push_back("torch log " + dump.logPath + " not parsed: it holds no foreach groups or timed fusions");
  } else {
    dump.notes.push_back("no torch log (torch_logs.txt) found; pass one to see Inductor's fusion rounds");
  }
  // AOTAutograd's backward takes what its forward saved (SavedTensors.h)
  linkSavedTensors(dump, dump.notes);
  assignReleases(dump, options);
  auto lg = logger("inductor");
  for (const auto& n : dump.notes) lg->info("{}: {}", input, n);
  for (const auto& w : dump.warnings) lg->warn("{}", w);
  for (const auto& f : dump.failedGraphs) lg->warn("graph '{}' not loaded: {}", f.name, f.error);
  return dump;
}

}  // namespace fs::inductor
