#include "views/panels/DecisionPanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QShowEvent>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "views/controller/Session.h"
#include "views/models/DecisionModel.h"
#include "views/Html.h"

namespace fs::views {

namespace {

QString rangesText(const std::vector<std::pair<std::string, std::int64_t>>& ranges) {
  QStringList parts;
  for (const auto& [v, n] : ranges) parts << QStringLiteral("%1: %2").arg(QString::fromStdString(v)).arg(n);
  return QStringLiteral("{%1}").arg(parts.join(QStringLiteral(", ")));
}

QString accessesTable(const QString& title, const std::vector<fusion::Access>& accesses) {
  if (accesses.empty()) return QStringLiteral("<p><b>%1</b>: <i>none</i></p>").arg(title);
  QString h = QStringLiteral("<p><b>%1</b> (%2)</p><table border=1 cellspacing=0 cellpadding=3>"
                             "<tr><th>node</th><th>access</th><th>buffer</th><th>index</th><th>ranges</th><th>numel</th></tr>")
                  .arg(title)
                  .arg(accesses.size());
  for (const auto& a : accesses) {
    h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td><code>%4</code></td><td><code>%5</code></td><td align=right>%6</td></tr>")
             .arg(esc(a.node), esc(a.role), esc(a.buffer), a.index.empty() ? esc(a.dep) : esc(a.index),
                  rangesText(a.ranges).toHtmlEscaped())
             .arg(a.numel);
  }
  return h + QStringLiteral("</table>");
}

QString evidenceHtml(const fusion::Evidence& e, const QString& node1, const QString& node2) {
  QString h;
  auto row = [&](const QString& k, const QString& v) { h += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(k, v); };
  h += QStringLiteral("<table cellspacing=3>");
  if (!e.group1.empty() || !e.group2.empty())
    row(QStringLiteral("iteration spaces"), QStringLiteral("%1: <code>%2</code> &nbsp; %3: <code>%4</code>")
                                                .arg(node1.toHtmlEscaped(), esc(e.group1), node2.toHtmlEscaped(), esc(e.group2)));
  QStringList common;
  for (const auto& s : e.commonBuffers) common << QString::fromStdString(s);
  const QString commonText = common.join(QStringLiteral(", ")).toHtmlEscaped();
  if (e.sharedDataScore == 0 && !common.isEmpty()) {
    // Inductor's "no shared data" counts identical accesses only: both nodes may
    // touch a buffer and still share none (different index expressions).
    row(QStringLiteral("shared data"),
        QStringLiteral("0 bytes: no identical accesses to %1 (both touch it, at different indexes; see below)").arg(commonText));
  } else {
    if (!common.isEmpty()) row(QStringLiteral("common buffers"), commonText);
    if (e.sharedDataScore >= 0)
      row(QStringLiteral("shared data"),
          QStringLiteral("%1 bytes (identical accesses: %2)").arg(e.sharedDataScore).arg(e.sharedAccesses.size()));
  }
  if (e.orderDistance >= 0) row(QStringLiteral("order distance"), QString::number(e.orderDistance));
  if (e.fusedSize >= 0) row(QStringLiteral("fused size"), QString::number(e.fusedSize));
  if (e.limit >= 0) row(QStringLiteral("limit"), QString::number(e.limit));
  if (!e.remainingDeps.empty()) {
    QStringList b;
    for (const auto& s : e.remainingDeps) b << QString::fromStdString(s).toHtmlEscaped();
    row(QStringLiteral("unsatisfied reads"), b.join(QStringLiteral("<br>")));
  }
  if (!e.cyclePath.empty()) {
    QStringList b;
    for (const auto& s : e.cyclePath) b << QString::fromStdString(s);
    row(QStringLiteral("cycle path"), b.join(QStringLiteral(" \u2192 ")).toHtmlEscaped());
  }
  if (!e.note.empty()) row(QStringLiteral("note"), esc(e.note));
  h += QStringLiteral("</table>");
  h += accessesTable(QStringLiteral("%1's accesses to the common buffers").arg(node1.toHtmlEscaped()), e.node1Accesses);
  h += accessesTable(QStringLiteral("%1's accesses to the common buffers").arg(node2.toHtmlEscaped()), e.node2Accesses);
  if (!e.sharedAccesses.empty()) h += accessesTable(QStringLiteral("identical accesses"), e.sharedAccesses);
  return h;
}

}  // namespace

DecisionPanel::DecisionPanel(QWidget* parent)
    : QWidget(parent), model_(new DecisionModel(this)), context_(new QLabel(this)), verdict_(new QLabel(this)),
      gates_(new QTableView(this)), evidence_(new QTextBrowser(this)) {
  context_->setWordWrap(true);
  context_->setTextFormat(Qt::RichText);
  verdict_->setWordWrap(true);
  verdict_->setTextFormat(Qt::RichText);
  verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  gates_->setModel(model_);
  gates_->verticalHeader()->hide();
  gates_->verticalHeader()->setDefaultSectionSize(gates_->fontMetrics().height() + 4);
  // The gate's function name is long ("Scheduler.can_fusion_increase_peak_memory"):
  // its column starts at a share of the width (cut at its end, whole in the
  // tooltip) so that the reason keeps room; the user can widen it.
  gates_->horizontalHeader()->setSectionResizeMode(DecisionModel::Gate, QHeaderView::Interactive);
  gates_->setTextElideMode(Qt::ElideRight);
  gates_->horizontalHeader()->setSectionResizeMode(DecisionModel::Verdict, QHeaderView::ResizeToContents);
  gates_->horizontalHeader()->setSectionResizeMode(DecisionModel::Reason, QHeaderView::Stretch);
  // Reasons are sentences: wrap them rather than cut them off.
  gates_->setWordWrap(true);
  gates_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  gates_->setSelectionBehavior(QAbstractItemView::SelectRows);
  gates_->setSelectionMode(QAbstractItemView::SingleSelection);
  // The verdict (which can run long: every member's source line), the gates and
  // the evidence share the height in a splitter the user can move (MainWindow
  // keeps its state); the verdict scrolls rather than pushing the gates away.
  auto* head = new QWidget;
  auto* headLayout = new QVBoxLayout(head);
  headLayout->setContentsMargins(0, 0, 0, 0);
  headLayout->addWidget(context_);
  headLayout->addWidget(verdict_);
  headLayout->addStretch(1);
  auto* headScroll = new QScrollArea(this);
  headScroll->setWidget(head);
  headScroll->setWidgetResizable(true);
  headScroll->setFrameShape(QFrame::NoFrame);
  headScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  headScroll->setMinimumHeight(fontMetrics().height() * 3);
  splitter_ = new QSplitter(Qt::Vertical, this);
  splitter_->setObjectName(QStringLiteral("decisionSplitter"));
  splitter_->setChildrenCollapsible(false);
  splitter_->addWidget(headScroll);
  splitter_->addWidget(gates_);
  splitter_->addWidget(evidence_);
  splitter_->setStretchFactor(0, 3);
  splitter_->setStretchFactor(1, 3);
  splitter_->setStretchFactor(2, 4);
  gates_->setMinimumHeight(fontMetrics().height() * 4);
  evidence_->setMinimumHeight(fontMetrics().height() * 4);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(splitter_, 1);
  connect(gates_, &QTableView::clicked, this, [this](const QModelIndex& i) { showEvidence(i.row()); });
  clear();
}

void DecisionPanel::fitGateColumn() {
  int want = gates_->horizontalHeader()->sectionSizeHint(DecisionModel::Gate);
  for (int r = 0; r < model_->rowCount(); ++r)
    want = std::max(want, gates_->fontMetrics().horizontalAdvance(model_->index(r, DecisionModel::Gate).data().toString()) + 12);
  const int cap = gates_->viewport()->width() * 45 / 100;
  gates_->horizontalHeader()->resizeSection(DecisionModel::Gate, std::max(60, std::min(want, cap)));
}

void DecisionPanel::restoreSplitter(const QByteArray& state) { splitterRestored_ = splitter_->restoreState(state); }

void DecisionPanel::showEvent(QShowEvent* e) {
  QWidget::showEvent(e);
  if (splitterRestored_) return;
  splitterRestored_ = true;  // first shown: the verdict, the gates and the evidence share the height 3:3:4
  const int h = std::max(splitter_->height(), 300);
  splitter_->setSizes({h * 3 / 10, h * 3 / 10, h * 4 / 10});
}

void DecisionPanel::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  fitGateColumn();
}

