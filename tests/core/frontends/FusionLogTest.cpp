// The fusion-log reader on the real torch logs of samples/ (every one of them),
// and on small logs that show each accepted variant and each error.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

#include "core/frontends/inductor/FusionLog.h"
#include "core/util/Error.h"
#include "tests/core/TestData.h"

using namespace fs::inductor;

namespace {
using fs::testdata::kSamples;
using fs::testdata::slurp;

FusionLog readSample(const std::string& rel) { return readFusionLog(kSamples + "/" + rel); }

int countKind(const std::vector<LogDecision>& ds, LogDecision::Kind kind) {
  int n = 0;
  for (const auto& d : ds) n += d.kind == kind;
  return n;
}

/// Parses `text` and returns the error it raises ("" when none).
std::string errorOf(const std::string& text, int* line = nullptr) {
  try {
    parseFusionLog(text, "t.log");
  } catch (const fs::InputError& e) {
    if (line) *line = e.line();
    return e.message();
  }
  return "";
}

const std::string P = "V1129 19:02:32.182000 839 torch/_inductor/scheduler.py:3706] [0/0] [__fusion] ";

/// Every field of a parsed log, one line per record, so that two logs compare whole.
std::string dump(const FusionLog& log) {
  std::ostringstream o;
  auto candidate = [&](const LogCandidate& c) {
    o << "C " << c.line << ' ' << c.kind << '|' << c.name << '|' << c.description << '\n';
  };
  auto decision = [&](const LogDecision& d) {
    o << "D " << d.line << ' ' << static_cast<int>(d.kind) << d.afterFound << ' ' << d.node1 << '|' << d.node2 << '|'
      << d.reason << '\n';
  };
  o << log.sourcePath << '\n';
  for (const auto& run : log.runs) {
    o << "RUN " << run.line << ' ' << run.compileId << ' ' << run.iterations << ' ' << run.tailPossibleFusions << ' '
      << run.graphId << '|' << run.debugTracePath << '\n';
    for (const auto& r : run.rounds) {
      o << "ROUND " << r.line << ' ' << r.index << '/' << r.maxRounds << ' ' << r.nodesBefore << ' ' << r.nodesAfter
        << ' ' << r.possibleFusions << '\n';
      for (const auto& c : r.candidates) candidate(c);
      for (const auto& d : r.decisions) decision(d);
    }
    for (const auto& c : run.tailCandidates) candidate(c);
    for (const auto& d : run.tail) decision(d);
  }
  return o.str();
}
}  // namespace

TEST(FusionLog, BnReluMaxpoolOneRoundNoSharedData) {
  FusionLog log = readSample("inductor/bn_relu_maxpool/torch_logs.txt");
  ASSERT_EQ(log.runs.size(), 1u);
  const LogGraphRun& run = log.runs[0];
  EXPECT_EQ(run.compileId, "0/0");
  EXPECT_EQ(run.graphId, "model__0_inference_0");
  EXPECT_EQ(run.iterations, 1);
  ASSERT_EQ(run.rounds.size(), 1u);
  const LogRound& r = run.rounds[0];
  EXPECT_EQ(r.index, 1);
  EXPECT_EQ(r.maxRounds, 10);
  EXPECT_EQ(r.nodesBefore, 5);
  EXPECT_EQ(r.nodesAfter, 5);
  EXPECT_EQ(r.possibleFusions, 0);
  EXPECT_EQ(r.line, 5);
  ASSERT_EQ(r.candidates.size(), 5u);
  EXPECT_EQ(r.candidates[2].kind, "ExternKernelSchedulerNode");
  EXPECT_EQ(r.candidates[2].name, "op2");
  EXPECT_EQ(r.candidates[2].description, "");
  EXPECT_EQ(r.candidates[3].kind, "SchedulerNode");
  EXPECT_EQ(r.candidates[3].name, "op3");
  EXPECT_EQ(r.candidates[3].description.rfind("Pointwise(['[2, 64, 112, 112]'", 0), 0u);
  ASSERT_EQ(r.decisions.size(), 1u);
  const LogDecision& d = r.decisions[0];
  EXPECT_EQ(d.kind, LogDecision::Kind::CannotFuse);
  EXPECT_EQ(d.node1, "op3");
  EXPECT_EQ(d.node2, "op4");
  EXPECT_EQ(d.reason, "no shared data");
  EXPECT_EQ(d.line, 12);
  EXPECT_FALSE(d.afterFound);
  // The pass after "fusion complete" lists the same 5 nodes and the same refusal.
  EXPECT_EQ(run.tailCandidates.size(), 5u);
  EXPECT_EQ(run.tailPossibleFusions, 0);
  ASSERT_EQ(run.tail.size(), 1u);
  EXPECT_EQ(run.tail[0].reason, "no shared data");
  EXPECT_EQ(run.tail[0].line, 23);
}

