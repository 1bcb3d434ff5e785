#include "views/graph/OpLabels.h"

#include "core/ir/Program.h"
#include "core/session/Provenance.h"

namespace fs::views {

QHash<QString, QString> opLabels(const session::Provenance& provenance) {
  QHash<QString, QString> labels;
  for (const auto& o : provenance.nodes()) {
    const std::string label = o.label();
    if (!label.empty()) labels.insert(QString::fromStdString(o.node), QString::fromStdString(label));
  }
  return labels;
}

QHash<QString, QString> opLabels(const ir::ProgramGraph& dump) { return opLabels(session::Provenance::of(dump)); }

QString primaryOp(const QString& label) {
  const qsizetype p = label.indexOf(QLatin1String(" (inlined"));
  return p < 0 ? label : label.left(p);
}

}  // namespace fs::views
