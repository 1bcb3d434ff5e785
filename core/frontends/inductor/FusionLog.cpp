// FusionLog: a line-driven state machine over the `[__fusion]` lines of a torch
// log. See FusionLog.h for the accepted shapes.
//
//   "===== attempting fusion (1/10)"  -> new run, round 1 open
//   "fuse_nodes_once, candidates:"    -> candidate block (round, or tail after "fusion complete")
//   "  Kind(name='opN'), ..."         -> candidate
//   "cannot fuse / fusing"            -> decision of the open round (or of the tail)
//   "found N possible fusions"        -> later decisions are afterFound
//   "completed fusion round (i/10)"   -> round closed
//   "===== fusion complete (N iterations) =====" -> run closed; a following block is its tail
//
// Speed: a torch log of a large model runs to hundreds of megabytes (a 4,740-node
// llama: 150 MB, 117K lines of up to 37 KB), nearly all of it `[__fusion]`
// candidate lines. Lines are string_views into the text and only the fields kept
// are copied (parsing runs at several GB/s; bench_log measures it). The file is
// read with one read(2) into a buffer of its size, not through an ostringstream,
// which grows by doubling and copies the text once more (that llama log: 180 ms
// of the 200 ms that reading and parsing took, now 70 of 90).
#include "core/frontends/inductor/FusionLog.h"

#include <algorithm>
#include <charconv>

#include <functional>
#include <unordered_set>
#include <variant>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "core/frontends/inductor/TextScan.h"
#include "core/util/Error.h"

namespace fs::inductor {
namespace {

using detail::Scan;
using detail::startsWith;

constexpr std::string_view kTag = "[__fusion]";

// Expected shapes, quoted in errors.
constexpr const char* kRoundHeader = "expected '===== attempting fusion (<round>/<max>): <N> nodes ====='";
constexpr const char* kRoundEnd =
    "expected 'completed fusion round (<round>/<max>): fused <A> nodes into <B> nodes'";
constexpr const char* kComplete = "expected '===== fusion complete (<N> iterations) ====='";
constexpr const char* kFound = "expected 'found <N> possible fusions'";
constexpr const char* kCannot = "expected 'cannot fuse <node1> with <node2>: <reason>'";
constexpr const char* kFusing = "expected 'fusing <node1> with <node2>'";
constexpr const char* kCandidate =
    "expected a candidate '  <Kind>(name='<node>')[, <description>]' or "
    "'  <Kind>(nodes=<node>), snodes: [...]'";

/// True when a line starts like a log record (glog prefix, "[rank0]:", a tag),
/// i.e. it cannot be the continuation of a multi-line message.
bool looksLikeRecord(std::string_view line) {
  if (line.find("[__") != std::string_view::npos) return true;
  if (startsWith(line, "[rank")) return true;
  // glog: one of IWEVDC, 4 digits (MMDD), a space.
  if (line.size() > 5 && std::string_view("IWEVDC").find(line[0]) != std::string_view::npos &&
      std::isdigit(static_cast<unsigned char>(line[1])) && std::isdigit(static_cast<unsigned char>(line[2])) &&
      std::isdigit(static_cast<unsigned char>(line[3])) && std::isdigit(static_cast<unsigned char>(line[4])) &&
      line[5] == ' ')
    return true;
  // Python warnings: "path.py:123: SomeWarning: ..."
  std::size_t w = line.find("Warning: ");
  if (w != std::string_view::npos && line.find(".py:") < w) return true;
  return false;
}

/// The compile id of a tagged line: the last "[a/b]" group before the tag.
std::string_view compileIdOf(std::string_view prefix) {
  while (!prefix.empty() && prefix.back() == ' ') prefix.remove_suffix(1);
  if (prefix.empty() || prefix.back() != ']') return {};
  std::size_t open = prefix.rfind('[');
  if (open == std::string_view::npos) return {};
  std::string_view id = prefix.substr(open + 1, prefix.size() - open - 2);
  if (id.find('/') == std::string_view::npos) return {};
  return id;
}

class Parser {
 public:
  Parser(const std::string& file) : file_(file) {}

