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

 private:
  QString title_;
  QLabel* caption_;
  GraphScene* scene_;
  GraphView* view_;
};

}  // namespace fs::views
