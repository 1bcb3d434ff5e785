#include "views/panels/LogPanel.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QVBoxLayout>

#include "views/models/LogModel.h"

namespace fs::views {

LogPanel::LogPanel(LogModel* model, QWidget* parent)
    : QWidget(parent), view_(new QListView(this)), filter_(new QSortFilterProxyModel(this)) {
  filter_->setSourceModel(model);
  filter_->setFilterCaseSensitivity(Qt::CaseInsensitive);
  view_->setModel(filter_);
  view_->setUniformItemSizes(true);
  QFont mono(QStringLiteral("monospace"));
  mono.setStyleHint(QFont::Monospace);
  view_->setFont(mono);
  auto* search = new QLineEdit(this);
  search->setPlaceholderText(tr("Filter log lines"));
  search->setClearButtonEnabled(true);
  connect(search, &QLineEdit::textChanged, filter_, &QSortFilterProxyModel::setFilterFixedString);
  auto* clear = new QPushButton(tr("Clear"), this);
  connect(clear, &QPushButton::clicked, model, &LogModel::clear);
  auto* top = new QHBoxLayout;
  top->addWidget(search, 1);
  top->addWidget(clear);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addLayout(top);
  layout->addWidget(view_);
  connect(filter_, &QAbstractItemModel::rowsInserted, view_, [this] { view_->scrollToBottom(); });
}

}  // namespace fs::views
