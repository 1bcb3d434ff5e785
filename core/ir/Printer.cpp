#include "core/ir/Printer.h"

namespace fs::ir {
namespace {

// Python's pprint.pformat(list, indent=4) at width 80 for items whose repr pprint
// cannot break, followed by Inductor's re-indent of multi-line results
// (scheduler.py's `pformat` helper).
std::string pformatList(const std::vector<std::string>& reprs) {
  std::string one = "[";
  for (std::size_t i = 0; i < reprs.size(); ++i) one += (i ? ", " : "") + reprs[i];
  one += "]";
  if (one.size() <= 80) return one;
  std::string multi = "[   ";
  for (std::size_t i = 0; i < reprs.size(); ++i) multi += (i ? ",\n    " : "") + reprs[i];
  multi += "]";
  if (multi.find('\n') == std::string::npos) return multi;
  std::string out = "\n    ";
  for (char c : multi) {
    out += c;
    if (c == '\n') out += "    ";
  }
  return out;
}

std::string depsList(const std::vector<Dep>& deps) {
  std::vector<std::string> reprs;
  reprs.reserve(deps.size());
  for (const Dep& d : deps) reprs.push_back(depRepr(d));
  return pformatList(reprs);
}

std::string userRepr(const NodeUser& u) {
  std::string node = u.nodeKind == "OUTPUT" ? "OUTPUT" : u.nodeKind + "(name='" + u.nodeName + "')";
  return "NodeUser(node=" + node + ", can_inplace=" + (u.can_inplace ? "True" : "False") +
         ", is_weak=" + (u.is_weak ? "True" : "False") + ")";
}

std::string usersList(const std::vector<NodeUser>& users) {
  std::string s = "[";
  for (std::size_t i = 0; i < users.size(); ++i) s += (i ? ", " : "") + userRepr(users[i]);
  return s + "]";
}

// Integers (or their symbolic forms, where the dump printed expressions).
std::string intSeq(const std::vector<std::int64_t>& v, bool tuple, const std::vector<Expr>& sym = {}) {
  std::string s = tuple ? "(" : "[";
  for (std::size_t i = 0; i < v.size(); ++i)
    s += (i ? ", " : "") + (i < sym.size() ? sym[i].str() : std::to_string(v[i]));
  if (tuple && v.size() == 1) s += ",";
  return s + (tuple ? ")" : "]");
}

std::string stringList(const std::vector<std::string>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", '" : "'") + v[i] + "'";
  return s + "]";
}


std::string argText(const OpArg& a) {
  std::string v = a.kind == OpArg::Kind::String ? "'" + a.text + "'" : a.text;
  return a.keyword.empty() ? v : a.keyword + " = " + v;
}

std::string opLine(const LoopOp& op) {
  std::string s = op.result + " = ";
  switch (op.form) {
    case LoopOp::Form::GetIndex:
      return s + "self.get_index('" + op.op + "')";
    case LoopOp::Form::GetItem:
      return s + argText(op.args.at(0)) + "[" + argText(op.args.at(1)) + "]";
    case LoopOp::Form::Ops:
      s += "ops." + op.op + "(";
      break;
    case LoopOp::Form::Subblock:
    case LoopOp::Form::SetIndirect:
    case LoopOp::Form::Submodule:
      s += "self." + op.op + "(";
      break;
  }
  for (std::size_t i = 0; i < op.args.size(); ++i) s += (i ? ", " : "") + argText(op.args[i]);
  return s + ")";
}

class Out {
 public:
  explicit Out(int indent) : pad_(static_cast<std::size_t>(indent), ' ') {}
  void line(const std::string& text) {
    text_ += pad_;
    text_ += text;
    text_ += '\n';
  }
  std::string& text() { return text_; }

 private:
  std::string pad_;
  std::string text_;
};

}  // namespace

