#include "views/panels/KernelsPanel.h"

#include "views/Plural.h"

#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "core/session/KernelTable.h"
#include "views/models/KernelTableModel.h"

namespace fs::views {

KernelsPanel::KernelsPanel(QWidget* parent)
    : QWidget(parent), model_(new KernelTableModel(this)), sorted_(new QSortFilterProxyModel(this)),
      view_(new QTableView(this)), status_(new QLabel(this)) {
  sorted_->setSourceModel(model_);
  sorted_->setSortRole(Qt::UserRole);
  view_->setModel(sorted_);
  view_->setSortingEnabled(true);
  view_->sortByColumn(-1, Qt::AscendingOrder);
  view_->setSelectionBehavior(QAbstractItemView::SelectRows);
  view_->setSelectionMode(QAbstractItemView::SingleSelection);
  view_->verticalHeader()->hide();
  view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 4);
  view_->horizontalHeader()->setSectionResizeMode(KernelTableModel::Source, QHeaderView::Stretch);
  status_->setWordWrap(true);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(status_);
  layout->addWidget(view_);
  auto activate = [this](const QModelIndex& i) { emit nodesActivated(model_->nodesOf(sorted_->mapToSource(i).row())); };
  connect(view_, &QTableView::activated, this, activate);
  connect(view_, &QTableView::clicked, this, activate);
  setTable(nullptr);
}

void KernelsPanel::setTable(std::shared_ptr<const session::KernelTable> table) {
  model_->setTable(table);
  // Display and sort roles differ; sort by the displayed text for the text columns.
  view_->resizeColumnsToContents();
  // Inductor's names run to 200 characters: elide them (the tooltip has the whole name)
  view_->setTextElideMode(Qt::ElideRight);  // names keep their start; the tooltip has them whole
  if (view_->columnWidth(KernelTableModel::Kernel) > 360) view_->setColumnWidth(KernelTableModel::Kernel, 360);
  status_->setText(summary());
}

QString KernelsPanel::summary() const {
  const session::KernelTable* t = model_->table();
  if (!t) return tr("No graph.");
  int timed = 0;
  double total = 0;
  for (const auto& r : t->rows)
    if (r.traceUs >= 0) {
      ++timed;
      total += r.traceUs * r.traceCalls;
    }
  if (timed == 0)
    return tr("%1 (output_code.py). No measured times: File \u203a Open profile\u2026 "
              "(a torch.profiler trace, or what `python output_code.py -k` printed).")
        .arg(plural(static_cast<qint64>(t->rows.size()), tr("Inductor kernel"), tr("Inductor kernels")));
  return tr("%1; %2 in the profile, %3 \u00b5s in all; %4 in the trace (libraries).")
      .arg(plural(static_cast<qint64>(t->rows.size()), tr("Inductor kernel"), tr("Inductor kernels")))
      .arg(timed)
      .arg(total, 0, 'f', 1)
      .arg(plural(static_cast<qint64>(t->unmatched.size()), tr("other kernel"), tr("other kernels")));
}

}  // namespace fs::views
