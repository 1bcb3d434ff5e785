// StepperPanel: the round stepper, a toolbar with start / previous round /
// previous step / play / next step / next round / previous and next fusion /
// end, a timeline slider with round ticks, and a caption saying what the
// current step did. Keyboard: Left/Right step, Ctrl+Left/Right round (PgUp/PgDn
// too), Shift+Left/Right fusion, Home/End, Space plays.
#pragma once

#include <QToolBar>

#include <memory>

class QLabel;
class QComboBox;
class QSlider;
class QTimer;

namespace fs::views {

struct Session;

class StepperPanel : public QToolBar {
  Q_OBJECT
 public:
  explicit StepperPanel(QWidget* parent = nullptr);
  void setSession(std::shared_ptr<const Session> session);
  void setPosition(int position);
  int position() const { return position_; }
  QString caption() const;
  /// The stepping actions (start, rounds, steps, play, fusions, end) for the Go
  /// menu: the toolbar's own actions() also hold its slider and caption.
  const QList<QAction*>& navigationActions() const { return navigation_; }

 signals:
  void positionRequested(int position);

 public:
  /// Play's interval between steps (ms), from the speed chosen.
  int playIntervalMs() const;

 private:
  void request(int position);
  void updateCaption();
  std::shared_ptr<const Session> session_;
  int position_ = 0;
  QSlider* slider_;
  QLabel* caption_;
  QTimer* play_;
  QComboBox* speed_ = nullptr;  ///< Play's steps per second
  QAction* playAction_;
  QList<QAction*> navigation_;
};

}  // namespace fs::views
