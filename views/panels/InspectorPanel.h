// InspectorPanel: one scheduler node in full: kind, group, sizes, outputs with
// layouts and users, reads and writes with their index expressions, and the
// loop body in Inductor's own text form.
#pragma once

#include <QWidget>

#include <memory>

class QTextBrowser;

namespace fs::ir {
struct Graph;
}

namespace fs::views {

class InspectorPanel : public QWidget {
  Q_OBJECT
 public:
  explicit InspectorPanel(QWidget* parent = nullptr);
  void setGraph(std::shared_ptr<const ir::Graph> graph);
  /// Shows these pre-fusion nodes (one, or the members of a fused group).
  void showNodes(const QStringList& names);
  QString text() const;

 private:
  std::shared_ptr<const ir::Graph> graph_;
  QTextBrowser* browser_;
};

}  // namespace fs::views