  void line(std::string_view text, int number) {
    std::size_t tag = text.find(kTag);
    if (tag == std::string_view::npos) {
      untagged(text, number);
      return;
    }
    continuation_ = nullptr;
    autotuneOpen_ = nullptr;
    std::string_view msg = text.substr(tag + kTag.size());
    if (!msg.empty() && msg.front() == ' ') msg.remove_prefix(1);
    tagged(msg, compileIdOf(text.substr(0, tag)), number);
  }

  FusionLog finish() {
    log_.sourcePath = file_;
    return std::move(log_);
  }

 private:
  enum class Block { None, Candidates, Decisions };

  [[noreturn]] void fail(int line, const std::string& what) const { throw InputError(file_, line, what); }

  // select_algorithm's autotune table (printed to stderr, no log prefix):
  //   AUTOTUNE convolution(8x3x64x64, 32x3x3x3)
  //   strides: ...  / dtypes: ...
  //     convolution 0.0116 ms 100.0%
  //     triton_convolution2d_1 0.0294 ms 39.4% ALLOW_TF32=False, ...
  //   SingleProcess AUTOTUNE benchmarking takes 0.4105 seconds ...
  // A Triton choice is named triton_<template name>_<index>. True when the line was one.
  // A table belongs to the run that is open (a MultiTemplateBuffer is timed during its
  // graph's fusion, before debug.py names the run), else to the next run (a template
  // chosen while its graph was lowered).
  bool autotuneLine(std::string_view text, int number) {
    std::string_view t = detail::trim(text);
    const std::size_t open = t.find('('), close = t.rfind(')');
    if (startsWith(t, "AUTOTUNE ") && open != std::string_view::npos && close != std::string_view::npos &&
        close > open) {
      ir::LogAutotune table;
      table.op = std::string(detail::trim(t.substr(9, open - 9)));
      for (std::string_view shape : detail::splitTopLevel(t.substr(open + 1, close - open - 1)))
        table.shapes.emplace_back(detail::trim(shape));
      table.line = number;
      const bool runOpen = !log_.runs.empty() && log_.runs.back().graphId.empty();
      auto& into = runOpen ? log_.runs.back().autotune : autotune_;
      into.push_back(std::move(table));
      autotuneOpen_ = &into.back();
      return true;
    }
    if (!autotuneOpen_) return false;
    if (startsWith(t, "triton_") && text.size() > t.size()) {  // indented: a choice
      const std::size_t space = t.find(' ');
      std::string_view name = t.substr(7, space == std::string_view::npos ? t.npos : space - 7);
      const std::size_t us = name.rfind('_');
      if (us != std::string_view::npos && us > 0 && us + 1 < name.size() &&
          name.find_first_not_of("0123456789", us + 1) == std::string_view::npos)
        autotuneOpen_->templates.emplace_back(name.substr(0, us));
      return true;
    }
    if (startsWith(t, "strides:") || startsWith(t, "dtypes:") || (text.size() > t.size() && !t.empty())) return true;
    autotuneOpen_ = nullptr;  // "SingleProcess AUTOTUNE benchmarking takes ..." or anything else ends it
    return false;
  }

  void untagged(std::string_view text, int number) {
    if (autotuneLine(text, number)) return;
    // debug.py: "... model__0_forward_1 debug trace: /path/model__0_forward_1.0"
    std::size_t dt = text.find(" debug trace: ");
    if (dt != std::string_view::npos) {
      continuation_ = nullptr;
      std::size_t start = text.rfind(' ', dt - 1);
      std::string_view id = text.substr(start == std::string_view::npos ? 0 : start + 1,
                                        dt - (start == std::string_view::npos ? 0 : start + 1));
      int m = 0, c = 0, s = 0;
      std::string kind;
      if (parseGraphId(id, m, kind, c, s) && !log_.runs.empty() && log_.runs.back().graphId.empty()) {
        // Names the run just before it (a graph without a fuse_nodes run leaves the
        // previous, already named run alone).
        log_.runs.back().graphId = std::string(id);
        log_.runs.back().debugTracePath = std::string(detail::trim(text.substr(dt + 14)));
      }
      return;
    }
    if (continuation_ && !text.empty() && !looksLikeRecord(text)) {
      continuation_->reason += '\n';
      continuation_->reason += text;
      return;
    }
    continuation_ = nullptr;
  }

