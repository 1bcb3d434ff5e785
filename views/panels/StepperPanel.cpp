#include "views/panels/StepperPanel.h"

#include <tuple>

#include <QAction>
#include <QLabel>
#include <QPainter>
#include <QComboBox>
#include <QSlider>
#include <QStyle>
#include <QTimer>

#include "views/controller/Session.h"

namespace fs::views {

namespace {
/// "Previous / next fusion": an arrow onto two boxes joined into one (green, the
/// graphs' colour for fused), so that it does not look like previous / next step.
QIcon fusionIcon(bool forward, const QColor& ink) {
  QPixmap pm(32, 32);
  pm.fill(Qt::transparent);
  QPainter p(&pm);
  p.setRenderHint(QPainter::Antialiasing);
  const QColor fused(0x1b, 0x9e, 0x3e);
  const double boxX = forward ? 17 : 3;
  p.setPen(QPen(fused.darker(130), 1.5));
  p.setBrush(fused.lighter(130));
  p.drawRoundedRect(QRectF(boxX, 5, 12, 22), 3, 3);
  p.drawLine(QPointF(boxX + 1.5, 16), QPointF(boxX + 10.5, 16));
  p.setPen(Qt::NoPen);
  p.setBrush(ink);
  QPolygonF arrow = forward ? QPolygonF({QPointF(3, 9), QPointF(14, 16), QPointF(3, 23)})
                            : QPolygonF({QPointF(29, 9), QPointF(18, 16), QPointF(29, 23)});
  p.drawPolygon(arrow);
  p.end();
  return QIcon(pm);
}
}  // namespace

StepperPanel::StepperPanel(QWidget* parent)
    : QToolBar(tr("Stepper"), parent), slider_(new QSlider(Qt::Horizontal, this)), caption_(new QLabel(this)),
      play_(new QTimer(this)) {
  setObjectName(QStringLiteral("stepper"));
  auto add = [this](const QIcon& icon, const QString& text, QList<QKeySequence> keys, auto fn) {
    QAction* a = addAction(icon, text);
    navigation_ << a;
    a->setShortcuts(keys);
    a->setShortcutContext(Qt::WindowShortcut);
    a->setToolTip(QStringLiteral("%1 (%2)").arg(text, keys.value(0).toString(QKeySequence::NativeText)));
    connect(a, &QAction::triggered, this, fn);
    return a;
  };
  auto roundStep = [this](int dir) {
    if (!session_) return;
    const Timeline& t = session_->timeline;
    const int r = t.roundAt(position_);
    if (dir < 0) {
      const int start = t.roundStart(r);
      request(position_ > start ? start : r > 1 ? t.roundStart(r - 1) : 0);
    } else {
      request(t.roundStart(r + 1));
    }
  };
  add(style()->standardIcon(QStyle::SP_MediaSkipBackward), tr("Start"), {Qt::Key_Home}, [this] { request(0); });
  add(style()->standardIcon(QStyle::SP_MediaSeekBackward), tr("Previous round"), {QKeySequence(Qt::CTRL | Qt::Key_Left), Qt::Key_PageUp},
      [roundStep] { roundStep(-1); });
  add(style()->standardIcon(QStyle::SP_ArrowLeft), tr("Previous step"), {Qt::Key_Left}, [this] { request(position_ - 1); });
  playAction_ = add(style()->standardIcon(QStyle::SP_MediaPlay), tr("Play"), {Qt::Key_Space}, [this] {
    if (play_->isActive()) {
      play_->stop();
    } else {
      if (session_ && position_ >= session_->timeline.positionCount() - 1) request(0);
      play_->start();
    }
    playAction_->setIcon(style()->standardIcon(play_->isActive() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
  });
  add(style()->standardIcon(QStyle::SP_ArrowRight), tr("Next step"), {Qt::Key_Right}, [this] { request(position_ + 1); });
  add(style()->standardIcon(QStyle::SP_MediaSeekForward), tr("Next round"), {QKeySequence(Qt::CTRL | Qt::Key_Right), Qt::Key_PageDown},
      [roundStep] { roundStep(+1); });
  // Big graphs spend most steps on rejected candidates: jump between fusions.
  auto fusionStep = [this](int dir) {
    if (!session_) return;
    const auto& steps = session_->timeline.steps;
    for (int p = position_ + dir; p >= 1 && p <= steps.size(); p += dir)
      if (steps[p - 1].fused) return request(p);
    request(dir < 0 ? 0 : session_->timeline.positionCount() - 1);
  };
  add(fusionIcon(false, palette().color(QPalette::WindowText)), tr("Previous fusion"), {QKeySequence(Qt::SHIFT | Qt::Key_Left)}, [fusionStep] { fusionStep(-1); });
  add(fusionIcon(true, palette().color(QPalette::WindowText)), tr("Next fusion"), {QKeySequence(Qt::SHIFT | Qt::Key_Right)}, [fusionStep] { fusionStep(+1); });
  add(style()->standardIcon(QStyle::SP_MediaSkipForward), tr("End"), {Qt::Key_End}, [this] {
    if (session_) request(session_->timeline.positionCount() - 1);
  });
  // ...and between rejections for one reason (the Go menu only): from a rejected step,
  // the next (previous) step rejected with the same reason; from any other, the next
  // (previous) rejection. Stays put when there is none.
  auto reasonStep = [this](int dir) {
    if (!session_) return;
    const auto& steps = session_->timeline.steps;
    const bool here = position_ >= 1 && position_ <= steps.size() && !steps[position_ - 1].fused;
    const QString reason = here ? steps[position_ - 1].reason : QString();
    for (int p = position_ + dir; p >= 1 && p <= steps.size(); p += dir)
      if (!steps[p - 1].fused && (!here || steps[p - 1].reason == reason)) return request(p);
  };
  for (auto [text, key, dir] : {std::tuple{tr("Previous rejection of this reason"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Left), -1},
                                std::tuple{tr("Next rejection of this reason"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Right), +1}}) {
    auto* a = new QAction(text, this);
    a->setShortcut(key);
    a->setShortcutContext(Qt::WindowShortcut);
    connect(a, &QAction::triggered, this, [reasonStep, d = dir] { reasonStep(d); });
    navigation_ << a;
  }
  // Play's speed, in steps per second (the user's choice; 3 by default).
  speed_ = new QComboBox(this);
  speed_->setObjectName(QStringLiteral("playSpeed"));
  speed_->setToolTip(tr("Play speed"));
  for (int sps : {1, 3, 10, 30, 100}) speed_->addItem(tr("%1 steps/s").arg(sps), sps);
  speed_->setCurrentIndex(1);
  addWidget(speed_);
  connect(speed_, &QComboBox::currentIndexChanged, this,
          [this] { play_->setInterval(std::max(1, 1000 / speed_->currentData().toInt())); });
  slider_->setMinimumWidth(240);
  slider_->setTickPosition(QSlider::TicksBelow);
  slider_->setFocusPolicy(Qt::NoFocus);
  addWidget(slider_);
  addSeparator();
  caption_->setTextFormat(Qt::RichText);
  caption_->setMinimumWidth(420);
  addWidget(caption_);
  connect(slider_, &QSlider::valueChanged, this, [this](int v) {
    if (v != position_) request(v);
  });
  play_->setInterval(1000 / 3);
  connect(play_, &QTimer::timeout, this, [this] {
    if (!session_ || position_ >= session_->timeline.positionCount() - 1) {
      play_->stop();
      playAction_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
      return;
    }
    request(position_ + 1);
  });
  setEnabled(false);
}

int StepperPanel::playIntervalMs() const { return play_->interval(); }

void StepperPanel::setSession(std::shared_ptr<const Session> session) {
  play_->stop();
  session_ = std::move(session);
  setEnabled(session_ != nullptr);
  const int last = session_ ? session_->timeline.positionCount() - 1 : 0;
  const QSignalBlocker block(slider_);
  slider_->setRange(0, last);
  // One tick per round: with few rounds the ticks show where rounds begin.
  int maxRound = 1;
  if (session_) maxRound = std::max(1, static_cast<int>(session_->timeline.rounds.size()));
  slider_->setTickInterval(std::max(1, last / maxRound));
  position_ = 0;
  slider_->setValue(0);
  updateCaption();
}

void StepperPanel::request(int position) {
  if (!session_) return;
  position = std::clamp(position, 0, session_->timeline.positionCount() - 1);
  if (position != position_) emit positionRequested(position);
}

void StepperPanel::setPosition(int position) {
  position_ = position;
  const QSignalBlocker block(slider_);
  slider_->setValue(position);
  updateCaption();
}

void StepperPanel::updateCaption() {
  if (!session_) {
    caption_->clear();
    return;
  }
  const Timeline& t = session_->timeline;
  const int r = t.roundAt(position_);
  QString text = tr("Round %1/%2 \u00b7 step %3/%4").arg(r).arg(t.rounds.size()).arg(position_).arg(t.steps.size());
  if (position_ == 0) {
    text += tr(" \u00b7 before fusion");
  } else {
    const TimelineStep& s = t.steps[position_ - 1];
    if (s.fused)
      text += tr(" \u00b7 <span style='color:#1b9e3e'><b>fused %1 + %2</b></span>").arg(s.a, s.b);
    else
      text += tr(" \u00b7 <span style='color:#c62828'><b>%1 + %2: %3</b></span>").arg(s.a, s.b, s.reason.toHtmlEscaped());
  }
  caption_->setText(text);
}

QString StepperPanel::caption() const { return caption_->text(); }

}  // namespace fs::views
