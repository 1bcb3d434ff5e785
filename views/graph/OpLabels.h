// OpLabels: the short label per scheduler node that the graph and the node list
// show: what the node computes, then what Inductor inlined into it, e.g.
// "max_pool (inlined: batch_norm + relu)", "convolution".
//
// Contract: a Qt view of session::Provenance (core/session/Provenance.h, where the
// rules are): every pre-fusion node it knows gets its label(); nodes it does not
// know get none.
#pragma once

#include <QHash>
#include <QString>

namespace fs::ir {
struct ProgramGraph;
}
namespace fs::session {
class Provenance;
}

namespace fs::views {

/// Node name -> label, for every node of `provenance` that has one.
QHash<QString, QString> opLabels(const session::Provenance& provenance);
/// The same, building the provenance of `dump`.
QHash<QString, QString> opLabels(const ir::ProgramGraph& dump);
/// The op a label starts with: "max_pool (inlined: relu)" -> "max_pool".
QString primaryOp(const QString& label);

}  // namespace fs::views
