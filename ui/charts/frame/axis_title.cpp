#include "ui/charts/frame/axis_title.h"

#include "ui/charts/frame/grid_fitting.h"
#include "ui/charts/labels/label_text.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

constexpr int kTitlePadding = 3; // between the title and the tick labels, as an axis label has

} // namespace

AxisTitle::AxisTitle(QCustomPlot* plot, Qt::Orientation orientation)
    : QCPLayoutElement(plot)
    , m_orientation(orientation)
{
    setAutoMargins(QCP::msNone);
    setMargins(QMargins(0, 0, 0, 0));
    setLayer(QStringLiteral("axes"));
}

void AxisTitle::setText(const QString& text)
{
    m_text = text;
    m_shown = text;
}

void AxisTitle::setFont(const QFont& font)
{
    m_font = font;
}

int AxisTitle::thickness() const
{
    if (m_text.isEmpty())
        return 0;
    // As tall as its tallest form is drawn: a Chinese title's glyphs come from a taller font.
    double height = textLineHeight(m_text, m_font);
    for (const QString& form : m_shorter)
        height = std::max(height, textLineHeight(form, m_font));
    return static_cast<int>(std::ceil(height)) + kTitlePadding;
}

void AxisTitle::update(UpdatePhase phase)
{
    QCPLayoutElement::update(phase);
    if (phase != upLayout)
        return;
    const int length = m_orientation == Qt::Horizontal ? mRect.width() : mRect.height();
    m_shown = firstThatFits(QStringList {m_text} + m_shorter, m_font, std::max(0, length));
}

QSize AxisTitle::minimumOuterSizeHint() const
{
    return m_orientation == Qt::Horizontal ? QSize(0, thickness()) : QSize(thickness(), 0);
}

QSize AxisTitle::maximumOuterSizeHint() const
{
    return m_orientation == Qt::Horizontal ? QSize(QWIDGETSIZE_MAX, thickness()) : QSize(thickness(), QWIDGETSIZE_MAX);
}

void AxisTitle::applyDefaultAntialiasingHint(QCPPainter* painter) const
{
    applyAntialiasingHint(painter, true, QCP::aeAxes);
}

void AxisTitle::draw(QCPPainter* painter)
{
    if (m_shown.isEmpty())
        return;
    painter->save();
    painter->setFont(m_font);
    painter->setPen(m_color);
    if (m_orientation == Qt::Horizontal) {
        painter->drawText(QRectF(mRect).adjusted(0, kTitlePadding, 0, 0), Qt::AlignHCenter | Qt::AlignTop, m_shown);
    } else {
        // Read from the bottom up, as a y axis label is.
        painter->translate(mRect.left(), mRect.bottom() + 1);
        painter->rotate(-90);
        painter->drawText(
            QRectF(0, 0, mRect.height(), mRect.width() - kTitlePadding), Qt::AlignHCenter | Qt::AlignTop, m_shown);
    }
    painter->restore();
}

} // namespace roofline::ui
