// fusionscope-layout: runs one Graphviz layout for the app (LayoutWorker.h):
// an encoded LayoutRequest on stdin, the encoded LayoutResult on stdout. The app
// kills it when the user cancels.
#include <QFile>

#include <cstdio>

#include "views/graph/LayoutWorker.h"

int main() {
  QFile in, out;
  if (!in.open(stdin, QIODevice::ReadOnly) || !out.open(stdout, QIODevice::WriteOnly)) {
    std::fprintf(stderr, "fusionscope-layout: cannot open stdin/stdout\n");
    return 2;
  }
  return fs::views::runLayoutWorker(in, out);
}
