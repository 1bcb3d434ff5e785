// KnobsPanel: what-if. Edit the scheduler's knobs, re-run fusion off the UI
// thread, and see what changed against the previous plan.
#pragma once

#include <QWidget>

#include "core/fusion/Knobs.h"

class QLabel;
class QTableView;

namespace fs::views {

class KnobsModel;

class KnobsPanel : public QWidget {
  Q_OBJECT
 public:
  explicit KnobsPanel(QWidget* parent = nullptr);
  void setKnobs(const fusion::Knobs& knobs);
  /// "3 groups new, 2 gone" and the lists, after a what-if run.
  void setDiffText(const QString& html);
  KnobsModel* model() const { return model_; }

 signals:
  void rerunRequested(const fusion::Knobs& knobs);

 private:
  KnobsModel* model_;
  QTableView* view_;
  QLabel* status_;
};

}  // namespace fs::views