  LogGraphRun& newRun(std::string_view compileId, int number) {
    log_.runs.emplace_back();
    LogGraphRun& run = log_.runs.back();
    run.compileId = compileId;
    run.line = number;
    run.autotune = std::move(autotune_);
    autotune_.clear();
    autotuneOpen_ = nullptr;
    complete_ = false;
    tail_ = false;
    block_ = Block::None;
    return run;
  }

  /// The round that is open (header seen, "completed" not yet), or nullptr.
  LogRound* openRound() {
    if (log_.runs.empty() || complete_) return nullptr;
    auto& rounds = log_.runs.back().rounds;
    if (rounds.empty() || rounds.back().nodesAfter >= 0) return nullptr;
    return &rounds.back();
  }

  void tagged(std::string_view msg, std::string_view compileId, int number) {
    if (startsWith(msg, "===== attempting fusion")) return roundHeader(msg, compileId, number);
    if (startsWith(msg, "completed fusion round")) return roundEnd(msg, number);
    if (startsWith(msg, "===== fusion complete")) return fusionComplete(msg, number);
    if (startsWith(msg, "fuse_nodes_once")) return candidatesHeader(msg, compileId, number);
    if (startsWith(msg, "found ") && msg.find("possible fusion") != std::string_view::npos)
      return found(msg, number);
    if (startsWith(msg, "can fuse (benchmark): ") || startsWith(msg, "cannot fuse (benchmark): "))
      return benchmark(msg, number);
    if (startsWith(msg, "cannot fuse")) return cannotFuse(msg, number);
    if (startsWith(msg, "fusing ")) return fusing(msg, number);
    if (startsWith(msg, "  ") && msg.size() > 2 && std::isalpha(static_cast<unsigned char>(msg[2])))
      return candidate(msg, number);
    // Blank lines and other messages of the channel carry nothing we model.
  }

  void roundHeader(std::string_view msg, std::string_view compileId, int number) {
    Scan s(msg);
    int index = 0, max = 0, nodes = 0;
    if (!(s.lit("===== attempting fusion (") && s.integer(index) && s.lit("/") && s.integer(max) &&
          s.lit("): ") && s.integer(nodes) && s.lit(" nodes =====") && s.atEnd()))
      fail(number, kRoundHeader);
    if (index < 1 || index > max) fail(number, "round " + std::to_string(index) + " out of 1.." + std::to_string(max));
    if (index == 1 || log_.runs.empty() || complete_) {
      if (index != 1)
        fail(number, "expected '===== attempting fusion (1/" + std::to_string(max) +
                         ")' to start a fuse_nodes run, got round " + std::to_string(index));
      newRun(compileId, number);
    } else {
      auto& rounds = log_.runs.back().rounds;
      int last = rounds.empty() ? 0 : rounds.back().index;
      if (index != last + 1 || (!rounds.empty() && rounds.back().nodesAfter < 0))
        fail(number, "expected 'completed fusion round (" + std::to_string(last) + "/" + std::to_string(max) +
                         ")' and then round " + std::to_string(last + 1) + ", got round " + std::to_string(index));
    }
    LogRound round;
    round.index = index;
    round.maxRounds = max;
    round.nodesBefore = nodes;
    round.line = number;
    log_.runs.back().rounds.push_back(std::move(round));
    block_ = Block::None;
    afterFound_ = false;
  }

  void roundEnd(std::string_view msg, int number) {
    Scan s(msg);
    int index = 0, max = 0, a = 0, b = 0;
    if (!(s.lit("completed fusion round (") && s.integer(index) && s.lit("/") && s.integer(max) && s.lit("): fused ") &&
          s.integer(a) && s.lit(" nodes into ") && s.integer(b) && s.lit(" nodes") && s.atEnd()))
      fail(number, kRoundEnd);
    LogRound* round = openRound();
    if (!round) fail(number, "'completed fusion round (" + std::to_string(index) + "/" + std::to_string(max) +
                                 ")' without an open round; expected '===== attempting fusion' before it");
    if (round->index != index)
      fail(number, "expected 'completed fusion round (" + std::to_string(round->index) + "/" +
                       std::to_string(round->maxRounds) + ")' to close the open round, got round " +
                       std::to_string(index));
    if (round->nodesBefore != a)
      fail(number, "expected 'fused " + std::to_string(round->nodesBefore) + " nodes into ...' (round " +
                       std::to_string(index) + " started with " + std::to_string(round->nodesBefore) +
                       " nodes), got " + std::to_string(a));
    round->nodesAfter = b;
    block_ = Block::None;
  }

