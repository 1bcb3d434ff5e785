#include "views/panels/KnobsPanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include "views/models/KnobsModel.h"

namespace fs::views {

KnobsPanel::KnobsPanel(QWidget* parent)
    : QWidget(parent), model_(new KnobsModel(this)), view_(new QTableView(this)), status_(new QLabel(this)),
      rerunLater_(new QTimer(this)) {
  view_->setModel(model_);
  view_->verticalHeader()->hide();
  view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  view_->horizontalHeader()->setStretchLastSection(true);
  view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 4);
  view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                         QAbstractItemView::AnyKeyPressed);
  status_->setWordWrap(true);
  status_->setTextFormat(Qt::RichText);
  rerunLater_->setSingleShot(true);
  rerunLater_->setInterval(kRerunDelayMs);
  connect(rerunLater_, &QTimer::timeout, this, [this] { emit rerunRequested(model_->knobs()); });

  auto* rerun = new QPushButton(tr("Re-run now"), this);
  rerun->setToolTip(tr("Edits re-run fusion by themselves; this runs it again at once"));
  auto* reset = new QPushButton(tr("Inductor defaults"), this);
  reset->setToolTip(tr("Every knob back to Inductor's default (PyTorch 2.11)"));
  auto* off = new QPushButton(tr("Fusion off"), this);
  off->setToolTip(tr("max_rounds=0: no fusion round runs; every node is its own kernel"));
  connect(rerun, &QPushButton::clicked, this, [this] {
    rerunLater_->stop();
    markStale(tr("re-running"));
    emit rerunRequested(model_->knobs());
  });
  connect(reset, &QPushButton::clicked, this, [this] {
    if (model_->knobs() == fusion::Knobs{}) return;
    model_->setKnobs(fusion::Knobs{});
    markStale(tr("Inductor defaults"));
    rerunLater_->start();
  });
  connect(off, &QPushButton::clicked, this, [this] { model_->setKnob(QStringLiteral("max_rounds"), QStringLiteral("0")); });
  connect(model_, &KnobsModel::edited, this, [this](const QString& name, const QString& value) {
    markStale(QStringLiteral("%1=%2").arg(name, value));
    rerunLater_->start();
  });
  connect(model_, &KnobsModel::rejected, this, [this](const QString& m) {
    status_->setText(QStringLiteral("<span style='color:#c62828'>%1</span>").arg(m.toHtmlEscaped()));
  });
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(rerun);
  buttons->addWidget(reset);
  buttons->addWidget(off);
  buttons->addStretch();
  // The buttons on top and the status in a fixed band under the table: neither
  // moves as the status text grows.
  auto* statusScroll = new QScrollArea(this);
  statusScroll->setWidget(status_);
  statusScroll->setWidgetResizable(true);
  statusScroll->setFrameShape(QFrame::NoFrame);
  statusScroll->setFixedHeight(status_->fontMetrics().lineSpacing() * 5 + 6);
  status_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addLayout(buttons);
  layout->addWidget(view_, 1);
  layout->addWidget(statusScroll);
}

void KnobsPanel::markStale(const QString& what) {
  if (!stale_) emit staleChanged(true);
  stale_ = true;
  status_->setText(tr("<span style='color:#b26a00'><b>Plan is stale</b>: fusing again with %1\u2026</span>").arg(what.toHtmlEscaped()));
}

void KnobsPanel::setKnobs(const fusion::Knobs& knobs) {
  if (stale_ && (rerunLater_->isActive() || !(knobs == model_->knobs()))) return;  // the user's edit is newer
  if (stale_) emit staleChanged(false);
  stale_ = false;
  model_->setKnobs(knobs);
}

void KnobsPanel::cancelStale() {
  rerunLater_->stop();
  if (!stale_) return;
  stale_ = false;
  emit staleChanged(false);
  status_->setText(tr("<span style='color:#b26a00'>Re-run cancelled: the plan shown is of the knobs before the edit; "
                      "<b>Re-run now</b> runs the edited ones.</span>"));
}

void KnobsPanel::setDiffText(const QString& html) {
  if (!stale_) status_->setText(html);
}

QString KnobsPanel::statusText() const { return status_->text(); }

}  // namespace fs::views
