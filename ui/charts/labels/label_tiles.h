#pragma once

#include "ui/charts/labels/label_text.h"

#include <QColor>
#include <QHash>
#include <QImage>
#include <QRect>
#include <QString>

#include <vector>

class QPainter;

namespace roofline::ui {

// One-line chart labels drawn as opaque images of their words, each rendered once (text on its
// halo) and kept. A slider step redraws every shown label, and labels that follow the slider are new
// texts at every step ("matmul B=137 D=4096 …"), but their words mostly are not: copying a word's
// pixels costs a fraction of blending its glyphs one by one and filling the halo behind them.
// Only for a raster device painted in its own pixels (not a PDF, an SVG or a scaled export) and an
// opaque halo; the caller draws the label as before otherwise.
class LabelTiles {
public:
    static bool usable(const QPainter* painter, const QColor& halo);

    // Fills `box` (the label's halo, whole pixels) with `halo` and draws the line of `text` in it,
    // `padding` in from its top-left corner. False when the text needs shaping (LabelText's
    // QStaticText path): nothing is drawn then.
    bool draw(QPainter* painter, LabelText& text, const QRect& box, double padding, const QString& line, bool bold,
        const QColor& color, const QColor& halo);
    // Ends a frame: once many words or lines are kept, those no recent frame used are dropped.
    void endFrame();
    void clear();
    qsizetype wordCount() const { return m_tiles.size(); }

private:
    struct WordKey {
        QString word; // with the space after it, if any
        QRgb color;
        QRgb halo;
        bool bold;
        int height;
        friend bool operator==(const WordKey&, const WordKey&) = default;
    };
    friend size_t qHash(const WordKey& key, size_t seed) noexcept
    {
        return qHashMulti(seed, key.word, key.color, key.halo, key.bold, key.height);
    }
    struct Tile {
        QImage image;
        double advance = 0.0; // where the next word starts, from this one's start
        quint64 lastUsed = 0;
    };
    struct Line {
        std::vector<WordKey> words;
        quint64 lastUsed = 0;
    };

    const Tile& tile(LabelText& text, const WordKey& key, double padding);

    QHash<WordKey, Tile> m_tiles;
    QHash<WordKey, Line> m_lines; // a whole line's words, by the line (WordKey::word is the line)
    double m_devicePixelRatio = 1.0;
    quint64 m_frame = 1;
};

} // namespace roofline::ui
