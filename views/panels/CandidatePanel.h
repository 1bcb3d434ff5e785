// CandidatePanel: the candidate table (sortable, filterable by text and by
// outcome); clicking a row goes to that step.
#pragma once

#include <QWidget>

class QComboBox;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace fs::views {

class CandidateModel;

class CandidatePanel : public QWidget {
  Q_OBJECT
 public:
  CandidatePanel(CandidateModel* model, QWidget* parent = nullptr);
  /// Scrolls to the row of this timeline position.
  void showPosition(int position);
  QTableView* table() const { return view_; }

 signals:
  void positionRequested(int position);

 private:
  CandidateModel* model_;
  QSortFilterProxyModel* proxy_;
  QTableView* view_;
  QLineEdit* text_;
  QComboBox* outcome_;
};

}  // namespace fs::views
