#include "views/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <utility>
#include <QInputDialog>
#include <QLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <QSplitter>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QTableView>
#include <QTimer>
#include <QToolBar>

#include "core/fusion/ReleaseRules.h"
#include "core/util/Log.h"
#include "views/graph/GraphPane.h"
#include "views/graph/GraphScene.h"
#include "views/graph/GraphView.h"
#include "views/models/CandidateModel.h"
#include "views/models/LogModel.h"
#include "views/models/NodeListModel.h"
#include "views/panels/CandidatePanel.h"
#include "views/panels/CaptureDialog.h"
#include "views/panels/DecisionPanel.h"
#include "views/panels/DiffPanel.h"
#include "views/panels/InspectorPanel.h"
#include "views/panels/KernelsPanel.h"
#include "views/panels/KnobsPanel.h"
#include "views/panels/LogPanel.h"
#include "views/panels/SearchPanel.h"
#include "views/panels/SourcePanel.h"
#include "views/panels/StepperPanel.h"
#include "views/panels/TableCopy.h"
#include "views/Plural.h"
#include "views/panels/TimingPanel.h"

namespace fs::views {

MainWindow::MainWindow(bool persist, QWidget* parent)
    : QMainWindow(parent), controller_(new Controller(this)), before_(new GraphPane(tr("Before fusion"), this)),
      after_(new GraphPane(tr("After"), this)), stepper_(new StepperPanel(this)), candidates_(new CandidateModel(this)),
      candidatePanel_(new CandidatePanel(candidates_, this)), decision_(new DecisionPanel(this)),
      inspector_(new InspectorPanel(this)), log_(new LogModel(this)), nodes_(new NodeListModel(this)),
      search_(new SearchPanel(nodes_, this)), knobs_(new KnobsPanel(this)), source_(new SourcePanel(this)), kernels_(new KernelsPanel(this)), graphChooser_(new QComboBox(this)),
      status_(new QLabel(this)), compare_(new QLabel(this)), progress_(new QProgressBar(this)),
      cancel_(new QPushButton(tr("Cancel"), this)), persist_(persist) {
  setWindowTitle(tr("FusionScope"));
  setAcceptDrops(true);
  status_->setObjectName(QStringLiteral("statusText"));
  fs::addLogSink(log_->sink());
  fs::setLogLevel(spdlog::level::info);
  const QFontMetricsF fm(font());
  // Labels mix lower case, digits and '_': wider than Qt's average character.
  controller_->setTextMetrics({fm.horizontalAdvance(QStringLiteral("batch_norm + relu 1605632")) / 25.0 * 1.08, fm.height()});

  auto* split = new QSplitter(Qt::Horizontal, this);
  split->addWidget(before_);
  split->addWidget(after_);
  setCentralWidget(split);
  before_->view()->linkWith(after_->view());

  timing_ = new TimingPanel(this);
  diff_ = new DiffPanel(this);
  buildActions();
  addToolBarBreak(Qt::TopToolBarArea);
  addToolBar(Qt::TopToolBarArea, stepper_);
  buildDocks();
  buildHelpMenu();  // last, after the View menu's dock actions

  buildStatusBar();
  connectController();
  connectTimingAndDiff();
  connectPanels();
  restoreWindow();
  updateRecentMenu();
}

// The status bar: the session's summary, and progress with Cancel for work that lasts.
void MainWindow::buildStatusBar() {
  progress_->setRange(0, 0);
  progress_->setMaximumWidth(160);
  progress_->hide();
  cancel_->hide();
  statusBar()->addWidget(status_, 1);
  statusBar()->addPermanentWidget(compare_);
  statusBar()->addPermanentWidget(progress_);
  statusBar()->addPermanentWidget(cancel_);
  connect(cancel_, &QPushButton::clicked, controller_, &Controller::cancel);
}

// The controller's session lifecycle: busy and idle (progress, the status line),
// cancel, failure, a dump opened or a choice it needs (which dump, input sizes), and
// the session's results.
void MainWindow::connectController() {
  // Progress appears only for work that lasts (a step's explain() does not flicker it).
  auto* showProgress = new QTimer(this);
  showProgress->setSingleShot(true);
  showProgress->setInterval(200);
  connect(showProgress, &QTimer::timeout, this, [this] {
    progress_->show();
    cancel_->show();
  });
  connect(controller_, &Controller::busy, this, [this, showProgress](const QString& what) {
    busy_ = true;
    status_->setText(what);
    if (!progress_->isVisible()) showProgress->start();
  });
  connect(controller_, &Controller::idle, this, [this, showProgress] {
    busy_ = false;
    showProgress->stop();
    progress_->hide();
    cancel_->hide();
    if (session_) status_->setText(sessionStatusText());
    checkSettled();
  });
  connect(controller_, &Controller::cancelled, this, [this](bool hadSession) {
    // Cancel always leaves a usable window: what was shown stays; a layout that was
    // dropped is asked for again at the next step; a fuse that was dropped is run
    // again by Re-run; a re-run that was dropped leaves the previous plan current.
    beforeRequested_ = false;
    knobs_->cancelStale();
    if (!hadSession) {
      status_->setText(tr("Cancelled: nothing fused is shown. Re-run (Knobs tab) fuses this graph again; "
                          "File > Open opens another."));
    }
  });
  connect(controller_, &Controller::failed, this, [this](const QString& message) {
    status_->setText(message);
    if (isVisible() && !QApplication::platformName().contains(QLatin1String("offscreen")))
      QMessageBox::warning(this, tr("FusionScope"), message);
  });
  connect(controller_, &Controller::dumpOpened, this, [this](const QString& input, const QStringList& graphs) {
    const QSignalBlocker block(graphChooser_);
    graphChooser_->clear();
    graphChooser_->addItems(graphs);
    graphChooser_->setEnabled(graphs.size() > 1);
    // Nothing of the previous model stays on screen under the new one's title.
    resetModelPanels();
    const bool sample = !samplePath_.isEmpty() && QFileInfo(input).canonicalFilePath() == QFileInfo(samplePath_).canonicalFilePath();
    showingSample_ = sample;
    setWindowTitle(sample ? tr("FusionScope \u2014 %1 (the bundled sample; File > Open opens yours)").arg(QFileInfo(input).fileName())
                          : tr("FusionScope \u2014 %1").arg(QFileInfo(input).fileName()));
    addRecent(input);
    if (!pending_.diff.isEmpty()) {
      diff_->setRunning(pending_.diff);
      controller_->diffWith(std::exchange(pending_.diff, {}));
    }
  });
  connect(graphChooser_, &QComboBox::currentIndexChanged, controller_, &Controller::selectGraph);
  connect(controller_, &Controller::dumpChoiceNeeded, this, [this](const QString& input, const QStringList& dumps) {
    status_->setText(tr("%1 holds %2 separate dumps: open one of them (File \u203a Open)").arg(input).arg(dumps.size()));
    if (!isVisible() || QApplication::platformName().contains(QLatin1String("offscreen"))) return;
    bool ok = false;
    const QString pick = QInputDialog::getItem(this, tr("Open which dump?"),
                                               tr("%1 holds %2 separate dumps. Open:").arg(input).arg(dumps.size()), dumps,
                                               0, false, &ok);
    if (ok && !pick.isEmpty()) openPath(pick);
  });
  // an ONNX model with symbolic input dimensions: ask for their sizes, then open it again
  connect(controller_, &Controller::sizesNeeded, this,
          [this](const QString& input, const QString& graph, const QStringList& symbols, const QString& message) {
            status_->setText(tr("%1 needs a size for %2 (or start with --size %3=N)")
                                 .arg(input, symbols.join(QStringLiteral(", ")), symbols.front()));
            if (!isVisible() || QApplication::platformName().contains(QLatin1String("offscreen"))) return;
            session::InputOptions options = controller_->inputOptions();
            for (const QString& s : symbols) {
              bool ok = false;
              const int v = QInputDialog::getInt(this, tr("Size of '%1'?").arg(s),
                                                 tr("%1\n\nThe model's inputs have the symbolic dimension '%2'. Its size:")
                                                     .arg(message, s),
                                                 1, 1, 1 << 30, 1, &ok);
              if (!ok) return;
              options.sizeHints[s.toStdString()] = v;
            }
            controller_->setInputOptions(options);
            openPath(input, graph);
          });
  connect(controller_, &Controller::sessionReady, this, &MainWindow::onSessionReady);
  connect(controller_, &Controller::layoutReady, this, &MainWindow::onLayoutReady);
  connect(controller_, &Controller::layoutCached, this, &MainWindow::prepareNeighbourRounds);
  connect(controller_, &Controller::explanationReady, decision_, &DecisionPanel::setExplanation);
  connect(controller_, &Controller::sourcesReady, source_, &SourcePanel::setSources);
}

// The Timing and Diff panels and their controller work.
void MainWindow::connectTimingAndDiff() {
  connect(timing_, &TimingPanel::runRequested, controller_, &Controller::runTimings);
  connect(timing_, &TimingPanel::cancelRequested, controller_, &Controller::cancelTimings);
  connect(timing_, &TimingPanel::cudaChoiceMade, controller_, &Controller::probeCuda);
  connect(controller_, &Controller::timingProgress, timing_, &TimingPanel::setProgress);
  connect(controller_, &Controller::timingsReady, timing_, &TimingPanel::setResult);
  connect(controller_, &Controller::timingsFailed, timing_, &TimingPanel::setFailed);
  connect(controller_, &Controller::cudaProbed, timing_, &TimingPanel::setCudaStatus);
  connect(controller_, &Controller::cudaProbed, this, [this](bool available) {
    if (runTimingsAfterProbe_ && available) timing_->run();
    runTimingsAfterProbe_ = false;
    checkSettled();
  });
  connect(controller_, &Controller::timingsReady, this, &MainWindow::checkSettled);
  connect(controller_, &Controller::timingsFailed, this, &MainWindow::checkSettled);

  connect(controller_, &Controller::diffReady, this, [this](std::shared_ptr<const session::CompileDiff> d) {
    diff_->setDiff(std::move(d));
    diffDock_->raise();
    checkSettled();
  });
  connect(controller_, &Controller::diffFailed, this, [this](const QString& message) {
    diff_->setFailed(message);
    diffDock_->raise();
    checkSettled();
  });
  connect(diff_, &DiffPanel::diffRequested, this, &MainWindow::diffWith);
  connect(diff_, &DiffPanel::nodesActivated, this, [this](const QStringList& a, const QStringList& b) {
    selectNodes(a, false);
    if (beside_) beside_->showNodes(b);
  });
  connect(diff_, &DiffPanel::openBesideRequested, this, [this](const QString& pathB, const QString& graph) {
    if (!beside_) {
      beside_ = new MainWindow(/*persist=*/false);
      beside_->setAttribute(Qt::WA_DeleteOnClose);
      beside_->resize(size());
    }
    beside_->show();
    beside_->raise();
    beside_->openPath(pathB, graph);
  });
}

// Selections and requests between panels: stepping, graph selection, search, knobs,
// source, kernels; and the explanation of the current step, asked for after a pause.
void MainWindow::connectPanels() {
  connect(stepper_, &StepperPanel::positionRequested, this, &MainWindow::goToPosition);
  connect(candidatePanel_, &CandidatePanel::positionRequested, this, &MainWindow::goToPosition);
  connect(before_->scene(), &GraphScene::memberSelectionChanged, this, [this](const QStringList& m) { onSelection(m, before_); });
  connect(after_->scene(), &GraphScene::memberSelectionChanged, this, [this](const QStringList& m) { onSelection(m, after_); });
  connect(search_, &SearchPanel::matchesChanged, this, [this](const QStringList& hits) {
    searchHits_ = hits;
    applyOverlays();
  });
  // a match is selected in the graphs; the Search panel stays in front for the next one
  connect(search_, &SearchPanel::nodeActivated, this, [this](const QString& node) { selectNodes({node}, false); });
  connect(knobs_, &KnobsPanel::rerunRequested, controller_, &Controller::rerun);
  connect(knobs_, &KnobsPanel::staleChanged, this, [this](bool stale) {
    before_->setStale(stale);
    after_->setStale(stale);
  });
  connect(inspector_, &InspectorPanel::sourceRequested, this, [this](const ir::SourceLocation& where) {
    source_->showPythonSource(where);
    sourceDock_->raise();
  });
  connect(kernels_, &KernelsPanel::nodesActivated, this, [this](const QStringList& n) { selectNodes(n, false); });
  connect(timing_, &TimingPanel::nodesActivated, this, [this](const QStringList& n) { selectNodes(n, false); });
  for (auto* table : findChildren<QTableView*>()) installTableCopy(table);
  explainLater_ = new QTimer(this);
  explainLater_->setSingleShot(true);
  explainLater_->setInterval(120);
  connect(explainLater_, &QTimer::timeout, this, [this] {
    if (!session_ || position_ <= 0) return;
    const TimelineStep& s = session_->timeline.steps[position_ - 1];
    // explain() evaluates a pair in the state at a round's start; a node formed
    // earlier in this round is not there, so the recorded decision stands alone.
    if (s.atRoundStart) controller_->explain(s.membersA.value(0), s.membersB.value(0), s.round);
    else checkSettled();  // no explanation is coming: the recorded decision is all there is
  });
}

// Size to the screen, and the saved geometry, dock state and last folder.
void MainWindow::restoreWindow() {
  // The minimum size the layout set while the docks were still stacked (before
  // they were tabified) would keep the window taller than a 720-pixel screen.
  layout()->invalidate();
  layout()->activate();
  resize(1600, 1000);
  // Never larger than the screen, so that the status bar is on it. (The offscreen
  // platform's screen is a fixed 800x600 stand-in: tests and screenshots keep the
  // default size there.)
  if (QScreen* screen = this->screen(); screen && QApplication::platformName() != QLatin1String("offscreen")) {
    const QSize avail = screen->availableGeometry().size();
    resize(std::min(width(), avail.width() * 92 / 100), std::min(height(), avail.height() * 90 / 100));
  }
  if (persist_) {
    QSettings settings;
    lastDir_ = settings.value(QStringLiteral("lastDir")).toString();
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoredState_ = restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    decision_->restoreSplitter(settings.value(QStringLiteral("window/decisionSplitter")).toByteArray());
  }
}

// The status line of a loaded session: graph, release and rules, sizes and times, and
// what was not read.
QString MainWindow::sessionStatusText() const {
  const ir::Release written = session_->preFusion->release;
  const ir::Release rules = fusion::rulesRelease(written);
  QString text = tr("%1 (%2): %3 nodes, %4 rounds, %5 steps (load %6 ms, fuse %7 ms)")
                     .arg(session_->graphName())
                     .arg(written.known() ? (rules == written ? tr("torch %1").arg(QString::fromStdString(written.str()))
                                                              : tr("torch %1, Inductor %2 rules")
                                                                    .arg(QString::fromStdString(written.str()),
                                                                         QString::fromStdString(rules.str())))
                                          : tr("torch release not told by the dump: Inductor %1 rules")
                                                .arg(QString::fromStdString(rules.str())))
                     .arg(session_->preFusion->nodes.size())
                     .arg(session_->timeline.rounds.size())
                     .arg(session_->timeline.steps.size())
                     .arg(session_->loadMs, 0, 'f', 0)
                     .arg(session_->fuseMs, 0, 'f', 0);
  int opaque = 0;
  for (const auto& n : session_->preFusion->nodes) opaque += n.isOpaque() ? 1 : 0;
  const auto& dump = *session_->program;
  if (!dump.failedGraphs.empty())
    text += tr("; %1 not loaded (see Log)")
                .arg(plural(static_cast<qint64>(dump.failedGraphs.size()), tr("graph"), tr("graphs")));
  if (!dump.warnings.empty())
    text += tr("; %1 not read (see Log)").arg(plural(static_cast<qint64>(dump.warnings.size()), tr("file"), tr("files")));
  if (opaque > 0)
    text += opaque == 1 ? tr("; 1 node not understood by the reader, never fused (see Log)")
                        : tr("; %1 nodes not understood by the reader, never fused (see Log)").arg(opaque);
  if (showingSample_) text = tr("Bundled sample: ") + text;
  return text;
}

MainWindow::~MainWindow() = default;

void MainWindow::buildActions() {
  auto* file = menuBar()->addMenu(tr("&File"));
  auto* openDir = file->addAction(tr("Open debug &directory\u2026"), QKeySequence::Open, this, [this] {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Open TORCH_COMPILE_DEBUG directory"), lastDir_);
    if (!dir.isEmpty()) openPath(dir);
  });
  file->addAction(tr("Open ir_pre_fusion.txt or ONNX &file\u2026"), this, [this] {
    const QString f = QFileDialog::getOpenFileName(this, tr("Open Inductor IR or an ONNX model"), lastDir_,
                                                   tr("Inductor IR or ONNX model (*.txt *.onnx);;All files (*)"));
    if (!f.isEmpty()) openPath(f);
  });
  recentMenu_ = file->addMenu(tr("Open &recent"));
  file->addSeparator();
  file->addAction(tr("Open &profile (torch.profiler trace or output_code.py -k output)\u2026"), this, [this] {
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Open profile"), lastDir_, tr("Profiles (*.json *.txt);;All files (*)"));
    if (!files.isEmpty()) openProfile(files);
  });
  file->addAction(tr("&Diff with another compile\u2026"), this, [this] {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Diff with which compile? (its TORCH_COMPILE_DEBUG folder)"), lastDir_);
    if (!dir.isEmpty()) diffWith(dir);
  });
  file->addAction(tr("&Capture a PyTorch run\u2026"), this, [this] { startCapture({}); });
  file->addSeparator();
  file->addAction(tr("Export &before graph (SVG/PNG)\u2026"), this, [this] { exportPane(before_); });
  file->addAction(tr("Export &after graph (SVG/PNG)\u2026"), this, [this] { exportPane(after_); });
  file->addAction(tr("Save &trace (JSON Lines)\u2026"), this, &MainWindow::saveTrace);
  file->addSeparator();
  file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

  viewMenu_ = menuBar()->addMenu(tr("&View"));
  auto* fit = viewMenu_->addAction(tr("&Fit graphs"), QKeySequence(Qt::Key_F), this, [this] {
    before_->view()->fitAll();
    after_->view()->fitAll();
  });
  auto* zoomSel = viewMenu_->addAction(tr("&Zoom to selection"), QKeySequence(Qt::Key_Z), this,
                                       [this] { before_->view()->zoomToSelection(); });
  viewMenu_->addAction(tr("Zoom &in"), QKeySequence::ZoomIn, this, [this] { before_->view()->zoomBy(1.25); });
  viewMenu_->addAction(tr("Zoom &out"), QKeySequence::ZoomOut, this, [this] { before_->view()->zoomBy(0.8); });
  auto* find = viewMenu_->addAction(tr("Find &node\u2026"), QKeySequence::Find, this, [this] {
    searchDock_->show();
    searchDock_->raise();
    search_->focusQuery();
  });
  viewMenu_->addAction(tr("Find ne&xt"), QKeySequence::FindNext, this, [this] {
    searchDock_->raise();
    search_->findNext();
  });
  viewMenu_->addAction(tr("Find pre&vious"), QKeySequence::FindPrevious, this, [this] {
    searchDock_->raise();
    search_->findPrevious();
  });
  auto* clearSel = viewMenu_->addAction(tr("&Clear selection"), QKeySequence(Qt::Key_Escape), this, &MainWindow::clearSelection);
  clearSel->setShortcutContext(Qt::WindowShortcut);
  auto* overview = viewMenu_->addAction(tr("Show &overview"));
  overview->setObjectName(QStringLiteral("showOverview"));
  overview->setShortcut(QKeySequence(Qt::Key_M));
  overview->setCheckable(true);
  overview->setChecked(true);
  connect(overview, &QAction::toggled, this, [this](bool on) {
    before_->view()->setOverviewEnabled(on);
    after_->view()->setOverviewEnabled(on);
    if (persist_) QSettings().setValue(QStringLiteral("view/overview"), on);
  });
  if (persist_) overview->setChecked(QSettings().value(QStringLiteral("view/overview"), true).toBool());
  viewMenu_->addSeparator();

  auto* go = menuBar()->addMenu(tr("&Go"));
  go->addActions(stepper_->navigationActions());

  auto* tools = new QToolBar(tr("File"), this);
  tools->setObjectName(QStringLiteral("filebar"));
  tools->addAction(openDir);
  tools->addWidget(new QLabel(tr(" Graph: "), this));
  graphChooser_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  graphChooser_->setMinimumContentsLength(10);
  tools->addWidget(graphChooser_);
  tools->addSeparator();
  tools->addAction(fit);
  tools->addAction(zoomSel);
  tools->addAction(find);
  addToolBar(Qt::TopToolBarArea, tools);
}

void MainWindow::showEvent(QShowEvent* e) {
  QMainWindow::showEvent(e);
  if (docksSized_ || restoredState_) return;
  docksSized_ = true;
  QTimer::singleShot(0, this, [this] {
    resizeDocks({decisionDock_}, {width() * 34 / 100}, Qt::Horizontal);
    resizeDocks({candidateDock_}, {height() * 24 / 100}, Qt::Vertical);
  });
}

void MainWindow::markAsSample(const QString& path) { samplePath_ = path; }

void MainWindow::buildHelpMenu() {
  auto* help = menuBar()->addMenu(tr("&Help"));
  help->setObjectName(QStringLiteral("helpMenu"));
  help->addAction(tr("&Quick guide"), QKeySequence::HelpContents, this, [this] {
    QMessageBox box(this);
    box.setWindowTitle(tr("FusionScope: quick guide"));
    box.setTextFormat(Qt::RichText);
    box.setText(quickGuideHtml());
    box.exec();
  });
  help->addAction(tr("&About FusionScope"), this, [this] {
    QMessageBox::about(this, tr("About FusionScope"),
                       tr("<b>FusionScope</b>: what PyTorch Inductor's operator fusion did and why.<br>"
                          "Replays the scheduler's fuse_nodes rounds on Inductor debug dumps and ONNX models, "
                          "explains every rejected pair, and times its own fused kernels against unfused ones.<br><br>"
                          "Built with Qt %1.")
                           .arg(QString::fromLatin1(qVersion())));
  });
}

QString MainWindow::quickGuideHtml() {
  return tr("<h3>Open</h3>"
            "<p><b>File &gt; Open debug directory</b>: a <code>TORCH_COMPILE_DEBUG=1</code> run's "
            "<code>torch_compile_debug</code> folder (or one graph's folder with <code>ir_pre_fusion.txt</code>); "
            "<b>File &gt; Open \u2026 ONNX file</b>: a <code>.onnx</code> model, lowered as Inductor would. "
            "Started with no argument, the bundled ResNet-50 sample is shown.</p>"
            "<h3>Step through fusion</h3>"
            "<p>Each step is one candidate pair the scheduler tried. <b>\u2190/\u2192</b> step, "
            "<b>Shift+\u2190/\u2192</b> jump between fusions, <b>Ctrl+\u2190/\u2192</b> between rounds, "
            "<b>Space</b> plays (speed beside the slider). <i>Before</i> shows the groups formed so far; "
            "<i>After</i> the round's fusions merged.</p>"
            "<h3>Why (not) fused?</h3>"
            "<p>The step's verdict and every gate of <code>Scheduler.can_fuse</code> in Inductor's order, with the "
            "evidence (index expressions, shared bytes, cycle path). <b>Ctrl+click</b> two nodes to ask about any "
            "pair. <b>Go &gt; Next rejection of this reason</b> walks one reason.</p>"
            "<h3>Kernels and times</h3>"
            "<p><b>Kernel source</b>: our CUDA and C++ kernel of the selected node beside Inductor's; its source "
            "lines are links. <b>Timings</b>: Run verifies and times our plan's kernels against the unfused ones. "
            "<b>Knobs</b>: change a scheduler setting and the plan re-runs.</p>");
}

void MainWindow::buildDocks() {
  // The right docks (why / inspector / knobs / search) run the window's full
  // height: the evidence gets the room, the bottom docks the graphs' width.
  setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
  setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
  auto dock = [this](QWidget* w, const QString& title, const QString& name, Qt::DockWidgetArea area) {
    auto* d = new QDockWidget(title, this);
    d->setObjectName(name);
    d->setWidget(w);
    addDockWidget(area, d);
    viewMenu_->addAction(d->toggleViewAction());
    return d;
  };
  auto* cand = dock(candidatePanel_, tr("Candidates"), QStringLiteral("candidates"), Qt::BottomDockWidgetArea);
  auto* logDock = dock(new LogPanel(log_, this), tr("Log"), QStringLiteral("log"), Qt::BottomDockWidgetArea);
  tabifyDockWidget(cand, logDock);
  cand->raise();
  auto* why = dock(decision_, tr("Why (not) fused?"), QStringLiteral("decision"), Qt::RightDockWidgetArea);
  auto* insp = dock(inspector_, tr("Inspector"), QStringLiteral("inspector"), Qt::RightDockWidgetArea);
  auto* src = dock(source_, tr("Kernel source"), QStringLiteral("source"), Qt::BottomDockWidgetArea);
  sourceDock_ = src;
  tabifyDockWidget(logDock, src);
  auto* kernelDock = dock(kernels_, tr("Inductor kernels"), QStringLiteral("kernels"), Qt::BottomDockWidgetArea);
  tabifyDockWidget(src, kernelDock);
  timingDock_ = dock(timing_, tr("Timings"), QStringLiteral("timings"), Qt::BottomDockWidgetArea);
  tabifyDockWidget(kernelDock, timingDock_);
  diffDock_ = dock(diff_, tr("Diff of two compiles"), QStringLiteral("diff"), Qt::BottomDockWidgetArea);
  tabifyDockWidget(timingDock_, diffDock_);
  cand->raise();
  auto* knobs = dock(knobs_, tr("Knobs (what-if)"), QStringLiteral("knobs"), Qt::RightDockWidgetArea);
  auto* find = dock(search_, tr("Search"), QStringLiteral("search"), Qt::RightDockWidgetArea);
  tabifyDockWidget(why, insp);
  tabifyDockWidget(insp, knobs);
  tabifyDockWidget(knobs, find);
  searchDock_ = find;
  why->raise();
  decisionDock_ = why;
  inspectorDock_ = insp;
  candidateDock_ = cand;
}

void MainWindow::openPath(const QString& path, const QString& graph, const QString& goTo, const QString& select) {
  const QFileInfo info(path);
  lastDir_ = info.isDir() ? info.absoluteDir().absolutePath() : info.absolutePath();
  if (persist_) QSettings().setValue(QStringLiteral("lastDir"), lastDir_);
  pending_.goTo = goTo;
  pending_.select = select;
  controller_->open(path, graph);
}

void MainWindow::onSessionReady(std::shared_ptr<const Session> session) {
  // a profile opened on the same graph changes the nodes' labels: lay out again
  const bool sameGraph = session_ && session_->program == session->program && session_->graphIndex == session->graphIndex && session_->nodeTimes == session->nodeTimes;
  // A re-run of the graph shown (other knobs, or a profile's times) keeps the
  // user's place: the step that tries the same pair, else the same position.
  const bool keepPlace = session_ && session_->program == session->program && session_->graphIndex == session->graphIndex;
  QString keepA, keepB;
  int keepRound = 0;
  const int keepPosition = position_;
  if (keepPlace && position_ > 0 && position_ <= session_->timeline.steps.size()) {
    const TimelineStep& k = session_->timeline.steps[position_ - 1];
    keepA = k.membersA.value(0);
    keepB = k.membersB.value(0);
    keepRound = k.round;
  }
  session_ = std::move(session);
  {
    const QSignalBlocker block(graphChooser_);
    graphChooser_->setCurrentIndex(static_cast<int>(session_->graphIndex));
  }
  candidates_->setSession(session_);
  decision_->setRelease(QString::fromStdString(fusion::rulesRelease(session_->preFusion->release).str()));
  stepper_->setSession(session_);
  knobs_->setKnobs(session_->knobs);
  kernels_->setTable(session_->kernels);
  diff_->setCurrentGraph(session_->graphName());
  if (!sameGraph) {
    nodes_->setGraph(session_->preFusion, session_->opLabels, session_->provenance);
    inspector_->setGraph(session_->preFusion, session_->provenance);
    decision_->setProvenance(session_->provenance);
    source_->setProvenance(session_->provenance);
    decision_->clear();
    source_->clear();
    beforeShown_ = false;
    before_->scene()->clearGraph();
    after_->scene()->clearGraph();
    controller_->requestLayout(Controller::Pane::Before, 0);
    beforeRequested_ = true;
  }
  const auto& c = session_->comparison;
  QString vs = tr("no Inductor plan to compare");
  if (c.hasPostFusion && c.inductorGroups.empty() && c.identicalGroups == 0)
    vs = session_->timeline.finalGroups.isEmpty() ? tr("vs Inductor: neither fused anything")
                                                  : tr("vs Inductor: Inductor fused nothing");
  else if (c.hasPostFusion)
    vs = tr("vs Inductor: %1 of %2 fused groups identical").arg(c.identicalGroups).arg(c.inductorGroups.size());
  if (c.hasPostFusion && !c.reasonMismatches.empty())
    vs += c.reasonMismatches.size() == 1 ? tr(", 1 reason differs") : tr(", %1 reasons differ").arg(c.reasonMismatches.size());
  compare_->setText(vs);
  showDiffAgainstPrevious();
  timing_->clear(session_->graphName());
  if (pending_.timings >= 0) {
    timingDock_->raise();
    resizeDocks({timingDock_}, {height() * 56 / 100}, Qt::Vertical);
    const bool cuda = pending_.timings == 1;
    pending_.timings = -1;
    runTimingsAfterProbe_ = cuda;
    timing_->chooseDevice(cuda);
    if (!cuda) timing_->run();
  }
  afterRoundShown_ = -1;
  position_ = 0;
  int target = 0;
  if (keepPlace) {
    const Timeline& t = session_->timeline;
    const int same = keepA.isEmpty() ? -1 : t.findPair(keepA, keepB, false, keepRound);
    target = same > 0 ? same : std::min(keepPosition, t.positionCount() - 1);
  }
  goToPosition(target);
  applyPending();
#ifdef __GLIBC__
  // The previous session (its trace and timeline: ~0.3 GB in use for llama with
  // aggressive_fusion's 400k steps) is freed by now, but glibc keeps freed heap
  // resident: llama's re-runs grew to 2.2 GB resident without this, 1.4-1.5 with it.
  QTimer::singleShot(0, this, [] { malloc_trim(0); });
#endif
}

void MainWindow::applyPending() {
  if (!session_) return;
  if (!pending_.goTo.isEmpty()) {
    const auto parts = pending_.goTo.split(QLatin1Char(':'));
    bool roundOk = false, stepOk = false;
    const int round = parts.value(0).toInt(&roundOk);
    const int step = parts.value(1).toInt(&stepOk);
    const Timeline& t = session_->timeline;
    if (parts.size() != 2 || !roundOk || !stepOk || round < 0 || step < 0) {
      fs::logger("app")->warn("--goto {}: expected ROUND:STEP (e.g. 2:15; 0:N for the N-th step overall); staying "
                              "at the start",
                              pending_.goTo.toStdString());
      pending_.goTo.clear();
      return applyPending();
    }
    if (round > t.rounds.size() + 1)
      fs::logger("app")->warn("--goto {}: this graph has {} rounds; showing the final plan", pending_.goTo.toStdString(),
                              t.rounds.size());
    int pos = step;  // ROUND 0: positions from the start
    if (round >= 1 && round <= t.rounds.size())
      pos = t.rounds[round - 1].firstStep + std::clamp(step, 1, std::max(1, t.rounds[round - 1].stepCount));
    if (round > t.rounds.size()) pos = t.positionCount() - 1;
    goToPosition(std::clamp(pos, 0, t.positionCount() - 1));
    pending_.goTo.clear();
  }
  if (!pending_.select.isEmpty() && beforeShown_) {
    // Names not in this graph are said (once, located) and left out: an explain()
    // of an unknown node used to fail while the window settled (exit 0 or 2 at random).
    QStringList names;
    for (const QString& n : pending_.select.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
      if (session_->preFusion->findAny(n.trimmed().toStdString())) names << n.trimmed();
      else
        fs::logger("app")->warn("--select {}: no node named '{}' in graph '{}'; it is left out", pending_.select.toStdString(),
                    n.trimmed().toStdString(), session_->graphName().toStdString());
    }
    before_->scene()->selectMembers(names);
    after_->scene()->selectMembers(names);
    onSelection(names, before_);
    before_->view()->centerOnMembers(names);
    pending_.select.clear();
  }
}

int MainWindow::afterRoundFor(int position) const {
  const Timeline& t = session_->timeline;
  if (t.rounds.isEmpty()) return 1;
  if (position >= t.positionCount() - 1 && position > 0) return static_cast<int>(t.rounds.size()) + 1;  // the plan
  return t.roundAt(position);
}

void MainWindow::goToPosition(int position) {
  if (!session_) return;
  const Timeline& t = session_->timeline;
  position_ = std::clamp(position, 0, t.positionCount() - 1);
  stepper_->setPosition(position_);
  candidates_->setCurrentPosition(position_);
  QTimer::singleShot(0, candidatePanel_, [this] { candidatePanel_->showPosition(position_); });
  const int round = afterRoundFor(position_);
  if (round != afterRoundShown_) controller_->requestLayout(Controller::Pane::After, round);
  if (!beforeShown_ && !beforeRequested_) {  // its layout was cancelled: ask again
    controller_->requestLayout(Controller::Pane::Before, 0);
    beforeRequested_ = true;
  }
  applyOverlays();
  centerOnPair(before_);
  centerOnPair(after_);
  if (position_ > 0) {
    const TimelineStep& s = t.steps[position_ - 1];
    decision_->setContext(
        tr("<b>Step %1</b> (round %2, %3): %4")
            .arg(position_)
            .arg(s.round)
            .arg(s.phase)
            .arg(s.fused ? tr("<span style='color:#1b9e3e'>fused <b>%1</b> with <b>%2</b></span>").arg(s.a, s.b)
                         : tr("<span style='color:#c62828'>cannot fuse <b>%1</b> with <b>%2</b>: %3</span>")
                               .arg(s.a, s.b, s.reason.toHtmlEscaped())) +
        (s.inductorDiffers.isEmpty() ? QString() : tr("<br><b>Differs from Inductor</b>: %1").arg(s.inductorDiffers.toHtmlEscaped())));
    if (s.decision) decision_->showRecorded(*s.decision, s.atRoundStart);
    // explain() re-evaluates every gate (up to ~0.2 s on big graphs): only once
    // the user stops on a step, not for every step of a fast run through.
    explainLater_->start();
  }
}

void MainWindow::applyOverlays() {
  if (!session_) return;
  const Timeline& t = session_->timeline;
  SceneOverlay common;
  if (position_ > 0) {
    const TimelineStep& s = t.steps[position_ - 1];
    common.pairA = s.membersA.value(0);
    common.pairB = s.membersB.value(0);
    common.outcome = s.fused ? SceneOverlay::Outcome::Fused : SceneOverlay::Outcome::Rejected;
    common.reason = s.reason;
  }
  for (const auto& h : searchHits_) common.searchHits.insert(h);
  const auto& c = session_->comparison;
  QSet<QString> inductorOnly, oursOnly;
  if (c.hasPostFusion) {  // without Inductor's plan nothing can be said to differ from it
    for (const auto& g : c.onlyInductor)
      for (const auto& m : g) inductorOnly.insert(QString::fromStdString(m));
    for (const auto& g : c.onlyOurs)
      for (const auto& m : g) oursOnly.insert(QString::fromStdString(m));
  }
  auto agrees = [&](const QStringList& members) {
    for (const auto& m : members)
      if (oursOnly.contains(m)) return false;
    return true;
  };
  // Before: the pre-fusion layout with every group formed so far outlined.
  SceneOverlay before = common;
  for (const auto& g : t.groupsAt(position_)) before.clusters.push_back({g, agrees(g)});
  before.differs = inductorOnly + oursOnly;
  before_->scene()->setOverlay(before);
  // After: the layout of this round's start (or the plan) with this round's fusions drawn merged.
  SceneOverlay after = common;
  if (afterRoundShown_ == afterRoundFor(position_) && afterRoundShown_ <= t.rounds.size())
    for (const auto& g : t.fusedThisRoundAt(position_)) after.merged.push_back({g, agrees(g)});
  after.differs = before.differs;
  after_->scene()->setOverlay(after);
  const int round = afterRoundFor(position_);
  after_->setCaption(round > t.rounds.size()
                         ? tr("final plan: %1 nodes").arg(after_->scene()->graph() ? after_->scene()->graph()->nodes.size() : 0)
                         : tr("round %1 of %2, step %3/%4").arg(round).arg(t.rounds.size()).arg(position_).arg(t.steps.size()));
  before_->setCaption(tr("%1 nodes, %2 fused groups so far").arg(session_->preFusion->nodes.size()).arg(before.clusters.size()));
}

void MainWindow::centerOnPair(GraphPane* pane) {
  if (!session_ || position_ <= 0) return;
  pane->view()->centerOnFocus();
}

void MainWindow::onLayoutReady(Controller::Pane pane, int round, std::shared_ptr<const DisplayGraph> graph,
                               std::shared_ptr<const LayoutResult> layout) {
  if (!session_) return;
  GraphPane* target = pane == Controller::Pane::Before ? before_ : after_;
  if (pane == Controller::Pane::After) {
    if (round != afterRoundFor(position_)) return;  // the user moved on
    afterRoundShown_ = round;
  }
  const bool first = target->scene()->graph() == nullptr;
  target->scene()->setGraph(std::move(graph), std::move(layout));
  // Selection is shared by the panes: a pane that (re)appears takes the other's.
  GraphPane* other = target == before_ ? after_ : before_;
  if (other->scene()->graph()) target->scene()->selectMembers(other->scene()->selectedMembers());
  if (pane == Controller::Pane::Before) beforeShown_ = true;
  applyOverlays();
  if (first) target->view()->showInitial();
  centerOnPair(target);
  if (pane == Controller::Pane::After) prepareNeighbourRounds();
  emit layoutShown(pane);
  applyPending();
  checkSettled();
}

void MainWindow::prepareNeighbourRounds() {
  if (!session_ || afterRoundShown_ < 0) return;
  const int last = static_cast<int>(session_->timeline.rounds.size()) + 1;  // the plan
  const int round = afterRoundFor(position_);
  // The previous round first: the one built first is the one asked for last (the next).
  for (int r : {round - 1, round + 1}) {
    if (r < 1 || r > last) continue;
    std::shared_ptr<const DisplayGraph> graph;
    std::shared_ptr<const LayoutResult> layout;
    if (controller_->cachedLayout(r, &graph, &layout)) after_->scene()->prepareGraph(graph, layout);
  }
}

void MainWindow::clearSelection() {
  before_->scene()->selectMembers({});
  after_->scene()->selectMembers({});
}

void MainWindow::resetModelPanels() {
  session_.reset();
  searchHits_.clear();
  search_->clear();
  before_->scene()->clearGraph();
  after_->scene()->clearGraph();
  before_->setCaption({});
  after_->setCaption({});
  beforeShown_ = false;
  beforeRequested_ = false;
  afterRoundShown_ = -1;
  position_ = 0;
  candidates_->setSession(nullptr);
  stepper_->setSession(nullptr);
  nodes_->setGraph(nullptr, {}, nullptr);
  inspector_->setGraph(nullptr);
  decision_->setProvenance(nullptr);
  decision_->clear();
  source_->clear();
  kernels_->setTable(nullptr);
  diff_->clear();
  timing_->clear({});
  knobs_->setDiffText({});
  compare_->clear();
  explainLater_->stop();
}

void MainWindow::onSelection(const QStringList& members, GraphPane* from, bool raisePanels) {
  GraphPane* other = from == before_ ? after_ : before_;
  QStringList all;
  for (const auto& m : members) all += from->scene()->membersOfNode(m);
  other->scene()->selectMembers(all);  // a fused node picked in After: every member in Before
  if (!all.isEmpty()) inspector_->showNodes(all);
  if (!members.isEmpty()) source_->showNode(members.front());
  if (members.size() == 1 && raisePanels) inspectorDock_->raise();
  if (members.size() == 2) {
    if (raisePanels) decisionDock_->raise();
    // Two nodes that our plan fuses (a kernel's row picks such pairs): the step that
    // joined them speaks, not the state at the current round, where they may still
    // be far apart (it read "not fused" for a kernel Inductor did fuse).
    if (const int at = session_ ? session_->timeline.findPair(members[0], members[1], /*fusedOnly=*/true) : -1;
        at > 0 && session_->timeline.steps[at - 1].decision) {
      const TimelineStep& st = session_->timeline.steps[at - 1];
      decision_->setContext(tr("<b>Picked</b> %1 and %2: our plan fuses them at <b>step %3</b> (round %4), %5 with %6")
                                .arg(members[0], members[1])
                                .arg(at)
                                .arg(st.round)
                                .arg(st.a, st.b));
      decision_->showRecorded(*st.decision, st.atRoundStart);
      if (st.atRoundStart) controller_->explain(st.membersA.value(0), st.membersB.value(0), st.round);
      return;
    }
    const int round = session_ ? session_->timeline.roundAt(position_) : 0;
    decision_->setContext(tr("<b>Picked</b> %1 and %2 (scheduler state at round %3)").arg(members[0], members[1]).arg(round));
    controller_->explain(members[0], members[1], round);
  }
}

bool MainWindow::isGraphCurrent() const {
  return session_ && beforeShown_ && afterRoundShown_ == afterRoundFor(position_);
}

bool MainWindow::isSettled() const {
  return !busy_ && !explainLater_->isActive() && isGraphCurrent() && pending_.timings < 0 && !runTimingsAfterProbe_ &&
         timing_->isIdle() && !(capture_ && capture_->isRunning());
}

void MainWindow::runTimingsWhenReady(bool cuda) { pending_.timings = cuda ? 1 : 0; }

void MainWindow::checkSettled() {
  if (isSettled()) emit settled();
}

void MainWindow::showDiffAgainstPrevious() {
  if (!session_->previousGroups) {
    knobs_->setDiffText({});
    return;
  }
  auto keyed = [](const Groups& gs) {
    QSet<QString> out;
    for (const auto& g : gs) out.insert(g.join(QLatin1Char('_')));
    return out;
  };
  const QSet<QString> before = keyed(*session_->previousGroups), now = keyed(session_->timeline.finalGroups);
  const QSet<QString> added = now - before, removed = before - now;
  auto list = [](const QSet<QString>& s) {
    QStringList l(s.begin(), s.end());
    l.sort();
    return l.mid(0, 12).join(QStringLiteral(", ")) + (l.size() > 12 ? QStringLiteral(", \u2026") : QString());
  };
  QStringList changes;
  if (!added.isEmpty())
    changes << tr("<b>%1 new</b> (%2)").arg(plural(added.size(), tr("group"), tr("groups")), list(added).toHtmlEscaped());
  if (!removed.isEmpty())
    changes << tr("<b>%1 gone</b> (%2)").arg(plural(removed.size(), tr("group"), tr("groups")), list(removed).toHtmlEscaped());
  knobs_->setDiffText(changes.isEmpty() ? tr("Re-run done: the plan did not change (%1).").arg(plural(now.size(), tr("fused group"), tr("fused groups")))
                                        : tr("Re-run done: %1; now %2.")
                                              .arg(changes.join(QStringLiteral("; ")), plural(now.size(), tr("fused group"), tr("fused groups"))));
}

void MainWindow::exportPane(GraphPane* pane) {
  const QString path = QFileDialog::getSaveFileName(this, tr("Export graph"), {}, tr("SVG (*.svg);;PNG (*.png)"));
  if (!path.isEmpty() && !exportPaneTo(pane, path)) status_->setText(tr("Could not write %1").arg(path));
}

bool MainWindow::exportPaneTo(GraphPane* pane, const QString& path) {
  GraphScene* scene = pane->scene();
  bool ok = true;
  scene->setItemCaching(false);
  const QRectF r = scene->sceneRect();
  if (path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) {
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(r.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), r.size()));
    svg.setTitle(pane->caption());
    QPainter p(&svg);
    ok = p.isActive();
    scene->render(&p, QRectF(QPointF(0, 0), r.size()), r);
  } else {
    const double scale = std::min(2.0, 16000.0 / std::max(r.width(), r.height()));
    QImage image((r.size() * scale).toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    scene->render(&p, QRectF(QPointF(0, 0), r.size() * scale), r);
    p.end();
    ok = image.save(path);
  }
  scene->setItemCaching(true);
  if (ok) fs::logger("app")->info("exported {}", path.toStdString());
  return ok;
}

