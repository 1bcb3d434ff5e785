// Every item model of the views under QAbstractItemModelTester, fed by real
// results from the core (through the Controller, as the app gets them).
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include "core/util/Log.h"
#include "views/controller/Controller.h"
#include "views/models/CandidateModel.h"
#include "views/models/DecisionModel.h"
#include "views/models/KnobsModel.h"
#include "views/models/LogModel.h"
#include "views/models/NodeListModel.h"

using namespace fs::views;
using Mode = QAbstractItemModelTester::FailureReportingMode;

namespace {
std::shared_ptr<const Session> openSession(Controller& c, const QString& path) {
  QSignalSpy ready(&c, &Controller::sessionReady);
  c.open(path);
  if (!ready.wait(60000)) return nullptr;
  return ready.takeFirst().at(0).value<std::shared_ptr<const Session>>();
}
}  // namespace

class TestModels : public QObject {
  Q_OBJECT
 private slots:
  void candidateModel() {
    Controller c;
    const auto s = openSession(c, FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_eval");
    QVERIFY(s);
    CandidateModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    model.setSession(s);
    QCOMPARE(model.rowCount(), static_cast<int>(s->timeline.steps.size()));
    QVERIFY(model.rowCount() > 10);
    int fused = 0;
    for (int r = 0; r < model.rowCount(); ++r)
      fused += model.index(r, CandidateModel::Outcome).data().toString() == QLatin1String("fused");
    QVERIFY(fused > 0);
    model.setCurrentPosition(3);
    model.setCurrentPosition(1);
    model.setSession(nullptr);
    QCOMPARE(model.rowCount(), 0);
  }

  void decisionModel() {
    Controller c;
    const auto s = openSession(c, FUSIONSCOPE_SAMPLES_DIR "/inductor/bn_relu_maxpool");
    QVERIFY(s);
    QSignalSpy explained(&c, &Controller::explanationReady);
    c.explain("op3", "op4", 1);
    QVERIFY(explained.wait(30000));
    DecisionModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    model.setExplanation(explained.takeFirst().at(0).value<std::shared_ptr<const PairExplanation>>());
    QVERIFY(model.rowCount() >= 3);
    bool noSharedData = false;
    for (int r = 0; r < model.rowCount(); ++r)
      noSharedData |= model.index(r, DecisionModel::Reason).data().toString().contains("no shared data");
    QVERIFY(noSharedData);
    model.setExplanation(nullptr);
  }

  void nodeListModel() {
    Controller c;
    const auto s = openSession(c, FUSIONSCOPE_SAMPLES_DIR "/inductor/resnet50_eval");
    QVERIFY(s);
    NodeListModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    model.setGraph(s->preFusion, s->opLabels);
    QCOMPARE(model.rowCount(), 127);
    QCOMPARE(model.nodeName(0), QStringLiteral("op0"));
  }

  void knobsModel() {
    KnobsModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    model.setKnobs({});
    QVERIFY(model.rowCount() > 5);
    int row = -1;
    for (int r = 0; r < model.rowCount(); ++r)
      if (model.index(r, KnobsModel::Name).data() == QStringLiteral("max_fusion_size")) row = r;
    QVERIFY(row >= 0);
    QVERIFY(model.setData(model.index(row, KnobsModel::Value), QStringLiteral("1")));
    QCOMPARE(model.knobs().max_fusion_size, 1);
    QSignalSpy rejected(&model, &KnobsModel::rejected);
    QVERIFY(!model.setData(model.index(row, KnobsModel::Value), QStringLiteral("lots")));
    QCOMPARE(rejected.size(), 1);
    // the message names the knob and what it expects, without the CLI's "--set:" location
    const QString message = rejected.front().front().toString();
    QVERIFY2(message.startsWith(QStringLiteral("knob 'max_fusion_size': expected a non-negative integer")), qPrintable(message));
    // booleans are check boxes, not free text; every name has its help as a tooltip
    int boolRow = -1;
    for (int r = 0; r < model.rowCount(); ++r) {
      QVERIFY(!model.index(r, KnobsModel::Name).data(Qt::ToolTipRole).toString().isEmpty());
      if (model.index(r, KnobsModel::Name).data() == QStringLiteral("vertical_only")) boolRow = r;
    }
    QVERIFY(boolRow >= 0);
    const QModelIndex v = model.index(boolRow, KnobsModel::Value);
    QVERIFY(model.flags(v) & Qt::ItemIsUserCheckable);
    QVERIFY(!(model.flags(v) & Qt::ItemIsEditable));
    QCOMPARE(v.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Unchecked);
    QSignalSpy edited(&model, &KnobsModel::edited);
    QVERIFY(model.setData(v, Qt::Checked, Qt::CheckStateRole));
    QVERIFY(model.knobs().vertical_only);
    QCOMPARE(edited.size(), 1);
    QCOMPARE(edited.front().at(0).toString(), QStringLiteral("vertical_only"));
    QCOMPARE(v.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);
    QVERIFY(model.index(boolRow, KnobsModel::Name).data(Qt::ToolTipRole).toString().contains(QLatin1String("horizontal")));
  }

  void logModel() {
    LogModel model;
    QAbstractItemModelTester tester(&model, Mode::QtTest);
    fs::addLogSink(model.sink());
    fs::setLogLevel(spdlog::level::info);
    fs::logger("app")->info("hello from the test");
    QTRY_VERIFY(model.rowCount() >= 1);
    QVERIFY(model.index(model.rowCount() - 1, 0).data().toString().contains("hello from the test"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
  }
};

QTEST_MAIN(TestModels)
#include "test_models.moc"
