// GraphPane: one graph pane (before or after fusion): a caption, a colour legend
// and the GraphView over the pane's own GraphScene.
#pragma once

#include <QWidget>

class QLabel;

namespace fs::views {

class GraphScene;
class GraphView;

class GraphPane : public QWidget {
  Q_OBJECT
 public:
  explicit GraphPane(const QString& title, QWidget* parent = nullptr);
  GraphScene* scene() const { return scene_; }
  GraphView* view() const { return view_; }
  void setCaption(const QString& caption);
  QString caption() const;
  /// Marks what the pane shows as stale (a re-run with other knobs is under way):
  /// the graph is dimmed and the caption says so, until setStale(false).
  void setStale(bool stale);
  bool isStale() const { return stale_; }

 private:
  QString title_;
  QString captionText_;
  bool stale_ = false;
  QLabel* caption_;
  GraphScene* scene_;
  GraphView* view_;
};

}  // namespace fs::views
