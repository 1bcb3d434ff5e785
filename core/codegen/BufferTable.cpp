#include "core/codegen/BufferTable.h"

#include <stdexcept>

namespace fs::codegen {

std::int64_t storageNumel(const std::vector<std::int64_t>& sizes, const std::vector<std::int64_t>& strides,
                          std::int64_t offset) {
  std::int64_t extent = offset + 1;
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    if (sizes[i] == 0) return 0;
    extent += (sizes[i] - 1) * (i < strides.size() ? strides[i] : 0);
  }
  return extent;
}

namespace {

void collectLeaves(const ir::Node& n, std::vector<const ir::Node*>& out) {
  if (n.isFusedKind() && !n.snodes.empty()) {
    for (const auto& c : n.snodes) collectLeaves(c, out);
  } else {
    out.push_back(&n);
  }
}

void applyLayout(BufferDesc& b, const ir::Layout& layout) {
  if (layout.kind == "MultiOutputLayout") {
    b.isTuple = true;
    b.layoutKnown = true;
    return;
  }
  b.dtype = parseDType(layout.dtype);
  b.sizes = layout.size;
  b.strides = layout.stride;
  b.offset = layout.offset;
  b.storageNumel = storageNumel(b.sizes, b.strides, b.offset);
  b.layoutKnown = true;
}

}  // namespace

BufferTable::BufferTable(const ir::Graph& g, const ExternCalls& externs) : externs_(externs) {
  // dynamic shapes: extern arguments and input layouts take the size symbols' values
  std::map<std::string, std::int64_t> hints;
  for (const auto& sym : g.sizeSymbols) hints[sym.name] = sym.hint;
  bindSizeSymbols(externs_, hints);
  for (const auto& n : g.nodes) collectLeaves(n, nodes_);
  // Versions of buffers updated in place: T -> the newest mutation buffer of T.
  std::map<std::string, std::string> newest;
  std::map<std::string, std::string> mutatedVersion;  // mutation buffer -> the version it updates
  for (auto& n : nodes_) {
    if (n->body && !newest.empty()) {
      bool renames = false;
      for (const auto& blk : n->body->blocks)
        for (const auto& op : blk.ops)
          if (op.form == ir::LoopOp::Form::Ops && op.op == "load" && !op.args.empty() && newest.count(op.args[0].text))
            renames = true;
      if (renames) {
        ir::Node& copy = renamed_.emplace_back(*n);
        for (auto& blk : copy.body->blocks)
          for (auto& op : blk.ops)
            if (op.form == ir::LoopOp::Form::Ops && op.op == "load" && !op.args.empty())
              if (auto it = newest.find(op.args[0].text); it != newest.end()) op.args[0].text = it->second;
        n = &copy;
      }
    }
    for (const auto& out : n->outputs)
      if (out.layout.kind == "MutationLayoutSHOULDREMOVE" && !out.mutations.empty()) {
        const std::string& t = out.mutations.front();
        auto it = newest.find(t);
        mutatedVersion[out.name] = it == newest.end() ? t : it->second;
        newest[t] = out.name;
      }
  }
  for (const auto* n : nodes_) nodeIndex_[n->name] = n;
  auto get = [&](const std::string& name) -> BufferDesc& {
    auto it = index_.find(name);
    if (it != index_.end()) return buffers_[it->second];
    index_[name] = buffers_.size();
    buffers_.push_back(BufferDesc{});
    buffers_.back().name = name;
    return buffers_.back();
  };
  // Producers first (outputs blocks are authoritative).
  for (const auto* n : nodes_) {
    for (const auto& out : n->outputs) {
      auto& b = get(out.name);
      b.producer = n->name;
      applyLayout(b, out.layout);
      if (auto mv = mutatedVersion.find(out.name); mv != mutatedVersion.end()) b.mutated = mv->second;
      for (const auto& u : out.users)
        if (u.nodeKind == "OUTPUT") b.isGraphOutput = true;
    }
    for (const auto& w : n->writes) {
      auto& b = get(ir::depName(w));
      if (b.producer.empty()) b.producer = n->name;
    }
  }
  // Readers; layouts of inputs from `<buf>_layout` lines.
  for (const auto* n : nodes_) {
    auto addUser = [&](const ir::Dep& d) {
      if (std::holds_alternative<ir::WeakDep>(d)) return;
      auto& b = get(ir::depName(d));
      if (b.users.empty() || b.users.back() != n->name) b.users.push_back(n->name);
    };
    for (const auto& d : n->unmet_dependencies) addUser(d);
    for (const auto& d : n->met_dependencies) addUser(d);
    for (const auto& [name, layout] : n->bufferLayouts) {
      auto& b = get(name);
      if (!b.layoutKnown) applyLayout(b, layout);
    }
  }
  for (auto& b : buffers_) {
    if (b.producer.empty()) b.isGraphInput = true;
    if (!b.layoutKnown) {
      auto it = externs_.inputLayouts.find(b.name);
      if (it != externs_.inputLayouts.end()) {
        // assert_size_stride does not print the dtype: the readers decide it
        // (extern float kernels); float32 is the only type those kernels take.
        b.sizes = it->second.first;
        b.strides = it->second.second;
        b.dtype = DType::F32;
        b.storageNumel = storageNumel(b.sizes, b.strides, 0);
        b.layoutKnown = true;
      }
    }
  }
  // A mutation's buffer is the mutated buffer's storage (Inductor prints the
  // MutationLayout's own size with the target's stride): take the target's layout.
  for (auto& b : buffers_) {
    if (b.mutated.empty()) continue;
    const auto it = index_.find(b.mutated);
    if (it == index_.end() || !buffers_[it->second].layoutKnown || buffers_[it->second].isTuple) continue;
    const auto& t = buffers_[it->second];
    b.dtype = t.dtype;
    b.sizes = t.sizes;
    b.strides = t.strides;
    b.offset = t.offset;
    b.storageNumel = t.storageNumel;
    b.layoutKnown = true;
  }
}

const BufferDesc* BufferTable::find(const std::string& name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : &buffers_[it->second];
}

const BufferDesc& BufferTable::at(const std::string& name) const {
  auto* b = find(name);
  if (!b) throw std::out_of_range("unknown buffer '" + name + "'");
  return *b;
}

const ir::Node* BufferTable::node(const std::string& name) const {
  auto it = nodeIndex_.find(name);
  return it == nodeIndex_.end() ? nullptr : it->second;
}

}  // namespace fs::codegen
