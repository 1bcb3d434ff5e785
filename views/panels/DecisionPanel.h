// DecisionPanel ("why not fused?"): for the pair of the current step, or any two
// nodes the user picked, the verdict at a glance, every gate's decision from
// explain(), and the evidence: the index expressions of the writes and reads
// compared, the iteration spaces, the shared bytes, the order distance, the
// cycle path.
#pragma once

#include <QWidget>

#include <memory>

class QLabel;
class QSplitter;
class QTableView;
class QTextBrowser;

namespace fs::fusion {
struct Decision;
}
namespace fs::session {
class Provenance;
}

namespace fs::views {

class DecisionModel;
struct PairExplanation;

class DecisionPanel : public QWidget {
  Q_OBJECT
 public:
  explicit DecisionPanel(QWidget* parent = nullptr);
  void setExplanation(std::shared_ptr<const PairExplanation> explanation);
  /// What the scheduler did at the current step, shown above the explanation.
  void setContext(const QString& html);
  /// The Inductor release whose rules decided ("2.15"), named in every verdict.
  void setRelease(const QString& release);
  /// The scheduler's own decision for the current step, with its evidence: shown
  /// at once, while explain() evaluates every gate in the background.
  /// `moreComing`: explain() will follow with every gate.
  void showRecorded(const fusion::Decision& decision, bool moreComing);
  void clear();
  /// Where the graph's nodes came from: each verdict names both nodes' ops and
  /// source lines (the user's model) under it. May be null.
  void setProvenance(std::shared_ptr<const session::Provenance> provenance);
  DecisionModel* model() const { return model_; }
  /// The verdict line and the evidence, as plain text (for tests and copying).
  QString text() const;
  /// The splitter between the verdict, the gate table and the evidence (its state
  /// is kept across runs by MainWindow).
  QSplitter* splitter() const { return splitter_; }
  /// Restores the splitter's state saved from splitter(); else, when first shown,
  /// the verdict, the gates and the evidence share the height 3:3:4.
  void restoreSplitter(const QByteArray& state);
  QTableView* gateTable() const { return gates_; }

 protected:
  void resizeEvent(QResizeEvent* e) override;
  void showEvent(QShowEvent* e) override;

 private:
  /// "Inductor 2.15" (the explanation's release, else the one set with setRelease).
  QString inductor(const std::string& release = {}) const;
  QString release_;
  void showEvidence(int gateRow);
  QString originsHtml(const QString& n1, const QString& n2) const;
  std::shared_ptr<const session::Provenance> provenance_;
  DecisionModel* model_;
  QLabel* context_;
  QLabel* verdict_;
  QTableView* gates_;
  QTextBrowser* evidence_;
  QSplitter* splitter_ = nullptr;
  bool splitterRestored_ = false;
  /// The gate column: its contents' width, at most 45 % of the table's.
  void fitGateColumn();
};

}  // namespace fs::views
