#include "ui/panels/model_memory_bar.h"

#include "ui/i18n/op_text.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace roofline::ui {

ModelMemoryBar::ModelMemoryBar(QWidget* parent)
    : QWidget(parent)
    , m_weights(0x00, 0x72, 0xb2)
    , m_cache(0x56, 0xb4, 0xe9)
    , m_warning(0xd5, 0x5e, 0x00)
    , m_text(palette().color(QPalette::WindowText))
{
    setObjectName(QStringLiteral("modelMemoryBar"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ModelMemoryBar::setColors(const QColor& weights, const QColor& cache, const QColor& warning, const QColor& text)
{
    m_weights = weights;
    m_cache = cache;
    m_warning = warning;
    m_text = text;
    update();
}

void ModelMemoryBar::setMemory(const StepMemory& memory)
{
    m_memory = memory;
    setToolTip(text());
    update();
}

QString ModelMemoryBar::text() const
{
    const QString needs = tr("weights %1 + KV cache %2 = %3")
                              .arg(formatSIText(m_memory.weightsBytes, QStringLiteral("B")),
                                  formatSIText(m_memory.kvCacheBytes, QStringLiteral("B")),
                                  formatSIText(m_memory.weightsBytes + m_memory.kvCacheBytes, QStringLiteral("B")));
    if (!m_memory.capacityBytes)
        return tr("%1 (the chip states no capacity)").arg(needs);
    const QString capacity = formatSIText(*m_memory.capacityBytes, QStringLiteral("B"));
    const QString level = QString::fromStdString(m_memory.capacityLevel);
    return overCapacity() ? tr("%1 of %2 %3: does not fit").arg(needs, capacity, level)
                          : tr("%1 of %2 %3").arg(needs, capacity, level);
}

QSize ModelMemoryBar::sizeHint() const
{
    return {360, fontMetrics().height() * 2 + 10};
}

QSize ModelMemoryBar::minimumSizeHint() const
{
    return {120, fontMetrics().height() * 2 + 10};
}

void ModelMemoryBar::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int barHeight = std::max(8, fontMetrics().height() - 4);
    const QRectF bar(1.0, 1.0, width() - 2.0, barHeight);
    const double total = m_memory.weightsBytes + m_memory.kvCacheBytes;
    // The bar spans the capacity, or what is needed when that is more (then a mark shows the capacity).
    const double span = std::max(total, m_memory.capacityBytes.value_or(total));
    if (span > 0.0) {
        const double weights = bar.width() * m_memory.weightsBytes / span;
        const double cache = bar.width() * m_memory.kvCacheBytes / span;
        painter.fillRect(QRectF(bar.left(), bar.top(), weights, bar.height()), overCapacity() ? m_warning : m_weights);
        painter.fillRect(QRectF(bar.left() + weights, bar.top(), cache, bar.height()),
            overCapacity() ? m_warning.lighter(140) : m_cache);
        if (m_memory.capacityBytes) {
            const double x = bar.left() + bar.width() * *m_memory.capacityBytes / span;
            painter.setPen(QPen(overCapacity() ? m_warning : m_text, 2.0));
            painter.drawLine(QPointF(x, bar.top() - 1.0), QPointF(x, bar.bottom() + 1.0));
        }
    }
    painter.setPen(QPen(overCapacity() ? m_warning : m_text, 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(bar);
    painter.setPen(overCapacity() ? m_warning : m_text);
    painter.drawText(QRectF(0.0, bar.bottom() + 2.0, width(), height() - bar.bottom() - 2.0),
        Qt::AlignLeft | Qt::AlignVCenter, fontMetrics().elidedText(text(), Qt::ElideRight, width()));
}

} // namespace roofline::ui
