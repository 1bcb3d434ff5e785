#include "views/panels/SourcePanel.h"

#include <QLabel>
#include <algorithm>
#include <QTabWidget>
#include <QVBoxLayout>

#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qsciscintilla.h>

#include "views/controller/Session.h"

namespace fs::views {

namespace {

constexpr int kNodeMarker = 1;

QsciScintilla* makeEditor(QWidget* parent, QsciLexer* lexer) {
  auto* e = new QsciScintilla(parent);
  QFont mono(QStringLiteral("monospace"));
  mono.setStyleHint(QFont::Monospace);
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
    : QWidget(parent), tabs_(new QTabWidget(this)), cuda_(makeEditor(this, new QsciLexerCPP)),
      cpp_(makeEditor(this, new QsciLexerCPP)), inductor_(makeEditor(this, new QsciLexerPython)), status_(new QLabel(this)) {
  tabs_->addTab(cuda_, tr("CUDA (ours)"));
  tabs_->addTab(cpp_, tr("C++ (ours)"));
  tabs_->addTab(inductor_, tr("Inductor (output_code.py)"));
  status_->setWordWrap(true);
  clear();
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(status_);
  layout->addWidget(tabs_, 1);
}

QString SourcePanel::text() const {
  return status_->text() + QLatin1Char('\n') + cuda_->text() + QLatin1Char('\n') + cpp_->text() + QLatin1Char('\n') +
         inductor_->text();
}

void SourcePanel::clear() {
  sources_.reset();
  node_.clear();
  for (auto* e : {cuda_, cpp_, inductor_}) e->clear();
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
  const inductor::GeneratedKernel* theirs = nullptr;
  if (sources_->inductor)
    for (const auto& k : sources_->inductor->kernels)
      if (std::find(k.nodes.begin(), k.nodes.end(), n) != k.nodes.end()) theirs = &k;
  if (theirs) {
    inductor_->setText(QString::fromStdString(theirs->source));
    parts << tr("Inductor: <b>%1</b>").arg(QString::fromStdString(theirs->name));
  } else {
    inductor_->setText(sources_->inductor ? tr("# no generated kernel of output_code.py lists %1 (extern or nop)").arg(node)
                                          : tr("# this dump has no output_code.py"));
  }
  status_->setText(tr("<b>%1</b>: %2").arg(node, parts.join(QStringLiteral("; "))));
}

}  // namespace fs::views
