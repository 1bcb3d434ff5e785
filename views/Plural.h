// Counts in user-facing text: "1 kernel", "2 kernels" (tr()'s %n plurals need a
// translation file, which the app does not ship).
#pragma once

#include <QString>

namespace fs::views {

/// "N one" when n is 1, else "N many".
inline QString plural(qint64 n, const QString& one, const QString& many) {
  return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many);
}

}  // namespace fs::views