TEST(FusionLog, Resnet50TrainSplitsIntoForwardAndBackward) {
  FusionLog log = readSample("inductor/resnet50_train/torch_logs.txt");
  ASSERT_EQ(log.runs.size(), 2u);

  const LogGraphRun& fwd = log.runs[0];
  EXPECT_EQ(fwd.graphId, "model__0_forward_1");
  EXPECT_EQ(fwd.line, 5);
  EXPECT_EQ(fwd.iterations, 2);
  ASSERT_EQ(fwd.rounds.size(), 2u);
  EXPECT_EQ(fwd.rounds[0].nodesBefore, 742);
  EXPECT_EQ(fwd.rounds[0].nodesAfter, 274);
  EXPECT_EQ(fwd.rounds[0].candidates.size(), 742u);
  EXPECT_EQ(fwd.rounds[0].possibleFusions, 513);
  EXPECT_EQ(countKind(fwd.rounds[0].decisions, LogDecision::Kind::Fusing), 468);
  EXPECT_EQ(fwd.rounds[1].nodesBefore, 274);
  EXPECT_EQ(fwd.rounds[1].nodesAfter, 274);
  EXPECT_EQ(fwd.rounds[1].possibleFusions, 0);
  // The last pass still fuses: 10 candidates found, 9 fused.
  EXPECT_EQ(fwd.tailCandidates.size(), 274u);
  EXPECT_EQ(fwd.tailPossibleFusions, 10);
  EXPECT_EQ(countKind(fwd.tail, LogDecision::Kind::Fusing), 9);
  EXPECT_EQ(fwd.tail.front().kind, LogDecision::Kind::CannotFuse);
  EXPECT_EQ(fwd.tail.back().node1, "op468_op469_op471_op896_op897_op899_op900");
  EXPECT_EQ(fwd.tail.back().node2, "op472_op473_op476_op474");
  EXPECT_TRUE(fwd.tail.back().afterFound);

  const LogGraphRun& bwd = log.runs[1];
  EXPECT_EQ(bwd.graphId, "model__0_backward_3");
  EXPECT_EQ(bwd.line, 3250);
  EXPECT_EQ(bwd.iterations, 2);
  ASSERT_EQ(bwd.rounds.size(), 2u);
  EXPECT_EQ(bwd.rounds[0].nodesBefore, 471);
  EXPECT_EQ(bwd.rounds[0].nodesAfter, 356);
  EXPECT_EQ(bwd.rounds[0].possibleFusions, 127);
  EXPECT_EQ(countKind(bwd.rounds[0].decisions, LogDecision::Kind::Fusing), 115);
  EXPECT_EQ(bwd.rounds[1].nodesAfter, 356);
  EXPECT_EQ(bwd.tailPossibleFusions, 9);
  EXPECT_EQ(countKind(bwd.tail, LogDecision::Kind::Fusing), 9);
}