void MainWindow::saveTrace() {
  if (!session_) return;
  const QString path = QFileDialog::getSaveFileName(this, tr("Save trace"), {}, tr("JSON Lines (*.jsonl)"));
  if (!path.isEmpty()) saveTraceTo(path);
}

bool MainWindow::saveTraceTo(const QString& path) {
  if (!session_) return false;
  try {
    session_->trace->save(path.toStdString());
    fs::logger("app")->info("saved trace to {}", path.toStdString());
    return true;
  } catch (const std::exception& e) {
    status_->setText(QString::fromUtf8(e.what()));
    return false;
  }
}

void MainWindow::addRecent(const QString& path) {
  if (!persist_) return;
  QSettings settings;
  QStringList recent = settings.value(QStringLiteral("recent")).toStringList();
  recent.removeAll(path);
  recent.prepend(path);
  settings.setValue(QStringLiteral("recent"), recent.mid(0, 10));
  updateRecentMenu();
}

void MainWindow::updateRecentMenu() {
  recentMenu_->clear();
  const QStringList recent = persist_ ? QSettings().value(QStringLiteral("recent")).toStringList() : QStringList{};
  for (const auto& path : recent) recentMenu_->addAction(path, this, [this, path] { openPath(path); });
  recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent* e) {
  if (persist_) {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/decisionSplitter"), decision_->splitter()->saveState());
  }
  controller_->cancel();
  e->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* e) {
  if (e->mimeData()->hasUrls()) e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* e) {
  const auto urls = e->mimeData()->urls();
  if (!urls.isEmpty() && urls.front().isLocalFile()) openPath(urls.front().toLocalFile());
}