void DecisionPanel::clear() {
  model_->setExplanation(nullptr);
  context_->clear();
  verdict_->setText(tr("Select two nodes (Ctrl+click) or a step to see why they did or did not fuse."));
  evidence_->clear();
}

void DecisionPanel::setProvenance(std::shared_ptr<const session::Provenance> provenance) {
  provenance_ = std::move(provenance);
}

// "op3: relu (inlined: batch_norm), from resnet.py:270 (x = self.relu(x))", one line
// per member of each side (a fused side "op0_op2" names each of its nodes).
QString DecisionPanel::originsHtml(const QString& n1, const QString& n2) const {
  if (!provenance_) return {};
  QString h;
  for (const QString& side : {n1, n2})
    for (const QString& m : side.split(QLatin1Char('_'), Qt::SkipEmptyParts)) {
      const session::NodeOrigin* o = provenance_->find(m.toStdString());
      if (!o) continue;
      const std::string src = o->sourceText(2);
      h += QStringLiteral("<br><b>%1</b> computes <b>%2</b>%3")
               .arg(m.toHtmlEscaped(), esc(o->label().empty() ? std::string("?") : o->label()),
                    src.empty() ? QString() : QStringLiteral(", from <code>%1</code>").arg(esc(src)));
    }
  if (h.isEmpty() && !provenance_->missing().empty())
    h = QStringLiteral("<br><i>%1</i>").arg(tr("Source lines unknown: %1").arg(esc(provenance_->missing())));
  return h.isEmpty() ? h : QStringLiteral("<span style='color:#37474f'>%1</span>").arg(h);
}

