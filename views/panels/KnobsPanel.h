// KnobsPanel: what-if. Edit the scheduler's knobs; each edit marks the shown plan
// stale and re-runs fusion off the UI thread (after a short pause, so that quick
// edits run once); then it says what changed against the previous plan.
#pragma once

#include <QWidget>

#include "core/fusion/Knobs.h"

class QLabel;
class QTableView;
class QTimer;

namespace fs::views {

class KnobsModel;

class KnobsPanel : public QWidget {
  Q_OBJECT
 public:
  explicit KnobsPanel(QWidget* parent = nullptr);
  /// The knobs of the plan now shown. Clears the stale marker when they are the
  /// ones edited (an edit made while a re-run was in flight is kept, and re-run).
  void setKnobs(const fusion::Knobs& knobs);
  /// "3 groups new, 2 gone" and the lists, after a what-if run.
  void setDiffText(const QString& html);
  /// The re-run of an edit was cancelled: the plan shown (of the knobs before the
  /// edit) is current again; the edited values stay for Re-run now.
  void cancelStale();
  /// True from an edit until the plan of the edited knobs is shown.
  bool isStale() const { return stale_; }
  QString statusText() const;
  KnobsModel* model() const { return model_; }
  /// Pause between the last edit and its re-run (ms).
  static constexpr int kRerunDelayMs = 300;

 signals:
  void rerunRequested(const fusion::Knobs& knobs);
  /// The shown plan became stale (an edit) or current again (its re-run is shown).
  void staleChanged(bool stale);

 private:
  void markStale(const QString& what);

  KnobsModel* model_;
  QTableView* view_;
  QLabel* status_;
  QTimer* rerunLater_;
  bool stale_ = false;
};

}  // namespace fs::views