  void fusionComplete(std::string_view msg, int number) {
    Scan s(msg);
    int n = 0;
    if (!(s.lit("===== fusion complete (") && s.integer(n) && s.lit(" iterations) =====") && s.atEnd()))
      fail(number, kComplete);
    if (log_.runs.empty() || complete_)
      fail(number, "'fusion complete' without a fuse_nodes run; expected '===== attempting fusion (1/10)' before it");
    if (LogRound* open = openRound())
      fail(number, "expected 'completed fusion round (" + std::to_string(open->index) + "/" +
                       std::to_string(open->maxRounds) + ")' before 'fusion complete'");
    log_.runs.back().iterations = n;
    complete_ = true;
    block_ = Block::None;
  }

  void candidatesHeader(std::string_view msg, std::string_view compileId, int number) {
    if (msg != "fuse_nodes_once, candidates:") fail(number, "expected 'fuse_nodes_once, candidates:'");
    if (LogRound* round = openRound()) {
      if (!round->candidates.empty() || round->possibleFusions >= 0 || !round->decisions.empty())
        fail(number, "a second 'fuse_nodes_once, candidates:' in round " + std::to_string(round->index) +
                         "; expected 'completed fusion round' first");
    } else if (complete_) {
      tail_ = true;
    } else if (log_.runs.empty() || !log_.runs.back().rounds.empty()) {
      // A pass outside any round sequence: keep it as the tail of a run of its own.
      newRun(compileId, number);
      complete_ = true;
      tail_ = true;
    } else {
      tail_ = true;
    }
    block_ = Block::Candidates;
    afterFound_ = false;
  }

  void candidate(std::string_view msg, int number) {
    Scan s(msg);
    std::string_view kind, name, rest;
    LogCandidate c;
    if (!(s.lit("  ") && s.ident(kind) && s.lit("("))) fail(number, kCandidate);
    if (s.lit("name='")) {
      if (!(s.until("'", name) && s.lit("')"))) fail(number, kCandidate);
    } else if (s.lit("nodes=")) {
      if (!(s.until(")", name) && s.lit(")"))) fail(number, kCandidate);
    } else {
      fail(number, kCandidate);
    }
    if (name.empty()) fail(number, kCandidate);
    if (!s.atEnd()) {
      if (!s.lit(", ")) fail(number, kCandidate);
      rest = s.rest();
    }
    if (block_ != Block::Candidates)
      fail(number, "candidate line outside a candidate list; expected 'fuse_nodes_once, candidates:' before it");
    c.kind = std::string(kind);
    c.name = std::string(name);
    c.description = std::string(rest);
    c.line = number;
    if (LogRound* round = openRound())
      round->candidates.push_back(std::move(c));
    else
      log_.runs.back().tailCandidates.push_back(std::move(c));
  }

  void found(std::string_view msg, int number) {
    Scan s(msg);
    int n = 0;
    if (!(s.lit("found ") && s.integer(n) && s.lit(" possible fusions") && s.atEnd())) fail(number, kFound);
    if (LogRound* round = openRound()) {
      round->possibleFusions = n;
    } else if (!log_.runs.empty() && tail_) {
      log_.runs.back().tailPossibleFusions = n;
    } else {
      fail(number, "'found N possible fusions' outside a fusion round; expected '===== attempting fusion' or "
                   "'fuse_nodes_once, candidates:' before it");
    }
    block_ = Block::Decisions;
    afterFound_ = true;
  }

