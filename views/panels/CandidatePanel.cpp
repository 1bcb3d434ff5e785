#include "views/panels/CandidatePanel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "views/models/CandidateModel.h"

namespace fs::views {

namespace {
class CandidateFilter : public QSortFilterProxyModel {
 public:
  using QSortFilterProxyModel::QSortFilterProxyModel;
  QString text;
  QString outcome;  // "", "fused", "rejected", "differs"

 protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
    auto* m = sourceModel();
    if (outcome == QLatin1String("differs")) {
      if (m->index(row, CandidateModel::Inductor, parent).data().toString() == QLatin1String("same")) return false;
    } else if (!outcome.isEmpty() && m->index(row, 0, parent).data(CandidateModel::OutcomeRole).toString() != outcome) {
      return false;
    }
    if (text.isEmpty()) return true;
    for (int col : {CandidateModel::Node1, CandidateModel::Node2, CandidateModel::Reason, CandidateModel::Via})
      if (m->index(row, col, parent).data().toString().contains(text, Qt::CaseInsensitive)) return true;
    return false;
  }
};
}  // namespace

CandidatePanel::CandidatePanel(CandidateModel* model, QWidget* parent)
    : QWidget(parent), model_(model), proxy_(new CandidateFilter(this)), view_(new QTableView(this)),
      text_(new QLineEdit(this)), outcome_(new QComboBox(this)) {
  proxy_->setSourceModel(model);
  proxy_->setSortRole(CandidateModel::SortRole);
  view_->setModel(proxy_);
  view_->setSortingEnabled(true);
  view_->sortByColumn(CandidateModel::Step, Qt::AscendingOrder);
  view_->setSelectionBehavior(QAbstractItemView::SelectRows);
  view_->setSelectionMode(QAbstractItemView::SingleSelection);
  view_->verticalHeader()->hide();
  view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 4);
  view_->horizontalHeader()->setStretchLastSection(true);
  view_->setWordWrap(false);
  text_->setPlaceholderText(tr("Filter by node, buffer or reason"));
  text_->setClearButtonEnabled(true);
  outcome_->addItem(tr("All outcomes"), QString());
  outcome_->addItem(tr("Fused"), QStringLiteral("fused"));
  outcome_->addItem(tr("Rejected"), QStringLiteral("rejected"));
  outcome_->addItem(tr("Differs from Inductor"), QStringLiteral("differs"));
  auto* top = new QHBoxLayout;
  top->addWidget(text_, 1);
  top->addWidget(outcome_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addLayout(top);
  layout->addWidget(view_);
  auto refilter = [this] {
    auto* f = static_cast<CandidateFilter*>(proxy_);
    f->text = text_->text().trimmed();
    f->outcome = outcome_->currentData().toString();
    f->invalidate();
  };
  connect(text_, &QLineEdit::textChanged, this, refilter);
  connect(outcome_, &QComboBox::currentIndexChanged, this, refilter);
  connect(view_, &QTableView::clicked, this, [this](const QModelIndex& index) {
    emit positionRequested(proxy_->mapToSource(index).row() + 1);
  });
  connect(model, &QAbstractItemModel::modelReset, this, [this] {
    view_->resizeColumnsToContents();
    for (int c = 0; c < CandidateModel::ColumnCount; ++c)
      view_->setColumnWidth(c, std::min(view_->columnWidth(c), 260));
  });
}

void CandidatePanel::showPosition(int position) {
  if (position <= 0) return;
  const QModelIndex src = model_->index(position - 1, 0);
  const QModelIndex idx = proxy_->mapFromSource(src);
  if (!idx.isValid()) return;
  view_->scrollTo(idx, QAbstractItemView::PositionAtCenter);
}

}  // namespace fs::views
