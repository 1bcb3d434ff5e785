#include "views/panels/SearchPanel.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "views/models/NodeListModel.h"

namespace fs::views {

namespace {
/// Matches the query against the name and the ops columns.
class NodeFilter : public QSortFilterProxyModel {
 public:
  using QSortFilterProxyModel::QSortFilterProxyModel;
  QString query;

 protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override {
    if (query.isEmpty()) return true;
    auto* m = sourceModel();
    for (int col : {NodeListModel::Name, NodeListModel::Ops, NodeListModel::Kind, NodeListModel::Source})
      if (m->index(row, col, parent).data().toString().contains(query, Qt::CaseInsensitive)) return true;
    return false;
  }
};
}  // namespace

SearchPanel::SearchPanel(NodeListModel* model, QWidget* parent)
    : QWidget(parent), model_(model), query_(new QLineEdit(this)), view_(new QTableView(this)),
      filter_(new NodeFilter(this)) {
  filter_->setSourceModel(model);
  view_->setModel(filter_);
  view_->setSortingEnabled(true);
  view_->sortByColumn(-1, Qt::AscendingOrder);
  view_->setSelectionBehavior(QAbstractItemView::SelectRows);
  view_->setSelectionMode(QAbstractItemView::SingleSelection);
  view_->verticalHeader()->hide();
  view_->horizontalHeader()->setStretchLastSection(true);
  view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 4);
  query_->setPlaceholderText(tr("Find node by name, op or source line (e.g. max_pool, resnet.py:271)"));
  query_->setClearButtonEnabled(true);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(query_);
  layout->addWidget(view_);
  connect(query_, &QLineEdit::textChanged, this, [this](const QString& text) {
    static_cast<NodeFilter*>(filter_)->query = text.trimmed();
    filter_->invalidate();
    emit matchesChanged(matches());
  });
  auto activate = [this](const QModelIndex& index) {
    emit nodeActivated(model_->nodeName(filter_->mapToSource(index).row()));
  };
  connect(view_, &QTableView::activated, this, activate);
  connect(view_, &QTableView::clicked, this, activate);
  connect(query_, &QLineEdit::returnPressed, this, [this, activate] {
    if (filter_->rowCount() > 0) activate(filter_->index(0, 0));
  });
}

void SearchPanel::setQuery(const QString& text) { query_->setText(text); }
void SearchPanel::focusQuery() {
  query_->setFocus();
  query_->selectAll();
}

QStringList SearchPanel::matches() const {
  QStringList out;
  if (query_->text().trimmed().isEmpty()) return out;
  for (int r = 0; r < filter_->rowCount(); ++r) out << model_->nodeName(filter_->mapToSource(filter_->index(r, 0)).row());
  return out;
}

}  // namespace fs::views
