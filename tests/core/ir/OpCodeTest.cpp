// The typed ops (ir/OpCode.h): the table round-trips, and every loop-body op a
// frontend reads is decoded once, where it is made (LoopOp::setOp), so that nothing
// downstream compares names. Over every bundled dump: the samples, the zoo excerpts,
// the graphs of other torch releases.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>

#include "core/frontends/inductor/DebugDir.h"
#include "core/ir/OpCode.h"
#include "tests/core/TestData.h"

namespace {

using fs::ir::LoopOp;
using fs::ir::OpCode;

TEST(OpCode, EveryCodeHasOneNameAndFamily) {
  std::set<std::string_view> names;
  for (int i = 1; fs::ir::opName(static_cast<OpCode>(i)) != ""; ++i) {
    const auto code = static_cast<OpCode>(i);
    const auto name = fs::ir::opName(code);
    EXPECT_TRUE(names.insert(name).second) << name;
    EXPECT_EQ(fs::ir::opCodeOf(name), code) << name;
    EXPECT_NE(fs::ir::familyOf(code), fs::ir::OpFamily::Unknown) << name;
  }
  EXPECT_EQ(names.size(), 79u);  // ops_handler.py's ops the engine implements
  EXPECT_EQ(fs::ir::opCodeOf("bucketize"), OpCode::Unknown);
  EXPECT_EQ(fs::ir::familyOf(fs::ir::opCodeOf("truediv")), fs::ir::OpFamily::Binary);
  EXPECT_EQ(fs::ir::familyOf(fs::ir::opCodeOf("and_")), fs::ir::OpFamily::Logical);
  EXPECT_EQ(fs::ir::familyOf(fs::ir::opCodeOf("isnan")), fs::ir::OpFamily::Unary);
}

// Every op of every block (combine functions of scans included) carries the code of its
// name; forms other than `ops.<name>(...)` carry none.
void expectDecoded(const fs::ir::LoopBlock& blk, const std::string& where, int& ops, std::set<OpCode>& seen) {
  for (const LoopOp& op : blk.ops) {
    if (op.form == LoopOp::Form::Ops) {
      ++ops;
      seen.insert(op.code);
      EXPECT_EQ(op.code, fs::ir::opCodeOf(op.op)) << where << ": " << op.result << " = ops." << op.op;
    } else {
      EXPECT_EQ(op.code, OpCode::Unknown) << where << ": " << op.result << " = " << op.op;
    }
  }
}

TEST(OpCode, EveryLoadedOpIsDecodedWhereItIsRead) {
  namespace sfs = std::filesystem;
  std::vector<sfs::path> dumps;
  for (const auto& root : {sfs::path(fs::testdata::kSamples) / "inductor", sfs::path(fs::testdata::kTestData) / "zoo", sfs::path(fs::testdata::kTestData) / "zoo3",
                           sfs::path(fs::testdata::kTestData) / "releases"})
    for (const auto& e : sfs::directory_iterator(root))
      if (e.is_directory()) dumps.push_back(e.path());
  ASSERT_GT(dumps.size(), 20u);
  int ops = 0;
  std::set<OpCode> seen;
  for (const auto& d : dumps) {
    fs::ir::Program p;
    try {
      p = fs::inductor::loadDebugDump(d.string());
    } catch (const fs::inductor::SeveralDumpsError& e) {  // a folder of releases: each dump alone
      for (const auto& one : e.dumps) {
        auto more = fs::inductor::loadDebugDump(one);
        for (auto& g : more.graphs) p.graphs.push_back(std::move(g));
      }
    }
    for (const auto& g : p.graphs)
      for (const auto& n : g.preFusion.nodes) {
        if (!n.body) continue;
        for (const auto& blk : n.body->blocks) expectDecoded(blk, d.filename().string() + "/" + n.name, ops, seen);
        for (const auto& fn : n.body->combineFns) expectDecoded(fn.block, d.filename().string() + "/" + fn.origin, ops, seen);
      }
  }
  EXPECT_GT(ops, 10000);
  EXPECT_TRUE(seen.count(OpCode::Load) && seen.count(OpCode::Reduction) && seen.count(OpCode::Where)) << seen.size();
}

}  // namespace
