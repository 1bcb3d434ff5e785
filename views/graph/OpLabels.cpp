#include "views/graph/OpLabels.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

#include "core/frontends/inductor/DebugDir.h"

namespace fs::views {

namespace {

QString baseName(QString fx) {
  static const QRegularExpression suffix(QStringLiteral("_\\d+$"));
  fx.remove(suffix);
  if (fx.contains(QLatin1String("max_pool"))) return QStringLiteral("max_pool");
  if (fx.contains(QLatin1String("avg_pool"))) return QStringLiteral("avg_pool");
  if (fx.contains(QLatin1String("batch_norm"))) return QStringLiteral("batch_norm");
  while (fx.startsWith(QLatin1Char('_'))) fx.remove(0, 1);
  return fx;
}

bool isViewLike(const QString& op) {
  static const QStringList trivial = {
      QStringLiteral("unsqueeze"), QStringLiteral("squeeze"), QStringLiteral("getitem"),
      QStringLiteral("view"),      QStringLiteral("reshape"), QStringLiteral("permute"),
      QStringLiteral("expand"),    QStringLiteral("clone"),   QStringLiteral("slice"),
      QStringLiteral("select"),    QStringLiteral("alias"),   QStringLiteral("t"),
      QStringLiteral("transpose"), QStringLiteral("unsafe_view"), QStringLiteral("full")};
  return trivial.contains(op);
}

}  // namespace

QString labelFromOrigins(const QString& originsCsv) {
  QStringList ops;
  const auto parts = originsCsv.split(QLatin1Char(','), Qt::SkipEmptyParts);
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) {  // log order is reverse-topological
    const QString op = baseName(it->trimmed());
    if (!op.isEmpty() && !isViewLike(op)) ops << op;
  }
  // Fold the BatchNorm decomposition.
  auto count = [&](const QString& op) { return static_cast<int>(ops.count(op)); };
  if (count(QStringLiteral("sub")) >= 1 && (count(QStringLiteral("sqrt")) >= 1 || count(QStringLiteral("rsqrt")) >= 1) &&
      count(QStringLiteral("mul")) >= 3 && count(QStringLiteral("add")) >= 2) {
    int first = -1;
    auto takeN = [&](const QString& op, int n) {
      for (int i = 0; i < ops.size() && n > 0;) {
        if (ops[i] == op) {
          if (first < 0 || i < first) first = i;
          ops.removeAt(i);
          --n;
        } else {
          ++i;
        }
      }
    };
    takeN(QStringLiteral("sub"), 1);
    takeN(QStringLiteral("sqrt"), 1);
    takeN(QStringLiteral("rsqrt"), 1);
    takeN(QStringLiteral("reciprocal"), 1);
    takeN(QStringLiteral("mul"), 3);
    takeN(QStringLiteral("add"), 2);
    ops.insert(std::max(0, std::min(first, static_cast<int>(ops.size()))), QStringLiteral("batch_norm"));
  }
  ops.removeDuplicates();
  if (ops.size() > 4) {
    const int more = static_cast<int>(ops.size()) - 3;
    ops = ops.mid(0, 3);
    ops << QStringLiteral("%1 more").arg(more);
  }
  return ops.join(QStringLiteral(" + "));
}

QHash<QString, QString> opLabels(const inductor::GraphDump& dump) {
  QHash<QString, QString> labels;
  static const QRegularExpression origins(QStringLiteral("origins=OrderedSet\\(\\[([^\\]]*)\\]\\)"));
  if (dump.log) {
    for (const auto& round : dump.log->rounds) {
      for (const auto& cand : round.candidates) {
        const QString name = QString::fromStdString(cand.name);
        if (labels.contains(name)) continue;
        const auto m = origins.match(QString::fromStdString(cand.description));
        if (m.hasMatch()) labels.insert(name, labelFromOrigins(m.captured(1)));
      }
      break;  // round 1 lists every pre-fusion node
    }
  }
  for (const auto& node : dump.preFusion.nodes) {
    const QString name = QString::fromStdString(node.name);
    if (labels.value(name).isEmpty() && node.kernel && *node.kernel != "None") {
      // "extern_kernels.convolution", "torch.ops.aten.convolution_backward.default"
      const QStringList parts = QString::fromStdString(*node.kernel).split(QLatin1Char('.'));
      int i = static_cast<int>(parts.indexOf(QStringLiteral("aten")));
      if (i < 0) i = static_cast<int>(parts.indexOf(QStringLiteral("extern_kernels")));
      const QString op = i >= 0 && i + 1 < parts.size() ? parts[i + 1] : parts.back();
      if (!op.isEmpty()) labels.insert(name, op);
    }
  }
  return labels;
}

}  // namespace fs::views
