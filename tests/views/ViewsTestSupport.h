// Helpers the views tests share.
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

namespace fs::views::test {

/// Children of this process that are layout workers (fusionscope-layout, its
/// name cut to 15 characters in /proc/PID/stat), not counting zombies.
inline int layoutWorkersRunning() {
  int n = 0;
  const QString me = QString::number(QCoreApplication::applicationPid());
  for (const auto& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) continue;
    const QString text = QString::fromLatin1(stat.readAll());
    // "PID (comm) STATE PPID ..."
    const QStringList rest = text.mid(text.lastIndexOf(QLatin1Char(')')) + 2).split(QLatin1Char(' '));
    if (text.contains(QLatin1String("(fusionscope-lay")) && rest.value(1) == me && rest.value(0) != QLatin1String("Z")) ++n;
  }
  return n;
}

}  // namespace fs::views::test
