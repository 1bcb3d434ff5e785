#include "views/panels/KnobsPanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "views/models/KnobsModel.h"

namespace fs::views {

KnobsPanel::KnobsPanel(QWidget* parent)
    : QWidget(parent), model_(new KnobsModel(this)), view_(new QTableView(this)), status_(new QLabel(this)) {
  view_->setModel(model_);
  view_->verticalHeader()->hide();
  view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  view_->horizontalHeader()->setStretchLastSection(true);
  view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 4);
  view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                         QAbstractItemView::AnyKeyPressed);
  status_->setWordWrap(true);
  status_->setTextFormat(Qt::RichText);
  auto* rerun = new QPushButton(tr("Re-run fusion"), this);
  auto* reset = new QPushButton(tr("Inductor defaults"), this);
  connect(rerun, &QPushButton::clicked, this, [this] { emit rerunRequested(model_->knobs()); });
  connect(reset, &QPushButton::clicked, this, [this] {
    model_->setKnobs(fusion::Knobs{});
    emit rerunRequested(model_->knobs());
  });
  connect(model_, &KnobsModel::rejected, this, [this](const QString& m) {
    status_->setText(QStringLiteral("<span style='color:#c62828'>%1</span>").arg(m.toHtmlEscaped()));
  });
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(rerun);
  buttons->addWidget(reset);
  buttons->addStretch();
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(view_, 1);
  layout->addLayout(buttons);
  layout->addWidget(status_);
}

void KnobsPanel::setKnobs(const fusion::Knobs& knobs) { model_->setKnobs(knobs); }
void KnobsPanel::setDiffText(const QString& html) { status_->setText(html); }

}  // namespace fs::views
