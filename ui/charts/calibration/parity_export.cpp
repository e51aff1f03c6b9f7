#include "ui/charts/calibration/parity_export.h"

#include "core/base/error.h"
#include "core/report/calibration_report.h"
#include "core/scene/parity_scene.h"
#include "ui/charts/calibration/parity_chart.h"
#include "ui/document.h"
#include "ui/i18n/op_text.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace roofline::ui {

namespace {

// The calibration the chart draws; Error(InvalidValue) when the project holds none.
const Calibration& drawnCalibration(const Project& project)
{
    const Calibration* calibration = parityCalibration(project, project.chipIds);
    if (!calibration)
        throw Error(ErrorKind::InvalidValue,
            "the parity chart needs a calibration: give --calibration FILE (made by calibrate --out), or calibrate "
            "a chip from the project's measurements");
    return *calibration;
}

std::string parityUnmet(const Project& project)
{
    return project.calibrations.empty() ? "needs a calibration: give --calibration FILE (made by calibrate --out), or "
                                          "export a project that holds one"
                                        : std::string();
}

std::unique_ptr<ChartBase> makeParity(const ChartSource& source)
{
    const Calibration& calibration = drawnCalibration(source.document.project());
    auto chart = std::make_unique<ParityChart>();
    chart->setScene(parityScene(calibration), source.document.chipName(calibration.chipId));
    return chart;
}

std::string parityData(const ChartData& data)
{
    return parityToCsv(parityScene(drawnCalibration(data.project)));
}

SlideWords parityWords(const Document& document)
{
    const Calibration& calibration = drawnCalibration(document.project());
    SlideWords words;
    words.title = ParityChart::tr("%1: predicted against measured time").arg(document.chipName(calibration.chipId));
    words.subtitle = ParityChart::tr("%n measured group(s), nominal roofline (hollow) and calibrated (filled)", "",
        static_cast<int>(calibration.groups.size()));
    const QString file = QFileInfo(QString::fromStdString(calibration.source)).fileName();
    const QString errors
        = ParityChart::tr("error: nominal %1, calibrated %2, leave one out %3")
              .arg(formatPercentText(calibration.mapeNominal), formatPercentText(calibration.mapeCalibrated),
                  formatPercentText(calibration.mapeLeaveOneOut));
    words.caption = file.isEmpty() ? ParityChart::tr("Calibrated from the project's measurements; %1").arg(errors)
                                   : ParityChart::tr("Calibration: %1; %2").arg(file, errors);
    return words;
}

} // namespace

const ChartExport& parityExport()
{
    static const ChartExport entry {
        .name = "parity",
        .label = QT_TRANSLATE_NOOP("roofline::ui::ExportDialog", "Predicted against measured (calibration)"),
        .fileStem = "parity",
        .make = &makeParity,
        .csv = &parityData,
        .unmet = &parityUnmet,
        .words = &parityWords,
    };
    return entry;
}

} // namespace roofline::ui
