#include "ui/charts/labels/label_tiles.h"

#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

// Words (and lines) kept between frames before those unused in the last two go: a word image is a
// few KiB, and labels that follow a slider bring new words at every step (the heavy scene's peak
// memory grew by 8 MiB with 1024 kept, by 1.5 MiB with 256).
constexpr qsizetype kKept = 256;
constexpr int kBearing = 1; // pixels left of a word's start, for glyphs that reach back past it

} // namespace

bool LabelTiles::usable(const QPainter* painter, const QColor& halo)
{
    if (halo.alpha() != 255 || !painter->isActive() || !painter->paintEngine()
        || painter->paintEngine()->type() != QPaintEngine::Raster)
        return false;
    // Painted 1:1 in the device's own pixels: an export drawn at another scale gets real glyphs.
    const QTransform transform = painter->deviceTransform();
    const double ratio = painter->device()->devicePixelRatioF();
    return transform.type() <= QTransform::TxScale && std::fabs(transform.m11() - ratio) < 1e-9
        && std::fabs(transform.m22() - ratio) < 1e-9;
}

const LabelTiles::Tile& LabelTiles::tile(LabelText& text, const WordKey& key, double padding)
{
    auto it = m_tiles.find(key);
    if (it == m_tiles.end()) {
        const LabelText::Line& words = text.line(key.word, key.bold);
        Tile tile;
        tile.advance = words.width;
        const QSize size(static_cast<int>(std::ceil(words.width)) + 2 * kBearing, key.height);
        tile.image = QImage(size * m_devicePixelRatio, QImage::Format_RGB32);
        tile.image.setDevicePixelRatio(m_devicePixelRatio);
        tile.image.fill(QColor::fromRgba(key.halo));
        QPainter painter(&tile.image);
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QColor::fromRgba(key.color));
        text.draw(&painter, QPointF(kBearing, padding), words, key.bold);
        painter.end();
        it = m_tiles.insert(key, std::move(tile));
    }
    it->lastUsed = m_frame;
    return *it;
}

bool LabelTiles::draw(QPainter* painter, LabelText& text, const QRect& box, double padding, const QString& line,
    bool bold, const QColor& color, const QColor& halo)
{
    if (text.line(line, bold).glyphs.glyphIndexes().isEmpty())
        return false; // shaped text (CJK, combining marks…): drawn by the text engine
    const double ratio = painter->device()->devicePixelRatioF();
    if (ratio != m_devicePixelRatio) {
        clear();
        m_devicePixelRatio = ratio;
    }
    const int height = static_cast<int>(std::ceil(text.lineSpacing(bold) + 2 * padding));
    const WordKey lineKey {line, color.rgba(), halo.rgba(), bold, height};
    auto found = m_lines.find(lineKey);
    if (found == m_lines.end()) {
        Line words;
        qsizetype start = 0;
        while (start < line.size()) {
            const qsizetype space = line.indexOf(QLatin1Char(' '), start);
            const qsizetype end = space < 0 ? line.size() : space + 1; // a word keeps the space after it
            words.words.push_back({line.mid(start, end - start), lineKey.color, lineKey.halo, bold, height});
            start = end;
        }
        found = m_lines.insert(lineKey, std::move(words));
    }
    found->lastUsed = m_frame;

    // One fill for the halo (the words' images cover most of it again, but one call costs less than
    // the strips around them), then the words.
    painter->fillRect(box, halo);
    const int left = box.left() + static_cast<int>(std::lround(padding)) - kBearing;
    double x = 0.0;
    for (const WordKey& word : found->words) {
        const Tile& tile = this->tile(text, word, padding);
        painter->drawImage(QPoint(left + static_cast<int>(std::lround(x)), box.top()), tile.image);
        x += tile.advance;
    }
    return true;
}

void LabelTiles::endFrame()
{
    ++m_frame;
    if (m_tiles.size() > kKept) {
        for (auto it = m_tiles.begin(); it != m_tiles.end();)
            it = it->lastUsed + 2 < m_frame ? m_tiles.erase(it) : std::next(it);
    }
    if (m_lines.size() > kKept) {
        for (auto it = m_lines.begin(); it != m_lines.end();)
            it = it->lastUsed + 2 < m_frame ? m_lines.erase(it) : std::next(it);
    }
}

void LabelTiles::clear()
{
    m_tiles.clear();
    m_lines.clear();
}

} // namespace roofline::ui
