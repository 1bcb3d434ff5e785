// SearchPanel: find a node by name, op or source line ("max_pool", "op42",
// "resnet.py:271"); matches are listed and marked on the graphs. Return (or F3)
// steps to the next match and Shift+Return (Shift+F3) to the previous one, each
// selecting it in the graphs; clicking a row selects that node.
#pragma once

#include <QWidget>

class QLabel;
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
  QString query() const;
  /// Puts the cursor in the query field, its text selected.
  void focusQuery();
  /// Node names matching the current query, in the list's order (empty query: none).
  QStringList matches() const;
  /// Index into matches() of the match last stepped to or clicked; -1: none.
  int currentMatch() const { return current_; }
  /// "2 of 5 matches", "no match", or empty.
  QString matchText() const;
  /// Forgets the query and the matches (another model was opened).
  void clear();

 public slots:
  /// Steps to the next (previous) match, wrapping around, and activates it.
  void findNext();
  void findPrevious();

 signals:
  void matchesChanged(const QStringList& nodes);
  void nodeActivated(const QString& node);

 private:
  void step(int delta);
  void activateRow(int row);
  void updateCount();

  NodeListModel* model_;
  QLineEdit* query_;
  QLabel* count_;
  QTableView* view_;
  QSortFilterProxyModel* filter_;
  int current_ = -1;
};

}  // namespace fs::views
