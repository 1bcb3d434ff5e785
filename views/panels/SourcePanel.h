// SourcePanel: the kernels a node ends up in, read-only with C++ highlighting:
// our generated CUDA C++ and C++ kernels for our plan (core/codegen; the lines
// that came from the node are marked), and Inductor's own kernel from
// output_code.py. Sources are generated off the UI thread by the Controller.
#pragma once

#include <QWidget>

#include <memory>

class QLabel;
class QTabWidget;
class QsciScintilla;

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
  /// The summary line and the text of each tab (for tests).
  QString text() const;

 private:
  std::shared_ptr<const KernelSources> sources_;
  QTabWidget* tabs_;
  QsciScintilla* cuda_;
  QsciScintilla* cpp_;
  QsciScintilla* inductor_;
  QLabel* status_;
  QString node_;
};

}  // namespace fs::views
