// will_fusion_create_cycle on a hand-made graph: A -> B -> C, A -> D, with B
// and D fused. Fusing A with C would put the fused (B, D) both after A and
// before C.
#include <gtest/gtest.h>

#include "core/fusion/FusionGates.h"
#include "core/fusion/SchedulerState.h"

using namespace fs::fusion;
using namespace fs::ir;

namespace {

Node pointwise(const std::string& name, const std::string& out, const std::vector<std::string>& inputs) {
  Node n;
  n.name = name;
  n.kind = NodeKind::Scheduler;
  n.irType = "ComputedBuffer";
  const VarRanges ranges{{"d0", 1024}};
  n.writes.push_back(MemoryDep{out, parseExpr("d0"), ranges, std::nullopt});
  for (const auto& in : inputs) n.unmet_dependencies.push_back(MemoryDep{in, parseExpr("d0"), ranges, std::nullopt});
  Buffer b;
  b.name = out;
  b.irType = "ComputedBuffer";
  b.layout.device = "cuda:0";
  b.layout.dtype = DType::F32;
  b.layout.size = {1024};
  b.layout.stride = {1};
  b.users.push_back(NodeUser{"SchedulerNode", "x", false, false});
  n.outputs.push_back(b);
  n.group = Group{"cuda:0", {1024}, {1}, false};
  n.sizes = Sizes{{1024}, {}, false};
  return n;
}

TEST(Cycle, FusedNodeBetweenThePairMakesACycle) {
  Graph g;
  g.name = "cycle";
  g.nodes = {pointwise("opA", "bufA", {}), pointwise("opB", "bufB", {"bufA"}), pointwise("opD", "bufD", {"bufA"}),
             pointwise("opC", "bufC", {"bufB"})};
  SchedulerState s(g, Knobs{});
  s.detail = true;
  FusionGates gates(s);
  const int a = 0, b = 1, d = 2, c = 3;
  // Before any fusion: A -> B -> C passes through the unfused B. Inductor's
  // search only follows fused nodes (can_fuse rejects such pairs before it is
  // asked: here A and C share no data); a path search sees the path.
  EXPECT_FALSE(gates.cycleByInductorSearch(a, c, nullptr));
  EXPECT_TRUE(gates.pathThroughOthers(a, c, nullptr));
  EXPECT_EQ(gates.canFuse(a, c, false).reason, Reason::NoSharedData);

  // Fuse B and D (siblings reading A): now (B, D) holds an ancestor of C and a
  // node that is not one: both searches report the cycle.
  int bd = s.makeFused({b, d}, SKind::Fused);
  s.install(bd, b, d);
  std::vector<std::string> path;
  EXPECT_TRUE(gates.cycleByInductorSearch(a, c, &path));
  EXPECT_EQ(path, (std::vector<std::string>{"opA", "opB_opD", "opC"}));
  Decision dec = gates.willFusionCreateCycle(a, c);
  EXPECT_FALSE(dec.accepted);
  EXPECT_EQ(dec.reason, Reason::WillCreateCycle);
  EXPECT_EQ(dec.logLine(), "cannot fuse opA with opC: will create cycle");
  EXPECT_EQ(dec.evidence.cyclePath, (std::vector<std::string>{"opA", "opB_opD", "opC"}));
  // explain's form of the check (Inductor's search only) says the same
  Decision asInductor = gates.willFusionCreateCycleAsInductor(a, c);
  EXPECT_FALSE(asInductor.accepted);
  EXPECT_EQ(asInductor.reason, Reason::WillCreateCycle);
  EXPECT_EQ(asInductor.evidence.cyclePath, (std::vector<std::string>{"opA", "opB_opD", "opC"}));
  EXPECT_TRUE(gates.willFusionCreateCycleAsInductor(a, bd).accepted);
  // Fusing A with the fused node itself is fine.
  EXPECT_TRUE(gates.willFusionCreateCycle(a, bd).accepted);
  EXPECT_TRUE(gates.cycleByInductorSearch(a, bd, nullptr) == false);
}

}  // namespace
