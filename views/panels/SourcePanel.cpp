#include "views/panels/SourcePanel.h"

#include <QFile>
#include <QLabel>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>

#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qsciscintilla.h>

#include "core/session/Provenance.h"
#include "views/controller/Session.h"

namespace fs::views {

namespace {

constexpr int kNodeMarker = 1;

QsciScintilla* makeEditor(QWidget* parent, QsciLexer* lexer) {
  auto* e = new QsciScintilla(parent);
  QFont mono(QStringLiteral("monospace"));
  mono.setStyleHint(QFont::Monospace);
  mono.setPointSizeF(parent->font().pointSizeF());  // the UI's size: two panes side by side
  lexer->setParent(e);
  lexer->setDefaultFont(mono);
  lexer->setFont(mono);
  e->setLexer(lexer);
  e->setReadOnly(true);
  e->setMarginType(0, QsciScintilla::NumberMargin);
  e->setMarginWidth(0, QStringLiteral("00000"));
  e->markerDefine(QsciScintilla::Background, kNodeMarker);
  e->setMarkerBackgroundColor(QColor(0xff, 0xf3, 0xc4), kNodeMarker);
  e->setUtf8(true);
  return e;
}

/// Shows `code` and marks the lines whose node is `node`; returns the first.
int showCode(QsciScintilla* e, const std::string& code, const std::vector<std::string>& lineNodes, const std::string& node) {
  e->setText(QString::fromStdString(code));
  e->markerDeleteAll(kNodeMarker);
  int first = -1;
  for (std::size_t i = 0; i < lineNodes.size(); ++i)
    if (lineNodes[i] == node) {
      e->markerAdd(static_cast<int>(i), kNodeMarker);
      if (first < 0) first = static_cast<int>(i);
    }
  if (first >= 0) e->ensureLineVisible(first);
  return first;
}

const codegen::KernelSource* kernelOf(const codegen::ProgramSource& program, const std::string& node) {
  for (const auto& k : program.kernels)
    if (std::find(k.nodes.begin(), k.nodes.end(), node) != k.nodes.end()) return &k;
  return nullptr;
}

}  // namespace

SourcePanel::SourcePanel(QWidget* parent)
    : QWidget(parent), split_(new QSplitter(Qt::Horizontal, this)), ours_(new QTabWidget(this)),
      theirs_(new QTabWidget(this)), python_(makeEditor(this, new QsciLexerPython)),
      cuda_(makeEditor(this, new QsciLexerCPP)), cpp_(makeEditor(this, new QsciLexerCPP)),
      inductor_(makeEditor(this, new QsciLexerPython)), status_(new QLabel(this)) {
  // Ours on the left, Inductor's (or the user's Python) on the right: the two
  // kernels of one node are read side by side.
  // Ours | Inductor's over the user's Python line: the three read at once.
  ours_->addTab(cuda_, tr("CUDA (ours)"));
  ours_->addTab(cpp_, tr("C++ (ours)"));
  theirs_->addTab(inductor_, tr("Inductor (output_code.py)"));
  pythonTabs_ = new QTabWidget(this);
  pythonTabs_->addTab(python_, tr("Python source"));
  auto* right = new QSplitter(Qt::Vertical, this);
  right->addWidget(theirs_);
  right->addWidget(pythonTabs_);
  right->setStretchFactor(0, 3);
  right->setStretchFactor(1, 2);
  right->setChildrenCollapsible(false);
  split_->setObjectName(QStringLiteral("sourceSplitter"));
  split_->addWidget(ours_);
  split_->addWidget(right);
  split_->setChildrenCollapsible(false);
  split_->setStretchFactor(0, 1);
  split_->setStretchFactor(1, 1);
  status_->setWordWrap(true);
  status_->setTextFormat(Qt::RichText);
  status_->setTextInteractionFlags(Qt::TextBrowserInteraction);
  connect(status_, &QLabel::linkActivated, this, [this](const QString& link) {
    // "src:K": the K-th source line of the shown node
    const session::NodeOrigin* o = provenance_ ? provenance_->find(node_.toStdString()) : nullptr;
    bool ok = false;
    const int k = link.mid(4).toInt(&ok);
    if (o && ok && k >= 0 && k < static_cast<int>(o->sources.size())) showPythonSource(o->sources[static_cast<std::size_t>(k)]);
  });
  clear();
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(status_);
  layout->addWidget(split_, 1);
}

QString SourcePanel::text() const {
  return status_->text() + QLatin1Char('\n') + cuda_->text() + QLatin1Char('\n') + cpp_->text() + QLatin1Char('\n') +
         inductor_->text() + QLatin1Char('\n') + python_->text();
}

void SourcePanel::setProvenance(std::shared_ptr<const session::Provenance> provenance) {
  provenance_ = std::move(provenance);
}

QString SourcePanel::sourceLinks() const {
  const session::NodeOrigin* o = provenance_ ? provenance_->find(node_.toStdString()) : nullptr;
  if (!o || o->sources.empty()) return {};
  QStringList links;
  for (std::size_t k = 0; k < o->sources.size() && k < 6; ++k)
    links << QStringLiteral("<a href=\"src:%1\">%2</a>").arg(k).arg(QString::fromStdString(o->sources[k].shortName()).toHtmlEscaped());
  if (o->sources.size() > 6) links << tr("+%1 more").arg(o->sources.size() - 6);
  return tr("<br>from %1").arg(links.join(QStringLiteral(", ")));
}

void SourcePanel::showPythonSource(const ir::SourceLocation& where) {
  const QString path = QString::fromStdString(where.file);
  QFile f(path);
  python_->markerDeleteAll(kNodeMarker);
  if (f.open(QIODevice::ReadOnly | QIODevice::Text) && f.size() < (64 << 20)) {
    python_->setText(QString::fromUtf8(f.readAll()));
    const int line = std::max(0, where.line - 1);
    python_->markerAdd(line, kNodeMarker);
    python_->setCursorPosition(line, 0);
    python_->ensureLineVisible(std::min(python_->lines() - 1, line + 8));
    python_->ensureLineVisible(std::max(0, line - 8));
    python_->ensureLineVisible(line);
  } else {
    python_->setText(tr("# %1 is not readable on this machine (the dump was made elsewhere);\n"
                        "# the dump records line %2, in %3:\n\n%4\n")
                         .arg(path)
                         .arg(where.line)
                         .arg(QString::fromStdString(where.function), QString::fromStdString(where.code)));
  }
  pythonTabs_->setTabText(0, tr("Python source: %1").arg(QString::fromStdString(where.shortName())));
}

void SourcePanel::clear() {
  sources_.reset();
  node_.clear();
  for (auto* e : {cuda_, cpp_, inductor_, python_}) e->clear();
  status_->setText(tr("Select a node to see the kernels it is part of."));
}

void SourcePanel::setSources(std::shared_ptr<const KernelSources> sources) {
  sources_ = std::move(sources);
  if (!node_.isEmpty()) showNode(node_);
}

void SourcePanel::showNode(const QString& node) {
  node_ = node;
  if (!sources_) {
    status_->setText(tr("Generating kernels\u2026"));
    return;
  }
  if (!sources_->error.isEmpty()) {
    status_->setText(tr("Code generation failed: %1").arg(sources_->error));
    return;
  }
  const std::string n = node.toStdString();
  QStringList parts;
  auto show = [&](QsciScintilla* e, const codegen::ProgramSource& program, const QString& target) {
    const codegen::KernelSource* k = kernelOf(program, n);
    if (!k) {
      e->setText(tr("// %1 is in no %2 kernel of our plan").arg(node, target));
      return;
    }
    if (const auto it = k->unsupported.find(n); it != k->unsupported.end()) {
      e->setText(tr("// %1: not generated: %2").arg(node, QString::fromStdString(it->second)));
      parts << tr("%1: not generated").arg(target);
      return;
    }
    showCode(e, k->code, k->lineNodes, n);
    parts << tr("%1 kernel <b>%2</b> (%3 nodes, %4 bytes moved)")
                 .arg(target, QString::fromStdString(k->name))
                 .arg(k->nodes.size())
                 .arg(k->bytes);
  };
  show(cuda_, sources_->cuda, QStringLiteral("CUDA"));
  show(cpp_, sources_->cpp, QStringLiteral("C++"));
  const ir::GeneratedKernel* theirs = nullptr;
  if (sources_->inductor)
    for (const auto& k : sources_->inductor->kernels)
      if (std::find(k.nodes.begin(), k.nodes.end(), n) != k.nodes.end()) theirs = &k;
  if (theirs) {
    inductor_->setText(QString::fromStdString(theirs->source));
    // The kernel's source opens with its imports: show it from its decorator.
    const QStringList lines = inductor_->text().split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
      if (lines[i].startsWith(QLatin1Char('@')) || lines[i].startsWith(QLatin1String("def "))) {
        inductor_->setFirstVisibleLine(i);
        break;
      }
    parts << tr("Inductor: <b>%1</b>").arg(QString::fromStdString(theirs->name));
  } else {
    inductor_->setText(sources_->inductor ? tr("# no generated kernel of output_code.py lists %1 (extern or nop)").arg(node)
                                          : tr("# this dump has no output_code.py"));
  }
  status_->setText(tr("<b>%1</b>: %2").arg(node, parts.join(QStringLiteral("; "))) + sourceLinks());
  // the node's first source line, at once (its other lines are the links above)
  const session::NodeOrigin* o = provenance_ ? provenance_->find(n) : nullptr;
  if (o && !o->sources.empty()) {
    showPythonSource(o->sources.front());
  } else {
    python_->clear();
    python_->setText(tr("# no source line of %1 is recorded in the dump").arg(node));
    pythonTabs_->setTabText(0, tr("Python source"));
  }
}

}  // namespace fs::views
