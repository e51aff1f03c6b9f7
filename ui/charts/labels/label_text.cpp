#include "ui/charts/labels/label_text.h"

#include <QTextLayout>

#include <QFontMetricsF>
#include <QPainter>

namespace roofline::ui {

namespace {

constexpr qsizetype kKeptLines = 2048;

// Characters that never change shape with their neighbours: placing their glyphs one after the
// other is what the text engine would do too (apart from kerning, which the font's advances carry).
bool needsNoShaping(char16_t c)
{
    if (c >= 0x20 && c < 0x7f)
        return true;
    if (c >= 0xa0 && c < 0x250)
        return c != 0xad; // Latin-1 and Latin Extended, but not the soft hyphen
    if (c >= 0x370 && c < 0x530)
        return !(c >= 0x483 && c <= 0x489); // Greek, Cyrillic, without Cyrillic combining marks
    if (c >= 0x2010 && c < 0x2028)
        return true; // dashes, quotes, bullets, ellipsis
    if (c >= 0x2030 && c < 0x205f)
        return true; // per mille, primes, fractions
    return (c >= 0x2070 && c < 0x20d0) // super- and subscripts, currency
        || (c >= 0x2100 && c < 0x2300); // letterlike symbols, arrows, mathematical operators
}

} // namespace

void LabelText::setFonts(const QFont& regular, const QFont& bold)
{
    for (auto [face, font] : {std::pair {&m_regular, regular}, std::pair {&m_bold, bold}}) {
        face->font = font;
        face->raw = QRawFont::fromFont(font);
        face->glyphs.clear();
        face->ascent = face->raw.isValid() ? face->raw.ascent() : QFontMetricsF(font).ascent();
    }
    m_regularSpacing = QFontMetricsF(regular).lineSpacing();
    m_boldSpacing = QFontMetricsF(bold).lineSpacing();
    m_lines.clear();
}

bool LabelText::layOutSimply(Face& face, const QString& text, Line& line)
{
    if (!face.raw.isValid())
        return false;
    QList<quint32> indexes;
    indexes.reserve(text.size());
    for (const QChar qc : text) {
        const char16_t c = qc.unicode();
        if (!needsNoShaping(c))
            return false;
        auto it = face.glyphs.constFind(c);
        if (it == face.glyphs.constEnd()) {
            if (!face.raw.supportsCharacter(qc))
                return false; // a fallback font would draw it: leave it to the text engine
            const QList<quint32> found = face.raw.glyphIndexesForString(QString(qc));
            if (found.size() != 1 || found.front() == 0)
                return false;
            it = face.glyphs.insert(c, found.front());
        }
        indexes.append(*it);
    }
    // One call for the whole line: the glyphs' advances with the font's pair kerning applied.
    const QList<QPointF> advances = face.raw.advancesForGlyphIndexes(indexes, QRawFont::KernedAdvances);
    if (advances.size() != indexes.size())
        return false;
    QList<QPointF> positions;
    positions.reserve(indexes.size());
    double x = 0.0;
    for (const QPointF& advance : advances) {
        positions.append(QPointF(x, 0.0));
        x += advance.x();
    }
    line.glyphs.setRawFont(face.raw);
    line.glyphs.setGlyphIndexes(indexes);
    line.glyphs.setPositions(positions);
    line.width = x;
    return true;
}

double textLineHeight(const QString& text, const QFont& font)
{
    const double own = QFontMetricsF(font).height();
    if (text.isEmpty())
        return own;
    QTextLayout layout(text, font);
    layout.beginLayout();
    const QTextLine line = layout.createLine();
    layout.endLayout();
    return line.isValid() ? std::max(line.height(), own) : own;
}

const LabelText::Line& LabelText::line(const QString& text, bool bold)
{
    const QString key = bold ? QLatin1Char('*') + text : text;
    auto it = m_lines.find(key);
    if (it == m_lines.end()) {
        Line line;
        Face& face = bold ? m_bold : m_regular;
        if (!layOutSimply(face, text, line)) {
            line.glyphs = QGlyphRun();
            line.shaped = QStaticText(text);
            line.shaped.setTextFormat(Qt::PlainText);
            line.shaped.setPerformanceHint(QStaticText::AggressiveCaching);
            line.shaped.prepare(QTransform(), face.font);
            line.width = line.shaped.size().width();
            // The line as the text engine lays it out, glyphs of fallback fonts included.
            line.height = textLineHeight(text, face.font);
        }
        line.height = std::max(line.height, lineSpacing(bold));
        it = m_lines.insert(key, line);
    }
    it->lastUsed = m_frame;
    return *it;
}

void LabelText::draw(QPainter* painter, const QPointF& topLeft, const Line& line, bool bold) const
{
    if (line.glyphs.glyphIndexes().isEmpty()) {
        painter->setFont(bold ? m_bold.font : m_regular.font);
        painter->drawStaticText(topLeft, line.shaped);
        return;
    }
    painter->drawGlyphRun(topLeft + QPointF(0.0, (bold ? m_bold : m_regular).ascent), line.glyphs);
}

void LabelText::drawAsText(QPainter* painter, const QPointF& topLeft, const QString& text, bool bold) const
{
    const QFont& font = bold ? m_bold.font : m_regular.font;
    painter->setFont(font);
    painter->drawText(topLeft + QPointF(0.0, QFontMetricsF(font).ascent()), text);
}

void LabelText::endFrame()
{
    ++m_frame;
    if (m_lines.size() <= kKeptLines)
        return;
    for (auto it = m_lines.begin(); it != m_lines.end();) {
        if (it->lastUsed + 2 < m_frame)
            it = m_lines.erase(it);
        else
            ++it;
    }
}

} // namespace roofline::ui
