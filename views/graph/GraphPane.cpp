#include "views/graph/GraphPane.h"

#include <QGraphicsOpacityEffect>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "views/graph/GraphItems.h"
#include "views/graph/GraphScene.h"
#include "views/graph/GraphView.h"

namespace fs::views {

GraphPane::GraphPane(const QString& title, QWidget* parent)
    : QWidget(parent), title_(title), caption_(new QLabel(this)), scene_(new GraphScene(this)),
      view_(new GraphView(scene_, this)) {
  caption_->setTextFormat(Qt::RichText);
  // Captions and the legend never widen the pane (the panes share the window).
  caption_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  // Caption above the legend, both wrapping: a narrow pane cuts neither off.
  caption_->setWordWrap(true);
  auto* header = new QVBoxLayout;
  header->setContentsMargins(6, 2, 6, 2);
  header->setSpacing(1);
  header->addWidget(caption_);
  QString legend;
  for (NodeClass c : {NodeClass::Pointwise, NodeClass::Reduction, NodeClass::Extern, NodeClass::Template, NodeClass::Nop})
    legend += QStringLiteral("<span style='background:%1'>&nbsp;&nbsp;&nbsp;</span>&nbsp;%2 &nbsp; ")
                  .arg(nodeClassColor(c).darker(115).name(), nodeClassName(c));
  auto* legendLabel = new QLabel(legend, this);
  legendLabel->setTextFormat(Qt::RichText);
  legendLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  legendLabel->setWordWrap(true);
  header->addWidget(legendLabel);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  layout->addLayout(header);
  layout->addWidget(view_, 1);
  setCaption({});
}

void GraphPane::setCaption(const QString& caption) {
  captionText_ = caption;
  caption_->setText(QStringLiteral("<b>%1</b>%2%3")
                        .arg(title_, caption.isEmpty() ? QString() : QStringLiteral(" \u2014 ") + caption,
                             stale_ ? tr(" <span style='color:#b26a00'><b>(stale: fusing again with the edited "
                                         "knobs\u2026)</b></span>")
                                    : QString()));
}

void GraphPane::setStale(bool stale) {
  if (stale == stale_) return;
  stale_ = stale;
  if (stale) {
    auto* dim = new QGraphicsOpacityEffect(view_);
    dim->setOpacity(0.45);
    view_->setGraphicsEffect(dim);  // the view owns it
  } else {
    view_->setGraphicsEffect(nullptr);
  }
  setCaption(captionText_);
}

QString GraphPane::caption() const { return caption_->text(); }

}  // namespace fs::views