  void addDecision(LogDecision d) {
    d.afterFound = afterFound_;
    block_ = Block::Decisions;
    std::vector<LogDecision>* target = nullptr;
    if (LogRound* round = openRound())
      target = &round->decisions;
    else if (!log_.runs.empty() && complete_)
      target = &log_.runs.back().tail;
    else if (!log_.runs.empty() && !log_.runs.back().rounds.empty())
      target = &log_.runs.back().rounds.back().decisions;  // between rounds: the last round's
    if (!target) {
      continuation_ = nullptr;  // a decision before any run: nothing to attach it to
      return;
    }
    target->push_back(std::move(d));
    continuation_ = target->back().kind == LogDecision::Kind::CannotFuse ? &target->back() : nullptr;
  }

  void cannotFuse(std::string_view msg, int number) {
    Scan s(msg);
    LogDecision d;
    d.kind = LogDecision::Kind::CannotFuse;
    d.line = number;
    std::string_view n1, n2;
    if (s.lit("cannot fuse (")) {
      // Older backends: "cannot fuse (triton:1): numel/rnumel mismatch (reduce) (...)"
      std::string_view r = msg.substr(std::string_view("cannot fuse ").size());
      if (r.find("): ") == std::string_view::npos) fail(number, kCannot);
      d.reason = std::string(r);
    } else {
      if (!(s.lit("cannot fuse ") && s.word(n1) && s.lit(" with ") && s.word(n2))) fail(number, kCannot);
      // The second name ends at ':' (names have no ':'), the reason follows ": ".
      std::size_t colon = n2.find(':');
      if (colon == std::string_view::npos) fail(number, kCannot);
      std::string_view after = msg.substr(static_cast<std::size_t>(n2.data() - msg.data()) + colon);
      n2 = n2.substr(0, colon);
      if (n2.empty() || !startsWith(after, ": ") || after.size() <= 2) fail(number, kCannot);
      d.node1 = std::string(n1);
      d.node2 = std::string(n2);
      d.reason = std::string(after.substr(2));
    }
    addDecision(std::move(d));
  }

  // "can fuse (benchmark): fusing OrderedSet(['buf0']) with OrderedSet(['buf1']) cause
  // \x1b[32m1.560\x1b[39mx speedup" (the factor may be coloured); unreadable ones are skipped.
  void benchmark(std::string_view msg, int number) {
    LogBenchmark b;
    b.faster = startsWith(msg, "can fuse");
    b.line = number;
    auto names = [](std::string_view set, std::vector<std::string>& out) {
      for (std::size_t q = set.find('\''); q != std::string_view::npos; q = set.find('\'', q + 1)) {
        std::size_t e = set.find('\'', q + 1);
        if (e == std::string_view::npos) return false;
        out.emplace_back(set.substr(q + 1, e - q - 1));
        q = e;
      }
      return !out.empty();
    };
    const std::size_t with = msg.find(") with ");
    const std::size_t cause = msg.find(" cause ");
    if (with == std::string_view::npos || cause == std::string_view::npos || cause < with) return;
    if (!names(msg.substr(0, with), b.buffers1) || !names(msg.substr(with, cause - with), b.buffers2)) return;
    std::string factor;
    for (std::size_t i = cause + 7; i < msg.size(); ++i) {
      if (msg[i] == '\x1b') {  // an ANSI colour: skip to its 'm'
        while (i < msg.size() && msg[i] != 'm') ++i;
        continue;
      }
      if (std::isdigit(static_cast<unsigned char>(msg[i])) || msg[i] == '.') factor += msg[i];
      else if (!factor.empty()) break;
    }
    b.ratio = factor.empty() ? 0 : std::strtod(factor.c_str(), nullptr);
    LogRound* r = openRound();
    if (!r && !log_.runs.empty() && !log_.runs.back().rounds.empty()) r = &log_.runs.back().rounds.back();
    if (r) r->benchmarks.push_back(std::move(b));
  }

  void fusing(std::string_view msg, int number) {
    Scan s(msg);
    std::string_view n1, n2;
    if (!(s.lit("fusing ") && s.word(n1) && s.lit(" with ") && s.word(n2) && s.atEnd())) fail(number, kFusing);
    LogDecision d;
    d.kind = LogDecision::Kind::Fusing;
    d.node1 = std::string(n1);
    d.node2 = std::string(n2);
    d.line = number;
    addDecision(std::move(d));
  }

