// SourcePanel: the kernels a node ends up in, side by side and read-only with
// highlighting: on the left our generated CUDA C++ and C++ kernels for our plan
// (core/codegen; the lines that came from the node are marked), on the right
// Inductor's own kernel from output_code.py over the user's Python source (the
// node's first source line). The node's source lines (from the provenance) are
// links above them: a click shows that file at that line when it is on this
// machine, else the line the dump recorded. Sources are generated off the UI thread by the Controller.
#pragma once

#include <QWidget>

#include <memory>

class QLabel;
class QSplitter;
class QTabWidget;
class QsciScintilla;

namespace fs::ir {
struct SourceLocation;
}
namespace fs::session {
class Provenance;
}

namespace fs::views {

struct KernelSources;

class SourcePanel : public QWidget {
  Q_OBJECT
 public:
  explicit SourcePanel(QWidget* parent = nullptr);
  void setSources(std::shared_ptr<const KernelSources> sources);
  /// Forgets the sources and the node (another graph is opening).
  void clear();
  /// Shows the kernels holding this pre-fusion node.
  void showNode(const QString& node);
  /// Where nodes came from: their source lines become links. May be null.
  void setProvenance(std::shared_ptr<const session::Provenance> provenance);
  /// Shows `where.file` at `where.line` in the right pane (read from disk; when
  /// the file is not readable here, the line the dump recorded, `where.code`).
  void showPythonSource(const ir::SourceLocation& where);
  /// The summary line and the text of each pane (for tests).
  QString text() const;
  /// The summary line (rich text; its links are the node's source lines).
  QLabel* summary() const { return status_; }
  QSplitter* splitter() const { return split_; }

 private:
  std::shared_ptr<const KernelSources> sources_;
  std::shared_ptr<const session::Provenance> provenance_;
  QSplitter* split_;
  QTabWidget* ours_;
  QTabWidget* theirs_;
  QTabWidget* pythonTabs_ = nullptr;
  QsciScintilla* python_;
  QsciScintilla* cuda_;
  QsciScintilla* cpp_;
  QsciScintilla* inductor_;
  QLabel* status_;
  QString node_;
  /// The node's source links ("resnet.py:270" ...), shown after the kernel names.
  QString sourceLinks() const;
};

}  // namespace fs::views
