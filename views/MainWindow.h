// MainWindow: composition only. It builds the panes, panels and docks, wires
// them to the Controller, and keeps the current timeline position; every panel
// renders its own part.
#pragma once

#include <QMainWindow>
#include <QPointer>

#include <memory>

#include "views/controller/Controller.h"

class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QTimer;

namespace fs::views {

class CandidateModel;
class CaptureDialog;
class DiffPanel;
class CandidatePanel;
class KernelsPanel;
class DecisionPanel;
class GraphPane;
class InspectorPanel;
class KnobsPanel;
class LogModel;
class NodeListModel;
class SearchPanel;
class SourcePanel;
class StepperPanel;
class TimingPanel;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  /// `persist`: restore and save window layout and recent files with QSettings
  /// (off for screenshots and tests, which need the default layout).
  explicit MainWindow(bool persist = true, QWidget* parent = nullptr);
  ~MainWindow() override;

  Controller* controller() const { return controller_; }
  /// Opens a dump; `graph`, `goTo` ("ROUND:STEP") and `select` ("A,B") apply
  /// once it is loaded.
  void openPath(const QString& path, const QString& graph = {}, const QString& goTo = {}, const QString& select = {});
  /// Reads the user's measured kernel times (`.json`: a torch.profiler trace; other
  /// files: `output_code.py -k` output) and shows them in the Inductor kernels panel
  /// and on the graph's nodes.
  void openProfile(const QStringList& files);
  void goToPosition(int position);
  int position() const { return position_; }
  /// True when both panes show the current position (layouts in place).
  bool isGraphCurrent() const;
  /// True when, in addition, nothing is loading, fusing, laying out or explaining.
  bool isSettled() const;

  /// Writes a pane's whole graph as SVG or PNG (by the file's suffix).
  bool exportPaneTo(GraphPane* pane, const QString& path);
  /// Writes the current trace as JSON Lines.
  bool saveTraceTo(const QString& path);

  GraphPane* beforePane() const { return before_; }
  GraphPane* afterPane() const { return after_; }
  DecisionPanel* decisionPanel() const { return decision_; }
  StepperPanel* stepper() const { return stepper_; }
  CandidateModel* candidateModel() const { return candidates_; }
  NodeListModel* nodeListModel() const { return nodes_; }
  InspectorPanel* inspector() const { return inspector_; }
  SearchPanel* searchPanel() const { return search_; }
  KnobsPanel* knobsPanel() const { return knobs_; }
  SourcePanel* sourcePanel() const { return source_; }
  KernelsPanel* kernelsPanel() const { return kernels_; }
  TimingPanel* timingPanel() const { return timing_; }
  /// Once the next graph is ready: raises the Timings panel and runs it on the
  /// CPU or, when a GPU is found, with CUDA (else the panel says why not).
  void runTimingsWhenReady(bool cuda);
  /// Diffs the open dump (compile A) against the compile at `pathB` in the Diff
  /// panel (Controller::diffWith); before a dump is open, once it is.
  void diffWith(const QString& pathB);
  /// Opens File > Capture on `command` (program and arguments) into `outDir` and,
  /// when `command` is given, runs it at once; the captured dump is opened.
  void startCapture(const QStringList& command, const QString& outDir = {});
  /// Selects `nodes` in both panes and centres them (the Diff panel's rows).
  void showNodes(const QStringList& nodes) { selectNodes(nodes, false); }
  DiffPanel* diffPanel() const { return diff_; }
  CaptureDialog* captureDialog() const { return capture_; }
  /// The window that shows compile B beside this one (Open B beside), if open.
  MainWindow* besideWindow() const { return beside_.data(); }

 signals:
  /// A pane drew a new layout (first paint of a graph, or a new round).
  void layoutShown(fs::views::Controller::Pane pane);
  void settled();

 protected:
  void closeEvent(QCloseEvent* e) override;
  void showEvent(QShowEvent* e) override;
  void dragEnterEvent(QDragEnterEvent* e) override;
  void dropEvent(QDropEvent* e) override;