TEST(FusionLog, FusedCandidatesAndReasonsOfTheCatalogue) {
  FusionLog log = readSample("inductor/resnet50_train/torch_logs.txt");
  const LogRound& r2 = log.runs[0].rounds[1];
  bool sawFused = false;
  for (const auto& c : r2.candidates)
    if (c.kind == "FusedSchedulerNode") {
      sawFused = true;
      EXPECT_NE(c.name.find('_'), std::string::npos);
      EXPECT_EQ(c.description.rfind("snodes: [", 0), 0u);
    }
  EXPECT_TRUE(sawFused);
  std::set<std::string> reasons;
  for (const auto& run : log.runs)
    for (const auto& r : run.rounds)
      for (const auto& d : r.decisions)
        if (d.kind == LogDecision::Kind::CannotFuse) reasons.insert(d.reason);
  EXPECT_EQ(reasons, (std::set<std::string>{"no shared data", "intermediate nodes between node1 & node2",
                                            "Nodes are too far away. Fusing them may increase peak memory."}));
}

TEST(FusionLog, CpuOuterLoopFusedCandidates) {
  FusionLog log = readSample("inductor_cpu/gpt2_eval/torch_logs.txt");
  ASSERT_EQ(log.runs.size(), 1u);
  ASSERT_EQ(log.runs[0].rounds.size(), 3u);
  EXPECT_EQ(log.runs[0].rounds[1].nodesBefore, 46);
  EXPECT_EQ(log.runs[0].rounds[1].nodesAfter, 37);
  int outer = 0;
  for (const auto& r : log.runs[0].rounds)
    for (const auto& c : r.candidates) outer += c.kind == "OuterLoopFusedSchedulerNode";
  EXPECT_GT(outer, 0);
}

// Every sample log: each round lists one candidate per node, and the nodes it
// lost are exactly its "fusing" lines; the run ends with "fusion complete".
TEST(FusionLog, EverySampleLogIsConsistent) {
  int logs = 0;
  for (const char* backend : {"inductor", "inductor_cpu"})
    for (const auto& model : std::filesystem::directory_iterator(kSamples + "/" + backend)) {
      auto path = model.path() / "torch_logs.txt";
      if (!std::filesystem::exists(path)) continue;
      ++logs;
      SCOPED_TRACE(path.string());
      FusionLog log = readFusionLog(path.string());
      ASSERT_FALSE(log.runs.empty());
      for (const auto& run : log.runs) {
        EXPECT_FALSE(run.graphId.empty());
        EXPECT_EQ(run.iterations, static_cast<int>(run.rounds.size()));
        for (std::size_t i = 0; i < run.rounds.size(); ++i) {
          const LogRound& r = run.rounds[i];
          EXPECT_EQ(r.index, static_cast<int>(i) + 1);
          EXPECT_EQ(static_cast<int>(r.candidates.size()), r.nodesBefore);
          EXPECT_EQ(r.nodesBefore - r.nodesAfter, countKind(r.decisions, LogDecision::Kind::Fusing));
          if (i > 0) {
            EXPECT_EQ(r.nodesBefore, run.rounds[i - 1].nodesAfter);
          }
        }
        EXPECT_EQ(static_cast<int>(run.tailCandidates.size()), run.rounds.back().nodesAfter);
      }
    }
  EXPECT_EQ(logs, 16);
}

