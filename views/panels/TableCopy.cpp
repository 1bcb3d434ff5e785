#include "views/panels/TableCopy.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QItemSelectionModel>
#include <QTableView>

#include <algorithm>
#include <set>

namespace fs::views {

QString selectionAsText(const QTableView* view) {
  if (!view->selectionModel() || !view->model()) return {};
  const QModelIndexList selected = view->selectionModel()->selectedIndexes();
  if (selected.isEmpty()) return {};
  std::set<int> rows, columns;
  for (const auto& i : selected) {
    rows.insert(i.row());
    if (!view->isColumnHidden(i.column())) columns.insert(i.column());
  }
  const QAbstractItemModel* m = view->model();
  auto cell = [](QString s) { return s.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' ')); };
  QStringList lines, header;
  for (int c : columns) header << cell(m->headerData(c, Qt::Horizontal).toString());
  lines << header.join(QLatin1Char('\t'));
  for (int r : rows) {
    QStringList fields;
    for (int c : columns) {
      const QModelIndex i = m->index(r, c);
      QVariant v = i.data(Qt::DisplayRole);
      if (!v.isValid() && i.data(Qt::CheckStateRole).isValid())
        v = i.data(Qt::CheckStateRole).value<Qt::CheckState>() == Qt::Checked ? QStringLiteral("true") : QStringLiteral("false");
      fields << (view->selectionModel()->isSelected(i) ? cell(v.toString()) : QString());
    }
    lines << fields.join(QLatin1Char('\t'));
  }
  return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void installTableCopy(QTableView* view) {
  auto* copy = new QAction(QObject::tr("Copy"), view);
  copy->setShortcut(QKeySequence::Copy);
  copy->setShortcutContext(Qt::WidgetShortcut);
  QObject::connect(copy, &QAction::triggered, view, [view] {
    const QString text = selectionAsText(view);
    if (!text.isEmpty()) QGuiApplication::clipboard()->setText(text);
  });
  view->addAction(copy);
}

}  // namespace fs::views
