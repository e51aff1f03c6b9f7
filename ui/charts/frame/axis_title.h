#pragma once

#include "ui/charts/frame/qcp.h"

#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>

namespace roofline::ui {

// One axis title for a whole grid of small charts, in a row under it (x) or a column beside it (y,
// turned a quarter left), centred on the grid, in the longest of its forms that fits the grid's length:
// a figure of small multiples has one title per axis, not one per chart.
class AxisTitle : public QCPLayoutElement {
    Q_OBJECT
public:
    AxisTitle(QCustomPlot* plot, Qt::Orientation orientation);

    void setText(const QString& text);
    // Shorter titles, longest first, drawn whole when the grid is too short for the text.
    void setShorterTexts(const QStringList& texts) { m_shorter = texts; }
    QString text() const { return m_text; }
    // The text as drawn: elided to the length the layout gave it (after a replot's layout).
    QString shownText() const { return m_shown; }
    void setFont(const QFont& font);
    void setTextColor(const QColor& color) { m_color = color; }

    void update(UpdatePhase phase) override;
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;

protected:
    void applyDefaultAntialiasingHint(QCPPainter* painter) const override;
    void draw(QCPPainter* painter) override;

private:
    int thickness() const;

    Qt::Orientation m_orientation;
    QString m_text;
    QStringList m_shorter;
    QString m_shown;
    QFont m_font;
    QColor m_color;
};

} // namespace roofline::ui