TEST(FusionLog, PrefixesOtherChannelsAndContinuedReasons) {
  std::string text =
      "/home/user/models.py:113: DeprecationWarning: legacy exporter\n"
      "  torch.onnx.export(m)\n"
      "[rank0]:V1129 19:02:32.18 839 scheduler.py:3706] [1/2] [__fusion] ===== attempting fusion (1/10): 3 nodes =====\n" +
      P + "fuse_nodes_once, candidates:\n" + P + "  SchedulerNode(name='op0'), Pointwise(['[8]'])\n" + P +
      "  NopKernelSchedulerNode(name='op1')\n" + P + "  ForeachKernelSchedulerNode(nodes=op2_op3), snodes: []\n" +
      "V1129 19:02:32.2 839 simd.py:1812] [0/0] [__schedule] Schedule:\n" + P +
      "cannot fuse op0 with op2_op3: loop ordering differs\n"
      "  first line of detail\n"
      "  second line of detail\n" +
      "[__fusion] cannot fuse (triton:1): numel/rnumel mismatch (reduce) (8, 8), (1, 4)\n" + P +
      "found 1 possible fusions\n" + P + "fusing op0 with op1\n" + P +
      "completed fusion round (1/10): fused 3 nodes into 2 nodes\n" + P + "\n" + P +
      "===== fusion complete (1 iterations) =====\n";
  FusionLog log = parseFusionLog(text, "t.log");
  ASSERT_EQ(log.runs.size(), 1u);
  EXPECT_EQ(log.runs[0].compileId, "1/2");
  EXPECT_EQ(log.runs[0].line, 3);
  const LogRound& r = log.runs[0].rounds.at(0);
  ASSERT_EQ(r.candidates.size(), 3u);
  EXPECT_EQ(r.candidates[1].kind, "NopKernelSchedulerNode");
  EXPECT_EQ(r.candidates[2].kind, "ForeachKernelSchedulerNode");
  EXPECT_EQ(r.candidates[2].name, "op2_op3");
  ASSERT_EQ(r.decisions.size(), 3u);
  EXPECT_EQ(r.decisions[0].node2, "op2_op3");
  EXPECT_EQ(r.decisions[0].reason, "loop ordering differs\n  first line of detail\n  second line of detail");
  EXPECT_EQ(r.decisions[1].node1, "");
  EXPECT_EQ(r.decisions[1].reason, "(triton:1): numel/rnumel mismatch (reduce) (8, 8), (1, 4)");
  EXPECT_EQ(r.decisions[2].kind, LogDecision::Kind::Fusing);
  EXPECT_TRUE(r.decisions[2].afterFound);
  EXPECT_EQ(r.decisions[2].line, 14);
  EXPECT_EQ(r.nodesAfter, 2);
}

TEST(FusionLog, GarbledKnownLinesAreLocatedErrors) {
  int line = 0;
  EXPECT_EQ(errorOf("x\n" + P + "===== attempting fusion (1/10): nodes =====\n", &line),
            "expected '===== attempting fusion (<round>/<max>): <N> nodes ====='");
  EXPECT_EQ(line, 2);
  std::string head = P + "===== attempting fusion (1/10): 2 nodes =====\n" + P + "fuse_nodes_once, candidates:\n";
  EXPECT_EQ(errorOf(head + P + "  SchedulerNode(nam='op0')\n", &line),
            "expected a candidate '  <Kind>(name='<node>')[, <description>]' or "
            "'  <Kind>(nodes=<node>), snodes: [...]'");
  EXPECT_EQ(line, 3);
  EXPECT_EQ(errorOf(head + P + "cannot fuse op0 op1: x\n"), "expected 'cannot fuse <node1> with <node2>: <reason>'");
  EXPECT_EQ(errorOf(head + P + "fusing op0 with\n"), "expected 'fusing <node1> with <node2>'");
  EXPECT_EQ(errorOf(head + P + "found many possible fusions\n"), "expected 'found <N> possible fusions'");
  EXPECT_EQ(errorOf(head + P + "completed fusion round (1/10): fused 2 nodes\n"),
            "expected 'completed fusion round (<round>/<max>): fused <A> nodes into <B> nodes'");
  EXPECT_EQ(errorOf(head + P + "completed fusion round (1/10): fused 2 nodes into 1 nodes\n" + P +
                    "===== fusion complete (one iterations) =====\n"),
            "expected '===== fusion complete (<N> iterations) ====='");
}