void DecisionPanel::setContext(const QString& html) { context_->setText(html); }

void DecisionPanel::setRelease(const QString& release) { release_ = release; }

QString DecisionPanel::inductor(const std::string& release) const {
  const QString r = release.empty() ? release_ : QString::fromStdString(release);
  return r.isEmpty() ? tr("Inductor") : tr("Inductor %1").arg(r);
}

void DecisionPanel::showRecorded(const fusion::Decision& d, bool moreComing) {
  if (moreComing) {
    model_->setExplanation(nullptr);
  } else {
    // No explanation follows (a side was formed earlier in this round): the gate
    // table holds the one gate the scheduler recorded, so it is never blank.
    auto recorded = std::make_shared<PairExplanation>();
    recorded->a = QString::fromStdString(d.node1);
    recorded->b = QString::fromStdString(d.node2);
    recorded->result.node1 = d.node1;
    recorded->result.node2 = d.node2;
    recorded->result.gates = {d};
    model_->setExplanation(std::move(recorded));
    fitGateColumn();
    gates_->selectRow(0);
  }
  const QString n1 = QString::fromStdString(d.node1), n2 = QString::fromStdString(d.node2);
  if (d.accepted) {
    verdict_->setText(tr("<span style='font-size:x-large;color:#1b9e3e'>\u2713 <b>%1</b> + <b>%2</b>: fused</span>").arg(n1, n2));
  } else {
    verdict_->setText(tr("<span style='font-size:x-large;color:#c62828'>\u2717 <b>%1</b> + <b>%2</b>: <b>%3</b></span>"
                         "<br>%4 rejects this pair in <code>%5</code>")
                          .arg(n1, n2, esc(d.text.empty() ? fusion::reasonInfo(d.reason).wording : d.text), inductor(),
                               QString::fromLatin1(fusion::gateFunction(d.gate))));
  }
  verdict_->setText(verdict_->text() + originsHtml(n1, n2));
  // The note on what is shown comes first, where it is seen without scrolling.
  evidence_->setHtml(QStringLiteral("<h3>%1</h3>").arg(tr("Evidence (as the scheduler recorded it)")) +
                     (moreComing ? tr("<p><i>Evaluating every gate\u2026</i></p>")
                                 : tr("<p><i>%1 was formed earlier in this round, so only the gate that decided is "
                                      "shown; every gate is evaluated for pairs present at a round's start (pick the "
                                      "two nodes to see them at that state).</i></p>")
                                       .arg(n1.contains(QLatin1Char('_')) ? n1 : n2)) +
                     evidenceHtml(d.evidence, n1, n2));
}