  const std::string& file_;
  FusionLog log_;
  bool complete_ = false;   // the last run printed "fusion complete"
  bool tail_ = false;       // a candidate block after "fusion complete" was seen
  bool afterFound_ = false;
  Block block_ = Block::None;
  LogDecision* continuation_ = nullptr;  // a reason that may continue on the next line
  // max-autotune's AUTOTUNE tables seen while no run was open: the next run's
  std::vector<ir::LogAutotune> autotune_;
  ir::LogAutotune* autotuneOpen_ = nullptr;  // the table whose choice lines follow
};

/// The whole content of `path`: a regular file in one read(2) into a buffer of the
/// size fstat gives (a log still being written is read as it was at that moment),
/// anything else (a pipe, a file of no stated size) in chunks up to its end.
/// Throws fs::InputError(path, 0, "cannot read file") when it cannot be opened or
/// read (also a folder).
std::string readLogFile(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw InputError(path, 0, "cannot read file");
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  const bool sized = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0;
  if (sized && static_cast<std::uint64_t>(st.st_size) > kMaxInputBytes)
    throw InputError(path, 0, tooLargeMessage(static_cast<std::uint64_t>(st.st_size)));
  std::string text(sized ? static_cast<std::size_t>(st.st_size) : 0, '\0');
  std::size_t got = 0;
  for (;;) {
    if (got == text.size()) {
      if (sized) break;
      if (got > kMaxInputBytes) throw InputError(path, 0, tooLargeMessage(got) + " (stopped reading)");
      text.resize(got + (std::size_t{1} << 20));
    }
    const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw InputError(path, 0, "cannot read file");
    if (n == 0) break;  // shorter than fstat said (truncated meanwhile), or the end of a pipe
    got += static_cast<std::size_t>(n);
  }
  text.resize(got);
  return text;
}

}  // namespace

bool parseGraphId(std::string_view id, int& model, std::string& kind, int& compile, int& sub) {
  Scan s(id);
  if (!s.lit("model__") || !s.integer(model) || !s.lit("_")) return false;
  for (std::string_view k : {"inference", "forward", "backward"}) {
    if (s.lit(k)) {
      kind = std::string(k);
      if (!s.lit("_") || !s.integer(compile)) return false;
      sub = -1;
      if (s.lit(".") && !s.integer(sub)) return false;
      return s.atEnd();
    }
  }
  return false;
}

FusionLog parseFusionLog(std::string_view text, const std::string& file) {
  Parser parser(file);
  detail::Lines lines(text);
  std::string_view line;
  while (lines.next(line)) parser.line(line, lines.number());
  return parser.finish();
}

void scanLogText(const std::string& path, const std::function<void(std::string_view)>& scan) {
  checkInputSize(path);
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw InputError(path, 0, "cannot read file");
  struct stat st {};
  const bool sized = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0;
  void* map = sized ? ::mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0) : MAP_FAILED;
  ::close(fd);
  if (map == MAP_FAILED) return scan(readLogFile(path));  // a pipe, or not mappable
  ::madvise(map, static_cast<std::size_t>(st.st_size), MADV_SEQUENTIAL);
  struct Unmap {
    void* map;
    std::size_t size;
    ~Unmap() { ::munmap(map, size); }
  } unmap{map, static_cast<std::size_t>(st.st_size)};
  scan(std::string_view(static_cast<const char*>(map), static_cast<std::size_t>(st.st_size)));
}

std::vector<std::vector<std::string>> foreachListsFromLog(const LogGraphRun& run, const ir::Graph& graph) {
  std::vector<std::vector<std::string>> lists;
  if (run.rounds.empty()) return lists;
  std::unordered_set<std::string> names;
  for (const auto& n : graph.nodes) names.insert(n.name);
  for (const auto& c : run.rounds.front().candidates) {
    if (c.kind != "ForeachKernelSchedulerNode") continue;
    // "op0_op1_op2": the members' names joined by '_' (names may hold '_' too).
    std::vector<std::string> list;
    std::string part;
    std::size_t start = 0;
    while (start <= c.name.size()) {
      std::size_t end = c.name.find('_', start);
      if (end == std::string::npos) end = c.name.size();
      part += (part.empty() ? "" : "_") + c.name.substr(start, end - start);
      if (names.count(part)) {
        list.push_back(part);
        part.clear();
      }
      start = end + 1;
    }
    if (!list.empty()) lists.push_back(std::move(list));
  }
  return lists;
}