TEST(FusionLog, OutOfOrderRoundsAreLocatedErrors) {
  int line = 0;
  std::string r1 = P + "===== attempting fusion (1/10): 4 nodes =====\n";
  EXPECT_EQ(errorOf(r1 + P + "===== attempting fusion (3/10): 4 nodes =====\n", &line),
            "expected 'completed fusion round (1/10)' and then round 2, got round 3");
  EXPECT_EQ(line, 2);
  EXPECT_EQ(errorOf(r1 + P + "completed fusion round (2/10): fused 4 nodes into 3 nodes\n"),
            "expected 'completed fusion round (1/10)' to close the open round, got round 2");
  EXPECT_EQ(errorOf(r1 + P + "completed fusion round (1/10): fused 5 nodes into 3 nodes\n"),
            "expected 'fused 4 nodes into ...' (round 1 started with 4 nodes), got 5");
  EXPECT_EQ(errorOf(r1 + P + "===== fusion complete (1 iterations) =====\n"),
            "expected 'completed fusion round (1/10)' before 'fusion complete'");
  EXPECT_EQ(errorOf(P + "===== attempting fusion (2/10): 4 nodes =====\n"),
            "expected '===== attempting fusion (1/10)' to start a fuse_nodes run, got round 2");
  EXPECT_EQ(errorOf(r1 + P + "  SchedulerNode(name='op0')\n"),
            "candidate line outside a candidate list; expected 'fuse_nodes_once, candidates:' before it");
  try {
    parseFusionLog(r1 + P + "fusing a with\n", "dir/torch_logs.txt");
    FAIL();
  } catch (const fs::InputError& e) {
    EXPECT_STREQ(e.what(), "dir/torch_logs.txt:2: expected 'fusing <node1> with <node2>'");
  }
}

TEST(FusionLog, UnreadableFile) {
  try {
    readFusionLog("/nonexistent/torch_logs.txt");
    FAIL();
  } catch (const fs::InputError& e) {
    EXPECT_STREQ(e.what(), "/nonexistent/torch_logs.txt: cannot read file");
  }
  // A folder opens but cannot be read: the same error, not an empty log.
  try {
    readFusionLog(kSamples + "/inductor");
    FAIL();
  } catch (const fs::InputError& e) {
    EXPECT_EQ(e.message(), "cannot read file");
    EXPECT_EQ(e.line(), 0);
  }
}

// readFusionLog reads a regular file in one read of its size, anything else (a
// FIFO, as `<(zcat torch_logs.txt.gz)` gives) in chunks up to its end; both give
// exactly what parsing the text gives.
TEST(FusionLog, FileAndPipeReadWhole) {
  const std::string path = kSamples + "/inductor/resnet50_train/torch_logs.txt";
  const std::string text = slurp(path);
  ASSERT_GT(text.size(), 3u << 20);  // more than one chunk through the pipe
  const std::string parsed = dump(parseFusionLog(text, "log"));
  FusionLog fromFile = readFusionLog(path);
  fromFile.sourcePath = "log";
  EXPECT_TRUE(dump(fromFile) == parsed);
  // The end of the file is there: the backward run's tail is its last block.
  ASSERT_EQ(fromFile.runs.size(), 2u);
  EXPECT_EQ(fromFile.runs[1].graphId, "model__0_backward_3");
  EXPECT_EQ(countKind(fromFile.runs[1].tail, LogDecision::Kind::Fusing), 9);

  const std::string fifo = ::testing::TempDir() + "fusionscope_log_fifo_" + std::to_string(::getpid());
  ::unlink(fifo.c_str());
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  // A reader that stops early closes the FIFO: the writer then fails (EPIPE)
  // instead of the test process dying of SIGPIPE.
  auto previous = std::signal(SIGPIPE, SIG_IGN);
  std::thread writer([&] { std::ofstream(fifo, std::ios::binary) << text; });
  FusionLog fromPipe = readFusionLog(fifo);
  writer.join();
  std::signal(SIGPIPE, previous);
  ::unlink(fifo.c_str());
  fromPipe.sourcePath = "log";
  EXPECT_TRUE(dump(fromPipe) == parsed);
}

TEST(FusionLog, GraphIds) {
  int m = 0, c = 0, s = 0;
  std::string kind;
  ASSERT_TRUE(parseGraphId("model__0_backward_3", m, kind, c, s));
  EXPECT_EQ(kind, "backward");
  EXPECT_EQ(c, 3);
  EXPECT_EQ(s, -1);
  ASSERT_TRUE(parseGraphId("model__12_forward_10.2", m, kind, c, s));
  EXPECT_EQ(m, 12);
  EXPECT_EQ(c, 10);
  EXPECT_EQ(s, 2);
  EXPECT_FALSE(parseGraphId("forward", m, kind, c, s));
  EXPECT_FALSE(parseGraphId("model__0_joint_1.0", m, kind, c, s));
}