 private:
  void buildActions();
  void buildStatusBar();
  void connectController();
  void connectTimingAndDiff();
  void connectPanels();
  void restoreWindow();
  QString sessionStatusText() const;
  void buildDocks();
  void buildHelpMenu();

 public:
  /// The Help menu's quick guide (rich text).
  static QString quickGuideHtml();
  /// Says in the title and the status bar that `path` is the bundled sample
  /// (the app was started with no argument).
  void markAsSample(const QString& path);

 private:
  void onSessionReady(std::shared_ptr<const Session> session);
  /// Has the after pane build the items of the rounds beside the shown one
  /// while idle (those laid out already), so that stepping into them only
  /// switches item sets.
  void prepareNeighbourRounds();
  void onLayoutReady(Controller::Pane pane, int round, std::shared_ptr<const DisplayGraph> graph,
                     std::shared_ptr<const LayoutResult> layout);
  void applyOverlays();
  void centerOnPair(GraphPane* pane);
  void applyPending();
  /// `raisePanels`: bring the Inspector (one node) or the decision pane (two) to
  /// the front; false when the user is working in another panel (search, tables).
  void onSelection(const QStringList& members, GraphPane* from, bool raisePanels = true);
  void selectNodes(const QStringList& nodes, bool raisePanels = true);
  void clearSelection();
  /// Empties every panel bound to a model (graphs, search, inspector, decision,
  /// sources, kernels, timings, candidates, stepper): another dump is opening.
  void resetModelPanels();
  int afterRoundFor(int position) const;
  void addRecent(const QString& path);
  void updateRecentMenu();
  void exportPane(GraphPane* pane);
  void saveTrace();
  void showDiffAgainstPrevious();
  void checkSettled();

  Controller* controller_;
  std::shared_ptr<const Session> session_;
  int position_ = 0;
  int afterRoundShown_ = -1;
  bool beforeShown_ = false;
  QStringList searchHits_;

  struct Pending {
    QString goTo, select;
    int timings = -1;  ///< -1: none; 0: CPU; 1: CUDA
    QString diff;      ///< compile B to diff against once the dump is open
  } pending_;
  bool runTimingsAfterProbe_ = false;

  GraphPane* before_;
  GraphPane* after_;
  StepperPanel* stepper_;
  CandidateModel* candidates_;
  CandidatePanel* candidatePanel_;
  DecisionPanel* decision_;
  InspectorPanel* inspector_;
  LogModel* log_;
  NodeListModel* nodes_;
  SearchPanel* search_;
  KnobsPanel* knobs_;
  SourcePanel* source_;
  KernelsPanel* kernels_;
  QComboBox* graphChooser_;
  QMenu* recentMenu_ = nullptr;
  QMenu* viewMenu_ = nullptr;
  QLabel* status_;
  QLabel* compare_;
  QProgressBar* progress_;
  QPushButton* cancel_;
  bool busy_ = false;
  bool persist_ = true;
  bool restoredState_ = false;
  bool docksSized_ = false;
  QDockWidget* decisionDock_ = nullptr;
  QDockWidget* inspectorDock_ = nullptr;
  QDockWidget* sourceDock_ = nullptr;
  bool beforeRequested_ = false;
  QString samplePath_;         ///< the bundled sample, when the app was started without a path
  bool showingSample_ = false;  ///< Before's layout is asked for (cleared by Cancel)
  QTimer* explainLater_ = nullptr;
  QDockWidget* candidateDock_ = nullptr;
  QDockWidget* searchDock_ = nullptr;
  QString lastDir_;  ///< where the Open dialogs start: the folder of the last dump opened
  TimingPanel* timing_ = nullptr;
  QDockWidget* timingDock_ = nullptr;
  DiffPanel* diff_ = nullptr;
  QDockWidget* diffDock_ = nullptr;
  CaptureDialog* capture_ = nullptr;
  QPointer<MainWindow> beside_;  ///< the window showing compile B (Open B beside), null once closed
};

}  // namespace fs::views