std::string printLoopBody(const LoopBody& body, const std::string& owner, int indent) {
  Out o(indent);
  o.line("class " + owner + "_loop_body:");
  o.line("    var_ranges = " + varRangesRepr(body.var_ranges, body.symRanges));
  for (const auto& [name, e] : body.indexExprs) o.line("    " + name + " = " + e.str());
  for (const LoopBlock& b : body.blocks) {
    o.line("    def " + b.name + "(self, ops):");
    for (const LoopOp& op : b.ops) o.line("        " + opLine(op));
    o.line("        return " + (b.returns.empty() ? std::string("None") : b.returns));
  }
  return std::move(o.text());
}

std::string printNode(const Node& n, int indent) {
  Out o(indent);
  const std::string& N = n.name;
  const std::string kind =
      !n.unknownKind.empty() ? n.unknownKind : !n.fusedClass.empty() ? n.fusedClass : std::string(nodeKindName(n.kind));
  o.line(N + ": " + kind + "(" + n.irType + ")");
  o.line(N + ".writes = " + depsList(n.writes));
  o.line(N + ".unmet_dependencies = " + depsList(n.unmet_dependencies));
  o.line(N + ".met_dependencies = " + depsList(n.met_dependencies));
  if (n.minInputDistance) o.line(N + ".min_input_distance = " + std::to_string(*n.minInputDistance));
  if (n.maxInputDistance) o.line(N + ".max_input_distance = " + std::to_string(*n.maxInputDistance));
  if (n.legacyUsers) {
    o.line(N + ".users = " + usersList(*n.legacyUsers));
  } else {
    o.line(N + ".outputs = [");
    for (const Buffer& b : n.outputs) {
      o.line("    " + b.name + ": " + b.irType);
      o.line("    " + b.name + ".layout = " + layoutRepr(b.layout));
      if (!b.aliases.empty()) o.line("    " + b.name + ".aliases = " + stringList(b.aliases));
      if (!b.mutations.empty()) o.line("    " + b.name + ".mutations = " + stringList(b.mutations));
      if (b.users.size() <= 1) {
        o.line("    " + b.name + ".users = " + usersList(b.users));
      } else {
        o.line("    " + b.name + ".users = [");
        for (const NodeUser& u : b.users) o.line("        " + userRepr(u) + ",");
        o.line("    ]");
      }
    }
    o.line("]");
  }
  if (n.group) {
    o.line(N + ".group.device = " + n.group->device);
    const Group& g = *n.group;
    if (g.tupleForm)
      o.line(N + ".group.iteration = (" + intSeq(g.iteration, true, g.symIteration) + ", " +
             intSeq(g.reduction, true, g.symReduction) + ")");
    else
      o.line(N + ".group.iteration = (" + (g.symIteration.empty() ? std::to_string(g.numel()) : g.symIteration[0].str()) +
             ", " + (g.symReduction.empty() ? std::to_string(g.rnumel()) : g.symReduction[0].str()) + ")");
  }
  if (n.sizes)
    o.line(N + ".sizes = (" + intSeq(n.sizes->iteration, n.sizes->tupleForm, n.sizes->symIteration) + ", " +
           intSeq(n.sizes->reduction, n.sizes->tupleForm, n.sizes->symReduction) + ")");
  for (const auto& [buf, layout] : n.bufferLayouts) o.line(buf + "_layout = " + layoutRepr(layout));
  std::string text = std::move(o.text());
  if (n.body) text += printLoopBody(*n.body, N, indent);
  Out tail(indent);
  if (n.kernel) tail.line(N + ".node.kernel = " + *n.kernel);
  text += tail.text();
  const int childIndent = n.legacyUsers ? indent + 4 : indent;
  for (std::size_t i = 0; i < n.snodes.size() && !n.snodesFromName; ++i) {
    Out s(childIndent);
    s.line(N + ".snodes[" + std::to_string(i) + "] =");
    text += s.text();
    text += printNode(n.snodes[i], childIndent);
  }
  return text;
}

std::string printGraph(const Graph& graph) {
  std::string out;
  const bool legacy = !graph.nodes.empty() && graph.nodes.front().legacyUsers.has_value();
  for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
    if (legacy && i) out += "\n\n";
    out += printNode(graph.nodes[i], 0);
    if (!legacy) out += "\n\n";
  }
  return out;
}

}  // namespace fs::ir
