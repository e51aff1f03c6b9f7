#include "ui/export/page_text.h"

#include <QPainter>
#include <QTextLayout>
#include <QTextOption>

#include <vector>

namespace roofline::ui {

namespace {

// A space that holds its neighbours together: beside "=" ("S = 4096", "D = F = 4096") or "/"
// ("4096 / 1024"), where a line break would cut a value from its name.
bool holdsTogether(const QString& text, qsizetype i)
{
    const auto isJoin = [&text](qsizetype at) {
        return at >= 0 && at < text.size() && (text[at] == QLatin1Char('=') || text[at] == QLatin1Char('/'));
    };
    return isJoin(i - 1) || isJoin(i + 1);
}

struct Line {
    qsizetype start = 0;
    qsizetype length = 0;
    qreal width = 0.0; // without trailing spaces
    qreal ascent = 0.0;
    qreal height = 0.0;
};

std::vector<Line> layOutLines(const QString& text, const QFont& font, qreal width, const QPaintDevice* device)
{
    std::vector<Line> lines;
    if (text.isEmpty())
        return lines;
    // The same characters, the spaces that hold a group together made non-breaking: the line breaks
    // fall between words, and each line is drawn from the text as written.
    QString guarded = text;
    for (qsizetype i = 0; i < guarded.size(); ++i) {
        if (guarded[i] == QLatin1Char(' ') && holdsTogether(text, i))
            guarded[i] = QChar(0x00a0);
    }
    // Hard line breaks stay breaks.
    guarded.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(guarded, font, const_cast<QPaintDevice*>(device));
    QTextOption option;
    // A group wider than the page is cut where it must be, rather than run off the page.
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines.push_back({line.textStart(), line.textLength(), line.naturalTextWidth(), line.ascent(), line.height()});
    }
    layout.endLayout();
    return lines;
}

QString lineText(const QString& text, const Line& line)
{
    QString piece = text.mid(line.start, line.length);
    while (!piece.isEmpty() && (piece.back().isSpace() || piece.back() == QChar::LineSeparator))
        piece.chop(1);
    return piece;
}

} // namespace

QStringList wrapPageText(const QString& text, const QFont& font, qreal width, const QPaintDevice* device)
{
    QStringList texts;
    for (const Line& line : layOutLines(text, font, width, device))
        texts.append(lineText(text, line));
    return texts;
}

qreal pageTextHeight(const QString& text, const QFont& font, qreal width, const QPaintDevice* device)
{
    qreal height = 0.0;
    for (const Line& line : layOutLines(text, font, width, device))
        height += line.height;
    return height;
}

qreal drawPageText(
    QPainter& painter, const QString& text, const QFont& font, qreal left, qreal top, qreal width, bool centred)
{
    painter.setFont(font);
    qreal y = top;
    for (const Line& line : layOutLines(text, font, width, painter.device())) {
        const QString piece = lineText(text, line);
        const qreal x = centred ? left + (width - line.width) / 2.0 : left;
        if (!piece.isEmpty())
            painter.drawText(QPointF(x, y + line.ascent), piece);
        y += line.height;
    }
    return y - top;
}

} // namespace roofline::ui
