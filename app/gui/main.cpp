// fusionscope: the desktop app.
//   fusionscope [PATH] [--graph NAME] [--goto ROUND:STEP] [--select A,B] [--timings cpu|cuda]
//               [--diff DUMP_B] [--size WxH] [--size NAME=VALUE ...] [--device cuda|cpu]
//               [--screenshot FILE.png]
//   fusionscope --capture [--out DIR] -- PROGRAM ARGS...
// With no PATH it opens the bundled ResNet-50 (eval) sample. --diff shows the Diff
// panel: PATH (compile A) against DUMP_B. --capture runs the user's program with
// the debug environment (File > Capture) and opens what it captured. --timings raises the
// Timings panel and verifies and times the graph's kernels on that device. --size NAME=VALUE
// gives a size symbol a value, as the CLI's --size does (a dynamic dump's `s77`, an ONNX
// model's symbolic dimension `batch`; an ONNX model that needs one and has none asks for
// it); --device picks an ONNX model's target (its backend's rules). --screenshot renders
// the window to a PNG once everything asked for is shown, and exits (works with
// -platform offscreen).
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <memory>

#include "core/session/LoadInput.h"
#include "views/MainWindow.h"
#include "views/panels/CaptureDialog.h"

namespace {

/// The bundled sample: beside the executable (relocated install), in the current
/// directory, or in the source tree this was built from.
QString defaultSample() {
  const QString rel = QStringLiteral("samples/inductor/resnet50_eval");
  const QString exeDir = QCoreApplication::applicationDirPath();
  const QStringList candidates = {
      exeDir + QLatin1Char('/') + rel,
      exeDir + QStringLiteral("/../share/fusionscope/") + rel,
      QDir::currentPath() + QLatin1Char('/') + rel,
      QStringLiteral(FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_eval"),
  };
  for (const auto& c : candidates)
    if (QFileInfo::exists(c)) return QDir::cleanPath(c);
  return candidates.back();
}

}  // namespace

bool hasArg(int argc, char** argv, std::initializer_list<const char*> names) {
  for (int i = 1; i < argc; ++i)
    for (const char* n : names)
      if (std::strcmp(argv[i], n) == 0) return true;
  return false;
}

int main(int argc, char** argv) {
  // --help and --version need no window: answer them without a display (a
  // QApplication aborts in the platform plugin when there is none).
  const bool infoOnly = hasArg(argc, argv, {"-h", "--help", "--help-all", "-v", "--version"});
  // --screenshot on a machine without a display renders offscreen.
  const bool noDisplay = std::getenv("DISPLAY") == nullptr && std::getenv("WAYLAND_DISPLAY") == nullptr &&
                         std::getenv("QT_QPA_PLATFORM") == nullptr && !hasArg(argc, argv, {"-platform"});
  if (noDisplay && hasArg(argc, argv, {"--screenshot"})) qputenv("QT_QPA_PLATFORM", "offscreen");
  std::unique_ptr<QCoreApplication> app = infoOnly ? std::make_unique<QCoreApplication>(argc, argv)
                                                   : std::make_unique<QApplication>(argc, argv);
  QCoreApplication::setOrganizationName(QStringLiteral("FusionScope"));
  QCoreApplication::setApplicationName(QStringLiteral("fusionscope"));
  QCoreApplication::setApplicationVersion(QStringLiteral("0.1.0"));

  QCommandLineParser parser;
  parser.setApplicationDescription(QStringLiteral("Step through Inductor's operator fusion and see why nodes did not fuse."));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument(QStringLiteral("PATH"), QStringLiteral("TORCH_COMPILE_DEBUG directory or ir_pre_fusion.txt (default: bundled ResNet-50)"));
  QCommandLineOption graph(QStringLiteral("graph"), QStringLiteral("Graph to show (inference, forward, backward)."), QStringLiteral("NAME"));
  QCommandLineOption goTo(QStringLiteral("goto"), QStringLiteral("Go to step STEP of round ROUND."), QStringLiteral("ROUND:STEP"));
  QCommandLineOption select(QStringLiteral("select"), QStringLiteral("Select nodes A and B (and explain the pair)."), QStringLiteral("A,B"));
  QCommandLineOption shot(QStringLiteral("screenshot"), QStringLiteral("Render the window to FILE.png and exit."), QStringLiteral("FILE.png"));
  QCommandLineOption timings(QStringLiteral("timings"), QStringLiteral("Raise the Timings panel and time the kernels on DEVICE (cpu or cuda)."),
                             QStringLiteral("DEVICE"));
  QCommandLineOption profile(QStringLiteral("profile"),
                             QStringLiteral("Measured kernel times: a torch.profiler trace (.json) or what `python output_code.py -k` "
                                            "printed (repeatable)."),
                             QStringLiteral("FILE"));
  QCommandLineOption diff(QStringLiteral("diff"),
                          QStringLiteral("Diff PATH (compile A) against another compile of the same model, DUMP_B."),
                          QStringLiteral("DUMP_B"));
  QCommandLineOption capture(QStringLiteral("capture"),
                             QStringLiteral("Run PROGRAM ARGS (given after --) with the debug environment FusionScope "
                                            "reads, show its progress, and open what it captured."));
  QCommandLineOption out(QStringLiteral("out"), QStringLiteral("Where --capture writes (default: ./fusionscope_capture)."),
                         QStringLiteral("DIR"));
  QCommandLineOption size(QStringLiteral("size"),
                          QStringLiteral("Window size in pixels, e.g. 1280x720; or NAME=VALUE (repeatable): the value of a size "
                                         "symbol, e.g. batch=2 for an ONNX model's symbolic dimension, s77=8 for a dynamic dump's."),
                          QStringLiteral("WxH|NAME=VALUE"));
  QCommandLineOption device(QStringLiteral("device"),
                            QStringLiteral("An ONNX model's target, whose backend's rules lower it: cuda (default) or cpu."),
                            QStringLiteral("DEVICE"));
  parser.addOptions({graph, goTo, select, timings, profile, diff, capture, out, size, device, shot});
  parser.process(*app);  // exits for --help / --version

  if (parser.isSet(capture) && parser.positionalArguments().isEmpty()) {
    std::fprintf(stderr, "fusionscope: --capture expects the program after --: fusionscope --capture -- python train.py\n");
    return 2;
  }
  const QString path = parser.positionalArguments().value(0, defaultSample());
  const bool sample = parser.positionalArguments().isEmpty() && !parser.isSet(capture);
  const QString shotPath = parser.value(shot);
  fs::views::MainWindow window(/*persist=*/shotPath.isEmpty());
  fs::session::InputOptions input;
  for (const QString& value : parser.values(size)) {
    if (value.contains(QLatin1Char('='))) {  // a size symbol's value
      const QString name = value.section(QLatin1Char('='), 0, 0).trimmed();
      bool ok = false;
      const qlonglong v = value.section(QLatin1Char('='), 1).trimmed().toLongLong(&ok);
      if (name.isEmpty() || !ok || v < 1) {
        std::fprintf(stderr, "fusionscope: --size NAME=VALUE expects a name and a positive integer, not %s\n", qPrintable(value));
        return 2;
      }
      input.sizeHints[name.toStdString()] = v;
      continue;
    }
    const QStringList wh = value.toLower().split(QLatin1Char('x'));
    bool okW = false, okH = false;
    const int w = wh.value(0).toInt(&okW), h = wh.value(1).toInt(&okH);
    if (wh.size() != 2 || !okW || !okH || w < 320 || h < 240 || w > 16384 || h > 16384) {
      std::fprintf(stderr, "fusionscope: --size expects WIDTHxHEIGHT (at least 320x240) or NAME=VALUE, not %s\n",
                   qPrintable(value));
      return 2;
    }
    window.resize(w, h);
  }
  if (parser.isSet(device)) {
    input.device = parser.value(device).toLower().toStdString();
    if (input.device != "cuda" && input.device != "cpu") {
      std::fprintf(stderr, "fusionscope: --device expects cuda or cpu, not %s\n", qPrintable(parser.value(device)));
      return 2;
    }
  }
  window.controller()->setInputOptions(input);
  if (sample) window.markAsSample(path);
  window.show();
  if (parser.isSet(timings)) {
    const QString device = parser.value(timings).toLower();
    if (device != QLatin1String("cpu") && device != QLatin1String("cuda")) {
      std::fprintf(stderr, "fusionscope: --timings expects cpu or cuda, not %s\n", qPrintable(device));
      return 2;
    }
    window.runTimingsWhenReady(device == QLatin1String("cuda"));
  }
  if (parser.isSet(profile)) window.openProfile(parser.values(profile));
  if (parser.isSet(capture)) window.startCapture(parser.positionalArguments(), parser.value(out));
  else window.openPath(path, parser.value(graph), parser.value(goTo), parser.value(select));
  if (parser.isSet(diff)) window.diffWith(parser.value(diff));

  if (!shotPath.isEmpty()) {
    auto take = [&window, shotPath](int code) {
      const bool ok = window.grab().save(shotPath);
      std::fprintf(stderr, "fusionscope: %s %s\n", ok ? "wrote" : "could not write", qPrintable(shotPath));
      QCoreApplication::exit(ok ? code : 1);
    };
    // Shoot once everything asked for is on screen (after a short settle for the
    // last paints), or after 90 s with whatever is there.
    auto* settle = new QTimer(&window);
    settle->setSingleShot(true);
    settle->setInterval(400);
    QObject::connect(settle, &QTimer::timeout, &window, [&window, settle, take] {
      if (window.isSettled()) take(0);
      else settle->start();
    });
    QObject::connect(&window, &fs::views::MainWindow::settled, settle, qOverload<>(&QTimer::start));
    // a failure (or a folder of several dumps, which needs a choice) is shot too,
    // once the panes have painted the empty state
    auto takeFailed = [&window, take] { QTimer::singleShot(400, &window, [take] { take(2); }); };
    QObject::connect(window.controller(), &fs::views::Controller::failed, &window, takeFailed);
    QObject::connect(window.controller(), &fs::views::Controller::dumpChoiceNeeded, &window, takeFailed);
    QObject::connect(window.controller(), &fs::views::Controller::sizesNeeded, &window, takeFailed);
    if (auto* cap = window.captureDialog()) QObject::connect(cap, &fs::views::CaptureDialog::endedWithoutDump, &window, takeFailed);
    QTimer::singleShot(90000, &window, [take] { take(3); });
  }
  return QCoreApplication::exec();
}
