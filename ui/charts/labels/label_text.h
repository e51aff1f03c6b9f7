#pragma once

#include <QFont>
#include <QGlyphRun>
#include <QHash>
#include <QRawFont>
#include <QStaticText>
#include <QString>

class QPainter;

namespace roofline::ui {

// The height a line of `text` takes in `font` as the text engine lays it out: the font's own line
// height, or more where characters come from a taller fallback font (Chinese among Latin letters).
double textLineHeight(const QString& text, const QFont& font);

// Lines of chart-label text, laid out once and drawn from the layout at every frame. Labels that
// follow a slider ("matmul B=137 …", "1.23e14") are new texts at every step, and shaping them with
// the full text engine would cost more than the rest of the frame. So a line in a script that needs
// no shaping (Latin, Greek, Cyrillic, digits, punctuation, math symbols), every character of which
// the label font has, is placed glyph by glyph from cached glyph indexes and the font's advances
// (with its pair kerning).
// Anything else (complex scripts, characters from a fallback font such as CJK, combining marks)
// goes through QStaticText, which shapes it.
class LabelText {
public:
    struct Line {
        QGlyphRun glyphs; // the simple path; empty when `shaped` is used
        QStaticText shaped;
        double width = 0.0;
        double height = 0.0; // from the top of one line to the next: a fallback font's (CJK) may be taller
        quint64 lastUsed = 0;
    };

    void setFonts(const QFont& regular, const QFont& bold);
    const Line& line(const QString& text, bool bold);
    double lineSpacing(bool bold) const { return bold ? m_boldSpacing : m_regularSpacing; }
    // Draws a laid-out line with its top-left corner at `topLeft`, in the painter's pen colour.
    void draw(QPainter* painter, const QPointF& topLeft, const Line& line, bool bold) const;
    // Draws `text` as text (QPainter::drawText) at the same place draw() puts its line. Vector
    // exports use this: QSvgGenerator writes glyph runs and static text as empty groups, and a
    // PDF reader can select only what was drawn as text.
    void drawAsText(QPainter* painter, const QPointF& topLeft, const QString& text, bool bold) const;
    // Ends a frame: once many texts are kept, those no recent frame used are dropped.
    void endFrame();
    qsizetype size() const { return m_lines.size(); }

private:
    struct Face {
        QFont font;
        QRawFont raw;
        QHash<char16_t, quint32> glyphs; // glyph index by character
        double ascent = 0.0;
    };
    bool layOutSimply(Face& face, const QString& text, Line& line);

    Face m_regular;
    Face m_bold;
    double m_regularSpacing = 0.0;
    double m_boldSpacing = 0.0;
    QHash<QString, Line> m_lines; // by text, bold ones prefixed with '*'
    quint64 m_frame = 1;
};

} // namespace roofline::ui
