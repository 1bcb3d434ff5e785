// InspectorPanel: one scheduler node in full: kind, group, sizes, outputs with
// layouts and users, reads and writes with their index expressions, and the
// loop body in Inductor's own text form; with the provenance, what it computes,
// what was inlined into it, its FX nodes and the source lines they came from.
#pragma once

#include <QWidget>

#include <memory>

class QTextBrowser;

#include "core/ir/SourceGraph.h"

namespace fs::ir {
struct Graph;
}
namespace fs::session {
class Provenance;
}

namespace fs::views {

class InspectorPanel : public QWidget {
  Q_OBJECT
 public:
  explicit InspectorPanel(QWidget* parent = nullptr);
  /// `provenance` (may be null) adds what each node computes and its source lines.
  void setGraph(std::shared_ptr<const ir::Graph> graph, std::shared_ptr<const session::Provenance> provenance = nullptr);
  /// Shows these pre-fusion nodes (one, or the members of a fused group).
  void showNodes(const QStringList& names);
  QString text() const;

 signals:
  /// A source line was clicked: show that file at that line.
  void sourceRequested(const fs::ir::SourceLocation& where);

 private:
  std::shared_ptr<const ir::Graph> graph_;
  std::shared_ptr<const session::Provenance> provenance_;
  QTextBrowser* browser_;
};

}  // namespace fs::views