// Selects `nodes` in both graphs and brings them into view (search, kernel table).
void MainWindow::selectNodes(const QStringList& nodes, bool raisePanels) {
  if (nodes.isEmpty()) return;
  before_->scene()->selectMembers(nodes);
  after_->scene()->selectMembers(nodes);
  onSelection(nodes, before_, raisePanels);
  before_->view()->centerOnMembers(nodes);
  after_->view()->centerOnMembers(nodes);
}

void MainWindow::openProfile(const QStringList& files) {
  // A Chrome trace is JSON; anything else is read as Inductor's benchmark output.
  QString trace;
  QStringList benchmarks;
  for (const auto& f : files) {
    if (f.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) trace = f;
    else benchmarks << f;
  }
  controller_->openProfile(trace, benchmarks);
  for (auto* d : findChildren<QDockWidget*>())
    if (d->objectName() == QLatin1String("kernels")) d->raise();
}

void MainWindow::diffWith(const QString& pathB) {
  diffDock_->show();
  diffDock_->raise();
  if (!controller_->session()) {  // runs once the dump being opened is in
    pending_.diff = pathB;
    diff_->setRunning(pathB);
    return;
  }
  diff_->setRunning(pathB);
  controller_->diffWith(pathB);
}

void MainWindow::startCapture(const QStringList& command, const QString& outDir) {
  if (!capture_) {
    capture_ = new CaptureDialog(this);
    connect(capture_, &CaptureDialog::captured, this, [this](const QString& dump, const QString& summary) {
      fs::logger("app")->info("{}", summary.toStdString());
      openPath(dump);
    });
    connect(capture_, &CaptureDialog::endedWithoutDump, this, [this](const QString& summary) {
      status_->setText(tr("Capture: no dump to open (see File \u203a Capture)"));
      fs::logger("app")->warn("{}", summary.toStdString());
      checkSettled();
    });
  }
  if (!outDir.isEmpty()) capture_->setOutDir(outDir);
  if (!command.isEmpty()) capture_->setCommand(command);
  capture_->show();
  capture_->raise();
  if (!command.isEmpty()) capture_->start();
}

}  // namespace fs::views
