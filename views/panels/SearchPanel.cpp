#include "views/panels/SearchPanel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <functional>

#include "views/Plural.h"
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

/// Return steps forward through the matches, Shift+Return back.
class QueryEdit : public QLineEdit {
 public:
  using QLineEdit::QLineEdit;
  std::function<void(int)> onStep;

 protected:
  void keyPressEvent(QKeyEvent* e) override {
    if ((e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) && onStep) {
      onStep(e->modifiers() & Qt::ShiftModifier ? -1 : 1);
      return;
    }
    QLineEdit::keyPressEvent(e);
  }
};
}  // namespace

SearchPanel::SearchPanel(NodeListModel* model, QWidget* parent)
    : QWidget(parent), model_(model), query_(new QueryEdit(this)), count_(new QLabel(this)), view_(new QTableView(this)),
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
  query_->setToolTip(tr("Return: next match (F3); Shift+Return: previous (Shift+F3)"));
  static_cast<QueryEdit*>(query_)->onStep = [this](int d) { step(d); };
  auto* row = new QHBoxLayout;
  row->addWidget(query_, 1);
  row->addWidget(count_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addLayout(row);
  layout->addWidget(view_);
  connect(query_, &QLineEdit::textChanged, this, [this](const QString& text) {
    static_cast<NodeFilter*>(filter_)->query = text.trimmed();
    filter_->invalidate();
    current_ = -1;
    updateCount();
    emit matchesChanged(matches());
  });
  auto clicked = [this](const QModelIndex& index) { activateRow(index.row()); };
  connect(view_, &QTableView::activated, this, clicked);
  connect(view_, &QTableView::clicked, this, clicked);
  // the model is replaced when another graph opens: the matches are recomputed
  connect(model_, &QAbstractItemModel::modelReset, this, [this] {
    current_ = -1;
    updateCount();
    emit matchesChanged(matches());
  });
}

void SearchPanel::setQuery(const QString& text) { query_->setText(text); }
QString SearchPanel::query() const { return query_->text(); }

void SearchPanel::focusQuery() {
  query_->setFocus();
  query_->selectAll();
}

void SearchPanel::clear() {
  query_->clear();
  current_ = -1;
  updateCount();
}

QStringList SearchPanel::matches() const {
  QStringList out;
  if (query_->text().trimmed().isEmpty()) return out;
  for (int r = 0; r < filter_->rowCount(); ++r) out << model_->nodeName(filter_->mapToSource(filter_->index(r, 0)).row());
  return out;
}

QString SearchPanel::matchText() const { return count_->text(); }

void SearchPanel::findNext() { step(1); }
void SearchPanel::findPrevious() { step(-1); }

void SearchPanel::step(int delta) {
  const int n = query_->text().trimmed().isEmpty() ? 0 : filter_->rowCount();
  if (n == 0) return;
  activateRow(current_ < 0 ? (delta > 0 ? 0 : n - 1) : ((current_ + delta) % n + n) % n);
}

void SearchPanel::activateRow(int row) {
  if (row < 0 || row >= filter_->rowCount()) return;
  current_ = row;
  view_->selectRow(row);
  view_->scrollTo(filter_->index(row, 0));
  updateCount();
  emit nodeActivated(model_->nodeName(filter_->mapToSource(filter_->index(row, 0)).row()));
}

void SearchPanel::updateCount() {
  if (query_->text().trimmed().isEmpty()) {
    count_->clear();
    return;
  }
  const int n = filter_->rowCount();
  if (n == 0) count_->setText(tr("no match"));
  const QString matches = plural(n, tr("match"), tr("matches"));
  count_->setText(current_ < 0 ? matches : tr("%1 of %2").arg(current_ + 1).arg(matches));
}

}  // namespace fs::views
