// SearchPanel: find a node by name or op ("max_pool", "op42"); matches are listed
// and marked on the graphs; activating one selects it.
#pragma once

#include <QWidget>

class QLineEdit;
class QTableView;
class QSortFilterProxyModel;

namespace fs::views {

class NodeListModel;

class SearchPanel : public QWidget {
  Q_OBJECT
 public:
  SearchPanel(NodeListModel* model, QWidget* parent = nullptr);
  void setQuery(const QString& text);
  void focusQuery();
  /// Node names matching the current query (empty query: none).
  QStringList matches() const;

 signals:
  void matchesChanged(const QStringList& nodes);
  void nodeActivated(const QString& node);

 private:
  NodeListModel* model_;
  QLineEdit* query_;
  QTableView* view_;
  QSortFilterProxyModel* filter_;
};

}  // namespace fs::views
