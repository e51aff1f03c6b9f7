#include "ui/charts/calibration/projection_export.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/report/calibration_report.h"
#include "core/scene/parity_scene.h"
#include "core/scene/projection_scene.h"
#include "ui/charts/calibration/projection_chart.h"
#include "ui/document.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace roofline::ui {

namespace {

std::string projectionUnmet(const Project& project)
{
    return project.calibrations.empty() ? "needs a calibration of the chip the kernels ran on: give --calibration "
                                          "FILE (made by calibrate --out), and the chips to project onto with --chip"
                                        : std::string();
}

// The calibration projected (the parity chart's), and the shown chips other than the one it was measured on.
ProjectionScene sceneOf(const Project& project, std::span<const Chip* const> shown)
{
    const Calibration* measured = parityCalibration(project, project.chipIds);
    if (!measured)
        throw Error(ErrorKind::InvalidValue, "the projection chart " + projectionUnmet(project));
    std::vector<const Chip*> targets;
    for (const Chip* chip : shown) {
        if (!equalsIgnoreCase(chip->id, measured->chipId))
            targets.push_back(chip);
    }
    return projectionScene(*measured, targets, project, false);
}

std::unique_ptr<ChartBase> makeProjection(const ChartSource& source)
{
    ProjectionScene scene = sceneOf(source.document.project(), source.document.shownChipPointers());
    QStringList names;
    for (const ProjectionBar& bar : scene.bars)
        names.append(source.document.chipName(bar.chipId));
    auto chart = std::make_unique<ProjectionChart>();
    chart->setScene(std::move(scene), names);
    return chart;
}

std::string projectionData(const ChartData& data)
{
    return projectionToCsv(sceneOf(data.project, data.chips));
}

SlideWords projectionWords(const Document& document)
{
    const ProjectionScene scene = sceneOf(document.project(), document.shownChipPointers());
    SlideWords words;
    words.title
        = ProjectionChart::tr("The step measured on %1, on other chips").arg(document.chipName(scene.sourceChipId));
    words.subtitle = ProjectionChart::tr("Each group at its calibrated roofline time on each chip, stacked by class");
    const QString file = QFileInfo(QString::fromStdString(scene.source)).fileName();
    words.caption = file.isEmpty()
        ? ProjectionChart::tr("Calibrated from the project's measurements; time no group models carried over as "
                              "measured")
        : ProjectionChart::tr("Calibration: %1; time no group models carried over as measured").arg(file);
    return words;
}

} // namespace

const ChartExport& projectionExport()
{
    static const ChartExport entry {
        .name = "projection",
        .label = QT_TRANSLATE_NOOP("roofline::ui::ExportDialog", "The measured step on other chips (calibration)"),
        .fileStem = "projection",
        .make = &makeProjection,
        .csv = &projectionData,
        .unmet = &projectionUnmet,
        .words = &projectionWords,
    };
    return entry;
}

} // namespace roofline::ui
