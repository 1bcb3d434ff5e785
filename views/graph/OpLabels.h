// OpLabels: a short "what ops is this node" label per scheduler node, e.g.
// "batch_norm + relu", "max_pool", "convolution".
//
// Contract: derived only from the dump: the `origins=OrderedSet([...])` of the
// torch log's candidate lines (FX node names, which Inductor prints in reverse
// topological order) and, for extern kernels, `node.kernel`. The BatchNorm
// decomposition (sub, sqrt, reciprocal, three muls, two adds) is folded into
// "batch_norm"; view-like ops (unsqueeze, getitem, view, ...) are dropped.
// Nodes without either source get an empty label.
#pragma once

#include <QHash>
#include <QString>

namespace fs::inductor {
struct GraphDump;
}

namespace fs::views {

/// Node name -> op label, for every pre-fusion node of `dump` that has one.
QHash<QString, QString> opLabels(const inductor::GraphDump& dump);
/// The label for one origins list as the log prints it ("relu_3, add_7, ...").
QString labelFromOrigins(const QString& originsCsv);

}  // namespace fs::views
