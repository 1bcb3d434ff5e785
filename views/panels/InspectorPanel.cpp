#include "views/panels/InspectorPanel.h"

#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include "core/ir/Graph.h"
#include "core/ir/Printer.h"
#include "core/session/Provenance.h"
#include "views/Html.h"

namespace fs::views {

namespace {


QString depsHtml(const std::vector<ir::Dep>& deps) {
  if (deps.empty()) return QStringLiteral("<i>none</i>");
  QString out;
  for (const auto& d : deps) out += QStringLiteral("<code>%1</code><br>").arg(esc(ir::depRepr(d)));
  return out;
}

QString sizesText(const std::vector<std::int64_t>& v) {
  QStringList s;
  for (auto x : v) s << QString::number(x);
  return QStringLiteral("[%1]").arg(s.join(QStringLiteral(", ")));
}

QString nodeHtml(const ir::Node& n, const session::Provenance* prov) {
  QString h = QStringLiteral("<h3>%1 <small>%2(%3)</small></h3><table cellspacing=4>")
                  .arg(esc(n.name), QString::fromLatin1(ir::nodeKindName(n.kind)), esc(n.irType));
  auto row = [&](const QString& k, const QString& v) {
    h += QStringLiteral("<tr><td valign=top><b>%1</b></td><td>%2</td></tr>").arg(k, v);
  };
  if (const session::NodeOrigin* o = prov ? prov->find(n.name) : nullptr) {
    if (!o->label().empty()) row(QStringLiteral("computes"), esc(o->label()));
    if (!o->sources.empty()) {
      QString lines;
      // each line is a link: a click shows the file at that line (sourceRequested)
      for (std::size_t k = 0; k < o->sources.size(); ++k) {
        const auto& s = o->sources[k];
        lines += QStringLiteral("<a href=\"src:%4:%5\"><code>%1</code></a> in %2: <code>%3</code><br>")
                     .arg(esc(s.file + ":" + std::to_string(s.line)), esc(s.function), esc(s.code), esc(n.name))
                     .arg(k);
      }
      row(QStringLiteral("source"), lines);
    } else if (!o->moduleCalls.empty()) {
      row(QStringLiteral("source"), esc(o->sourceText(8)));
    }
    if (!o->fxNodes.empty()) {
      std::string fx;
      for (const auto& f : o->fxNodes) fx += (fx.empty() ? "" : ", ") + f;
      row(QStringLiteral("FX nodes"), esc(fx));
    }
  }
  if (n.group)
    row(QStringLiteral("group"), QStringLiteral("%1, (%2, %3)").arg(esc(n.group->device)).arg(n.group->numel()).arg(n.group->rnumel()));
  if (n.sizes) row(QStringLiteral("sizes"), QStringLiteral("(%1, %2)").arg(sizesText(n.sizes->iteration), sizesText(n.sizes->reduction)));
  if (n.kernel) row(QStringLiteral("kernel"), QStringLiteral("<code>%1</code>").arg(esc(*n.kernel)));
  row(QStringLiteral("writes"), depsHtml(n.writes));
  row(QStringLiteral("reads (in graph)"), depsHtml(n.unmet_dependencies));
  row(QStringLiteral("reads (inputs)"), depsHtml(n.met_dependencies));
  for (const auto& b : n.outputs) {
    QStringList users;
    for (const auto& u : b.users) users << (u.nodeName.empty() ? QStringLiteral("OUTPUT") : esc(u.nodeName));
    row(QStringLiteral("output %1").arg(esc(b.name)),
        QStringLiteral("<code>%1</code><br>users: %2").arg(esc(ir::layoutRepr(b.layout)), users.join(QStringLiteral(", "))));
  }
  h += QStringLiteral("</table>");
  if (n.body) {
    h += QStringLiteral("<p><b>loop body</b></p><pre>%1</pre>").arg(esc(ir::printLoopBody(*n.body, n.name)));
  }
  for (const auto& c : n.snodes) h += nodeHtml(c, prov);
  return h;
}

}  // namespace

InspectorPanel::InspectorPanel(QWidget* parent) : QWidget(parent), browser_(new QTextBrowser(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(browser_);
  browser_->setPlaceholderText(tr("Select a node to inspect it."));
  browser_->setOpenLinks(false);
  connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
    // "src:NODE:K": NODE's K-th source line
    const QStringList parts = url.toString().split(QLatin1Char(':'));
    if (parts.size() != 3 || parts[0] != QLatin1String("src") || !provenance_) return;
    const session::NodeOrigin* o = provenance_->find(parts[1].toStdString());
    bool ok = false;
    const int k = parts[2].toInt(&ok);
    if (o && ok && k >= 0 && k < static_cast<int>(o->sources.size())) emit sourceRequested(o->sources[static_cast<std::size_t>(k)]);
  });
}

void InspectorPanel::setGraph(std::shared_ptr<const ir::Graph> graph,
                              std::shared_ptr<const session::Provenance> provenance) {
  graph_ = std::move(graph);
  provenance_ = std::move(provenance);
  browser_->clear();
}

void InspectorPanel::showNodes(const QStringList& names) {
  if (!graph_) return;
  QString html;
  for (const auto& name : names)
    if (const ir::Node* n = graph_->findAny(name.toStdString())) html += nodeHtml(*n, provenance_.get()) + QStringLiteral("<hr>");
  browser_->setHtml(html);
}

QString InspectorPanel::text() const { return browser_->toPlainText(); }

}  // namespace fs::views