void DecisionPanel::setExplanation(std::shared_ptr<const PairExplanation> explanation) {
  model_->setExplanation(explanation);
  fitGateColumn();
  if (!explanation) return clear();
  const fusion::Explanation& x = explanation->result;
  const QString n1 = QString::fromStdString(x.node1), n2 = QString::fromStdString(x.node2);
  const auto rejections = x.rejections();
  QString head;
  if (x.wouldFuse) {
    head = tr("<span style='font-size:large;color:#1b9e3e'>\u2713 <b>%1</b> and <b>%2</b> can fuse</span><br>%3 fuses "
              "this pair: every gate accepts")
               .arg(n1, n2, inductor(x.release));
  } else {
    // The first rejection is what Inductor reports (its can_fuse returns there);
    // the others are what explain() found by evaluating every gate.
    auto textOf = [](const fusion::Decision& d) { return esc(d.text.empty() ? fusion::reasonInfo(d.reason).wording : d.text); };
    head = tr("<span style='font-size:x-large;color:#c62828'>\u2717 <b>%1</b> + <b>%2</b>: <b>%3</b></span>")
               .arg(n1, n2, rejections.empty() ? QString() : textOf(rejections.front()));
    if (!rejections.empty())
      head += tr("<br>%1 rejects this pair in <code>%2</code>")
                  .arg(inductor(x.release), QString::fromLatin1(fusion::gateFunction(rejections.front().gate)));
    if (rejections.size() > 1) {
      QStringList also;
      for (std::size_t i = 1; i < rejections.size(); ++i) also << textOf(rejections[i]);
      head += tr("<br><span style='color:#8d4c4c'>later gates would also reject: %1</span>").arg(also.join(QStringLiteral("; ")));
    }
  }
  head += tr("<br>%1 pair, %2 backend, scheduler state %3; score: memory %4 bytes, proximity %5")
              .arg(QString::fromStdString(x.relation), QString::fromStdString(x.backend),
                   x.atRound == 0 ? tr("before round 1") : x.atRound < 0 ? tr("after the last round") : tr("at round %1").arg(x.atRound))
              .arg(x.score.memoryScore)
              .arg(x.score.proximityScore);
  verdict_->setText(head + originsHtml(n1, n2));
  // Show the evidence of the first rejecting gate, else the shared evidence.
  int row = -1;
  for (std::size_t i = 0; i < x.gates.size(); ++i)
    if (x.gates[i].applicable && !x.gates[i].accepted) {
      row = static_cast<int>(i);
      break;
    }
  if (row >= 0) {
    gates_->selectRow(row);
    gates_->scrollTo(model_->index(row, DecisionModel::Gate));
  }
  showEvidence(row);
}

void DecisionPanel::showEvidence(int gateRow) {
  const PairExplanation* p = model_->explanation();
  if (!p) return;
  const fusion::Explanation& x = p->result;
  const QString n1 = QString::fromStdString(x.node1), n2 = QString::fromStdString(x.node2);
  QString h;
  if (gateRow >= 0 && gateRow < static_cast<int>(x.gates.size())) {
    const fusion::Decision& d = x.gates[static_cast<std::size_t>(gateRow)];
    h += QStringLiteral("<h3>%1: %2</h3>")
             .arg(QString::fromLatin1(fusion::gateFunction(d.gate)),
                  !d.applicable ? tr("does not apply")
                  : d.accepted  ? tr("passes")
                                : esc(d.text.empty() ? fusion::reasonInfo(d.reason).wording : d.text));
    const fusion::Evidence& e = d.evidence == fusion::Evidence{} ? x.evidence : d.evidence;
    h += evidenceHtml(e, n1, n2);
  } else {
    h += QStringLiteral("<h3>%1</h3>").arg(tr("Evidence"));
    h += evidenceHtml(x.evidence, n1, n2);
  }
  evidence_->setHtml(h);
}

QString DecisionPanel::text() const {
  QString plain = verdict_->text();
  plain.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
  return plain + QLatin1Char('\n') + evidence_->toPlainText();
}

}  // namespace fs::views
