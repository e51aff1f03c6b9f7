#pragma once

#include <QProxyStyle>

namespace roofline::ui {

// Fusion with check boxes that can be seen. Fusion outlines a check box in a darker shade of the
// window colour: on a dark palette that edge is as dark as the base it sits on, so an unchecked box
// in the Chips tree, a form or a menu disappears (and on the light palette it is a pale grey below
// WCAG's 3:1 for the parts of a control). This style lets Fusion draw the box and then draws its
// edge again in a colour between the palette's text and base, which stands out on base, window and
// menu backgrounds in both palettes.
class IndicatorStyle : public QProxyStyle {
    Q_OBJECT
public:
    explicit IndicatorStyle(QStyle* base); // takes ownership of base

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
        const QWidget* widget = nullptr) const override;

    // The edge of a check box in a palette: 55 % of the text colour over the base colour.
    static QColor edgeColor(const QPalette& palette);
};

// Wraps the application's style in an IndicatorStyle when it is Fusion (the style Qt uses where the
// desktop names none, and the one screenshots use); other styles draw their own edges. Once only.
void useVisibleCheckBoxes();

} // namespace roofline::ui
