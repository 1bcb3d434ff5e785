#include "views/panels/DiffPanel.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include "core/session/CompileDiff.h"
#include "views/Plural.h"
#include "views/models/DiffModel.h"

namespace fs::views {

DiffPanel::DiffPanel(QWidget* parent)
    : QWidget(parent), model_(new DiffModel(this)), view_(new QTableView(this)), status_(new QLabel(this)),
      choose_(new QPushButton(tr("Diff with another compile\u2026"), this)),
      beside_(new QPushButton(tr("Open B beside"), this)), matches_(new QCheckBox(tr("Show matched nodes"), this)) {
  view_->setModel(model_);
  view_->setSelectionBehavior(QAbstractItemView::SelectRows);
  view_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  view_->verticalHeader()->hide();
  view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 4);
  view_->horizontalHeader()->setSectionResizeMode(DiffModel::Where, QHeaderView::Stretch);
  view_->setWordWrap(false);
  view_->setTextElideMode(Qt::ElideRight);  // names keep their start; the tooltip has them whole
  status_->setWordWrap(true);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  choose_->setToolTip(tr("Pick the other compile's TORCH_COMPILE_DEBUG folder (the same model compiled with another "
                         "PyTorch, config, dynamic shapes or autocast). Nodes are matched by their source lines."));
  beside_->setToolTip(tr("Open compile B in a second window; a row then selects its nodes in both"));
  beside_->setEnabled(false);
  matches_->setToolTip(tr("Also list every node of A with the node of B it was matched to"));
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(choose_);
  buttons->addWidget(beside_);
  buttons->addWidget(matches_);
  buttons->addStretch(1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addLayout(buttons);
  layout->addWidget(status_);
  layout->addWidget(view_, 1);
  connect(choose_, &QPushButton::clicked, this, &DiffPanel::chooseB);
  connect(beside_, &QPushButton::clicked, this, [this] {
    if (diff_ && graph_) emit openBesideRequested(QString::fromStdString(diff_->inputB), QString::fromStdString(graph_->graphB));
  });
  connect(matches_, &QCheckBox::toggled, this, &DiffPanel::refresh);
  auto activate = [this](const QModelIndex& i) {
    if (i.isValid()) emit nodesActivated(model_->nodesA(i.row()), model_->nodesB(i.row()));
  };
  connect(view_, &QTableView::activated, this, activate);
  connect(view_, &QTableView::clicked, this, activate);
  clear();
}

void DiffPanel::chooseB() {
  const QString dir = QFileDialog::getExistingDirectory(this, tr("Diff with which compile? (its TORCH_COMPILE_DEBUG folder)"), lastDir_);
  if (dir.isEmpty()) return;
  lastDir_ = QFileInfo(dir).absolutePath();
  emit diffRequested(dir);
}

void DiffPanel::clear() {
  diff_.reset();
  graph_ = nullptr;
  model_->setGraph(nullptr, nullptr, false);
  beside_->setEnabled(false);
  status_->setText(tr("Compare this compile (A) with another compile of the same model (B): another PyTorch "
                      "version, config, dynamic shapes or autocast. Diff with another compile\u2026, or "
                      "<tt>fusionscope A --diff B</tt>."));
}

void DiffPanel::setRunning(const QString& pathB) {
  status_->setText(tr("Diffing against %1\u2026").arg(pathB.toHtmlEscaped()));
}

void DiffPanel::setFailed(const QString& message) {
  diff_.reset();
  graph_ = nullptr;
  model_->setGraph(nullptr, nullptr, false);
  beside_->setEnabled(false);
  status_->setText(tr("<b>No diff:</b> %1").arg(message.toHtmlEscaped()));
}

void DiffPanel::setDiff(std::shared_ptr<const session::CompileDiff> diff) {
  diff_ = std::move(diff);
  if (diff_) lastDir_ = QFileInfo(QString::fromStdString(diff_->inputB)).absolutePath();
  refresh();
}

void DiffPanel::setCurrentGraph(const QString& name) {
  currentGraph_ = name;
  refresh();
}

void DiffPanel::refresh() {
  if (!diff_) return;
  graph_ = nullptr;
  for (const auto& g : diff_->graphs)
    if (QString::fromStdString(g.graphA) == currentGraph_) graph_ = &g;
  model_->setGraph(diff_, graph_, matches_->isChecked());
  view_->resizeColumnsToContents();
  for (int c : {DiffModel::A, DiffModel::B})
    if (view_->columnWidth(c) > 420) view_->setColumnWidth(c, 420);
  beside_->setEnabled(graph_ != nullptr);
  status_->setText(summary());
}

QString DiffPanel::summary() const {
  if (!diff_) return {};
  const QString a = QFileInfo(QString::fromStdString(diff_->inputA)).fileName();
  const QString b = QFileInfo(QString::fromStdString(diff_->inputB)).fileName();
  if (!graph_) {
    QStringList paired;
    for (const auto& g : diff_->graphs) paired << QString::fromStdString(g.graphA);
    return tr("A <b>%1</b> against B <b>%2</b>: B has no graph paired with %3 (paired: %4).")
        .arg(a.toHtmlEscaped(), b.toHtmlEscaped(), currentGraph_.toHtmlEscaped(),
             paired.isEmpty() ? tr("none") : paired.join(QStringLiteral(", ")));
  }
  const auto& g = *graph_;
  int split = 0, merged = 0;
  for (const auto& c : g.groupChanges) (c.kind == "split" ? split : merged)++;
  QString text = tr("A <b>%1</b> (%2) against B <b>%3</b> (%4): <b>kernels %5 \u2192 %6</b>; nodes %7 / %8, %9 matched by source line")
                     .arg(a.toHtmlEscaped(), QString::fromStdString(g.graphA).toHtmlEscaped(), b.toHtmlEscaped(),
                          QString::fromStdString(g.graphB).toHtmlEscaped())
                     .arg(g.kernelsA)
                     .arg(g.kernelsB)
                     .arg(g.nodesA)
                     .arg(g.nodesB)
                     .arg(g.matched);
  if (g.groupChanges.empty() && g.reasonChanges.empty() && g.onlyA.empty() && g.onlyB.empty())
    return text + tr(". Same plan.");
  text += tr(". %1 split, %2 merged, %3 changed, %4 only in A, %5 only in B.")
              .arg(plural(split, tr("group"), tr("groups")))
              .arg(merged)
              .arg(plural(static_cast<qint64>(g.reasonChanges.size()), tr("decision"), tr("decisions")))
              .arg(g.onlyA.size())
              .arg(g.onlyB.size());
  if (g.reasonsOnlyA || g.reasonsOnlyB)
    text += tr(" Rejections logged on one side only: A %1, B %2.").arg(g.reasonsOnlyA).arg(g.reasonsOnlyB);
  if (!g.note.empty()) text += QStringLiteral("<br><i>%1</i>").arg(QString::fromStdString(g.note).toHtmlEscaped());
  return text;
}

}  // namespace fs::views
