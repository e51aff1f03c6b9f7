#pragma once

#include "core/scene/project.h"
#include "ui/charts/frame/chart_base.h"

#include <optional>
#include <utility>
#include <vector>

class QCPAbstractLegendItem;

namespace roofline::ui {

class Document;

// A chart of the document, on ChartBase: what the roofline and the batch-size chart share beyond
// the frame. It is rebuilt when the shown chips, its list of ops or the view options it draws change,
// remembers its zoom in the project (ChartViews) and resets it there, draws chips in the project's
// colours, and its legend entries hide and show series in the project (faded while hidden).
//
// A chart derives from it and writes ChartBase's hooks; what else it follows (the sliders, measured
// kernels, models) it connects itself. See docs/ARCHITECTURE.md for the order they run in.
class ChartFrame : public ChartBase {
    Q_OBJECT
public:
    ~ChartFrame() override;

    // What a click on a legend entry does: hides or shows the series it stands for.
    void toggleLegendItem(QCPAbstractLegendItem* item);

protected:
    ChartFrame(Document& document, ChartKind kind, QWidget* parent);

    Document& document() const { return m_document; }
    const HiddenSeries& hidden() const;
    // A legend entry; clicking it hides or shows `series` (none: it only explains a line style). An
    // export lists no hidden series. `shorter`: shorter forms of the name, longest first.
    void addLegendEntry(const QString& name, const QPen& pen, const QCPScatterStyle& style = {},
        std::optional<Series> series = std::nullopt, const QStringList& shorter = {});

    void beginRebuild(ChartTheme& theme) override;
    std::optional<AxisRange> rememberedX() const override;
    std::optional<AxisRange> rememberedY() const override;
    void rememberView(const AxisRange& x, const std::optional<AxisRange>& y) override;
    void forgetView() override;
    void legendClicked(QCPAbstractLegendItem* item) override;
    void visibilityApplied() override; // the legend's entries of hidden series, faded

private:
    void onSeriesHidden(const Series& series);

    Document& m_document;
    const ChartKind m_kind;
    std::vector<std::pair<QCPAbstractLegendItem*, Series>> m_legendSeries; // the entries a click toggles
};

} // namespace roofline::ui
