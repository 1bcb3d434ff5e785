// DiffPanel: the open dump (compile A) against another compile of the same model
// (compile B: another PyTorch version, config, dynamic shapes, autocast), as the
// core's CompileDiff says: kernel counts, Inductor groups that split or merged,
// decisions whose reason changed, nodes only on one side, nodes matched by source
// line (never by opN). It shows the graph diff of the window's current graph.
// Activating a row asks to select its nodes: A's in this window, B's in the window
// that shows B beside it (Open B beside).
#pragma once

#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;

namespace fs::session {
struct CompileDiff;
struct GraphDiff;
}  // namespace fs::session

namespace fs::views {

class DiffModel;

class DiffPanel : public QWidget {
  Q_OBJECT
 public:
  explicit DiffPanel(QWidget* parent = nullptr);
  /// A new diff (nullptr: none); shows its graph named like the current one.
  void setDiff(std::shared_ptr<const session::CompileDiff> diff);
  /// The window's current graph ("inference", "forward"...).
  void setCurrentGraph(const QString& name);
  void setFailed(const QString& message);
  void setRunning(const QString& pathB);
  void clear();

  std::shared_ptr<const session::CompileDiff> diff() const { return diff_; }
  /// The graph diff shown (nullptr: none for the current graph).
  const session::GraphDiff* graphDiff() const { return graph_; }
  DiffModel* model() const { return model_; }
  QTableView* view() const { return view_; }
  QString summary() const;

 signals:
  /// The user asked for a diff against the dump at `pathB`.
  void diffRequested(const QString& pathB);
  /// Open compile B in a window of its own, on `graph`.
  void openBesideRequested(const QString& pathB, const QString& graph);
  /// A row was activated: its nodes in compile A and in compile B.
  void nodesActivated(const QStringList& nodesA, const QStringList& nodesB);

 private:
  void refresh();
  void chooseB();

  std::shared_ptr<const session::CompileDiff> diff_;
  const session::GraphDiff* graph_ = nullptr;
  QString currentGraph_;
  QString lastDir_;
  DiffModel* model_;
  QTableView* view_;
  QLabel* status_;
  QPushButton* choose_;
  QPushButton* beside_;
  QCheckBox* matches_;
};

}  // namespace fs::views