std::vector<ir::BenchmarkVerdict> benchmarkVerdictsFromLog(const LogGraphRun& run) {
  std::vector<ir::BenchmarkVerdict> out;
  for (const auto& r : run.rounds)
    for (const auto& b : r.benchmarks) out.push_back({b.buffers1, b.buffers2, b.faster, b.ratio, b.line});
  return out;
}

std::map<std::string, std::vector<std::string>> autotuneTemplatesFromLog(const LogGraphRun& run,
                                                                          const ir::Graph& graph) {
  // A table's inputs as printed ("8x3x64x64") against a template node's reads: each
  // MemoryDep's extents are its input's sizes as the template sees them (views and
  // expansions included). Sizes of 1 are left out on both sides.
  auto squeezed = [](const std::vector<std::int64_t>& sizes) {
    std::string out;
    for (auto v : sizes)
      if (v != 1) out += (out.empty() ? "" : "x") + std::to_string(v);
    return out;
  };
  auto tableShapes = [&](const ir::LogAutotune& t) {
    std::vector<std::string> out;
    for (const auto& shape : t.shapes) {
      std::vector<std::int64_t> sizes;
      std::size_t p = 0;
      while (p <= shape.size()) {
        const std::size_t x = std::min(shape.find('x', p), shape.size());
        std::int64_t v = 0;
        auto [end, ec] = std::from_chars(shape.data() + p, shape.data() + x, v);
        if (ec != std::errc() || end != shape.data() + x) return std::vector<std::string>{};  // symbolic: no match
        sizes.push_back(v);
        p = x + 1;
      }
      out.push_back(squeezed(sizes));
    }
    std::sort(out.begin(), out.end());
    return out;
  };
  std::map<std::string, std::vector<std::string>> out;
  std::vector<bool> used(run.autotune.size(), false);
  for (const auto& n : graph.nodes) {
    if (!n.isTemplate()) continue;
    std::vector<std::string> inputs;
    for (const auto& d : n.unmet_dependencies)
      if (const auto* m = std::get_if<ir::MemoryDep>(&d)) {
        std::vector<std::int64_t> sizes;
        for (const auto& r : m->var_ranges) sizes.push_back(r.second);
        inputs.push_back(squeezed(sizes));
      }
    for (const auto& d : n.met_dependencies)
      if (const auto* m = std::get_if<ir::MemoryDep>(&d)) {
        std::vector<std::int64_t> sizes;
        for (const auto& r : m->var_ranges) sizes.push_back(r.second);
        inputs.push_back(squeezed(sizes));
      }
    std::sort(inputs.begin(), inputs.end());
    // the first unused table with a Triton choice over the same inputs
    for (std::size_t i = 0; i < run.autotune.size(); ++i) {
      if (used[i] || run.autotune[i].templates.empty() || tableShapes(run.autotune[i]) != inputs) continue;
      used[i] = true;
      out.emplace(n.name, run.autotune[i].templates);
      break;
    }
  }
  return out;
}

bool logMayHoldSchedulerFacts(const std::string& path) {
  bool found = false;
  scanLogText(path, [&](std::string_view text) {
    for (std::string_view needle : {std::string_view("ForeachKernelSchedulerNode"), std::string_view("(benchmark)"),
                                    std::string_view("\nAUTOTUNE ")})
      if (::memmem(text.data(), text.size(), needle.data(), needle.size())) found = true;
  });
  return found;
}

FusionLog readFusionLog(const std::string& path) {
  std::string text = readLogFile(path);
  return parseFusionLog(text, path);
}

std::vector<std::string> originsOfCandidate(std::string_view d) {
  std::vector<std::string> out;
  constexpr std::string_view head = "origins=OrderedSet([";
  std::size_t p = d.find(head);
  if (p == std::string_view::npos) return out;
  p += head.size();
  std::size_t e = d.find("])", p);
  if (e == std::string_view::npos) return out;
  for (std::string_view item : detail::splitTopLevel(d.substr(p, e - p)))
    if (!item.empty()) out.emplace_back(item);
  return out;
}

}  // namespace fs::inductor
