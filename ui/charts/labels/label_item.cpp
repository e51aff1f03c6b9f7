#include "ui/charts/labels/label_item.h"

#include "ui/charts/labels/plotted_shapes.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace roofline::ui {

namespace {

constexpr double kPadding = 2.0; // around the text, inside its halo
constexpr qsizetype kCacheLimit = 2048; // text sizes kept between frames

constexpr double kLeaderPiece = 16.0; // pixels along x or y per ink box of a leader line

bool finite(const QPointF& p)
{
    return std::isfinite(p.x()) && std::isfinite(p.y());
}

} // namespace

LabelItem::LabelItem(QCustomPlot* plot, QCPAxisRect* axisRect)
    : QCPAbstractItem(plot)
    , m_axisRect(axisRect)
{
    setClipAxisRect(axisRect);
    setClipToAxisRect(true);
    setSelectable(false);
    setFont(m_font);
    // A full replot may have moved anything on any layer: the fixed obstacles are indexed again.
    connect(plot, &QCustomPlot::beforeReplot, this, [this] { m_fixed.reset(); });
}

void LabelItem::setLabels(std::vector<ChartLabel> labels)
{
    m_labels = std::move(labels);
    m_laidOut = false;
}

void LabelItem::setFont(const QFont& font)
{
    m_font = font;
    m_boldFont = font;
    m_boldFont.setBold(true);
    m_sizes.clear();
    m_text.setFonts(m_font, m_boldFont);
    m_tiles.clear();
}

QSizeF LabelItem::textSize(const QString& text, bool bold)
{
    const QString key = bold ? QLatin1Char('*') + text : text;
    const auto cached = m_sizes.constFind(key);
    if (cached != m_sizes.constEnd())
        return *cached;
    // Measured from the laid-out lines that draw() then uses (LabelText): each text is laid out
    // once, however many frames show it.
    double width = 0.0;
    double height = 0.0;
    if (!text.contains(QLatin1Char('\n'))) {
        // Most labels are one line: looked up by the label's own string, with no copy made.
        const LabelText::Line& line = m_text.line(text, bold);
        width = line.width;
        height = line.height;
    } else {
        for (const QStringView piece : QStringView(text).split(QLatin1Char('\n'))) {
            const LabelText::Line& line = m_text.line(piece.toString(), bold);
            width = std::max(width, line.width);
            height += line.height;
        }
    }
    const QSizeF size(width + 2 * kPadding, height + 2 * kPadding);
    if (m_sizes.size() > kCacheLimit)
        m_sizes.clear(); // sizes are cheap to take again from the laid-out lines
    m_sizes.insert(key, size);
    return size;
}

double LabelItem::selectTest(const QPointF&, bool, QVariant*) const
{
    return -1.0; // labels never take a click from the markers under them
}

void LabelItem::layOut()
{
    layOut(false);
}

void LabelItem::layOutMoving()
{
    layOut(true);
}

LabelItem::FixedView LabelItem::currentView() const
{
    return {
        m_axisRect->rect(), m_axisRect->axis(QCPAxis::atBottom)->range(), m_axisRect->axis(QCPAxis::atLeft)->range()};
}

bool LabelItem::indexObstacles(const QRectF& bounds, bool reuseFixed)
{
    // Labels never hide data: every line and marker the panel draws is in their way.
    constexpr double kLineMargin = 1.5;
    const auto add = [](ObstacleIndex& index, const std::vector<PlottedShape>& shapes) {
        for (const PlottedShape& shape : shapes) {
            for (const QLineF& line : shape.lines)
                index.addLine({line, shape.lineWidth / 2.0 + kLineMargin});
            for (const QRectF& marker : shape.markers)
                index.addBox(marker.adjusted(-1, -1, 1, 1));
        }
    };
    const FixedView view = currentView();
    const bool kept = reuseFixed && m_fixed && m_fixedView == view;
    if (!kept) {
        m_fixed.emplace(bounds);
        add(*m_fixed, plottedShapes(m_axisRect, {layer(), false}));
        m_fixedView = view;
        ++m_fixedIndexings;
    }
    m_movingBefore = std::move(m_moving);
    m_moving.emplace(bounds);
    add(*m_moving, plottedShapes(m_axisRect, {layer(), true}));
    if (m_legend && m_legend->visible() && m_legend->layer() && m_legend->layer()->visible())
        m_moving->addBox(QRectF(m_legend->outerRect()));
    QCPAxis* xAxis = m_axisRect->axis(QCPAxis::atBottom);
    QCPAxis* yAxis = m_axisRect->axis(QCPAxis::atLeft);
    for (const ChartLabel& label : m_labels) {
        if (label.anchor == ChartLabel::Anchor::Point && label.markerRadius > 0.0) {
            const QPointF p(xAxis->coordToPixel(label.x), yAxis->coordToPixel(label.y));
            const double r = label.markerRadius;
            if (finite(p))
                m_moving->addBox(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r));
        }
    }
    return kept;
}

std::optional<PlacementReuse> LabelItem::reuseFor(std::size_t call)
{
    if (m_footnoteStart > 0)
        return std::nullopt;
    if (m_records.size() <= call) {
        m_records.resize(call + 1);
        m_recordedAt.resize(call + 1, -1);
    }
    const bool fresh = m_changed && m_recordedAt[call] == m_layouts - 1;
    m_recordedAt[call] = m_layouts;
    return PlacementReuse {fresh ? &m_records[call] : nullptr, m_changed ? &*m_changed : nullptr, &m_records[call]};
}

void LabelItem::layOut(bool reuseFixed)
{
    QCPAxis* xAxis = m_axisRect->axis(QCPAxis::atBottom);
    QCPAxis* yAxis = m_axisRect->axis(QCPAxis::atLeft);
    const QRectF bounds = QRectF(m_axisRect->rect()).adjusted(2, 2, -2, -2);
    m_requests.clear();
    ++m_layouts;
    const bool fixedKept = indexObstacles(bounds, reuseFixed);
    // A slider step on screen (an export lays out once): the last placement answers where nothing moved.
    if (fixedKept && m_movingBefore && m_footnoteStart <= 0)
        m_changed = ObstacleIndex::differences(*m_movingBefore, *m_moving, bounds);
    else
        m_changed.reset();
    m_requestLabel.clear();
    m_tooNarrow.clear();
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        const ChartLabel& label = m_labels[i];
        if (!label.visible || label.text.isEmpty())
            continue;
        LabelRequest request;
        request.size = textSize(label);
        request.sides = label.sides;
        request.rings = label.rings;
        request.slide = label.slide;
        request.nearestOwn = label.nearestOwn;
        // On a slide, a label that reads as its own point's (a critical B) also looks at the spots its finer
        // grid puts over the plot's edge, moved inside, before it goes under the chart as a note.
        request.intoBounds = label.nearestOwn && m_footnoteStart > 0;
        switch (label.anchor) {
        case ChartLabel::Anchor::Point:
            request.anchor = QPointF(xAxis->coordToPixel(label.x), yAxis->coordToPixel(label.y));
            request.clearance = label.markerRadius + 4.0;
            break;
        case ChartLabel::Anchor::RightEdge:
            request.anchor = QPointF(bounds.right() - 2.0, yAxis->coordToPixel(label.y));
            // Clear of the ridge markers that sit on the line.
            request.clearance = 7.0;
            if (request.sides.empty())
                request.sides = {LabelSide::AboveLeft, LabelSide::BelowLeft};
            break;
        case ChartLabel::Anchor::TopLeft:
            request.anchor = bounds.topLeft() + QPointF(4.0, 4.0);
            request.clearance = 0.0;
            request.sides = {LabelSide::BelowRight};
            request.rings = 1;
            request.overLines = true;
            break;
        case ChartLabel::Anchor::BandBottom: {
            const double left = std::max(bounds.left(), xAxis->coordToPixel(label.x));
            const double right = std::min(bounds.right(), xAxis->coordToPixel(label.x2));
            const bool fits = right - left > request.size.width() + 8.0;
            // A band too narrow on screen for its name: left out, or, in an export, numbered.
            if (!fits && (m_footnoteStart <= 0 || !(right - left > 4.0)))
                continue;
            if (!fits)
                m_tooNarrow.push_back(m_requests.size());
            request.anchor = QPointF((left + right) / 2.0, bounds.bottom() - 4.0);
            request.clearance = 0.0;
            request.sides = {LabelSide::Above};
            request.rings = 1;
            break;
        }
        case ChartLabel::Anchor::BottomRight:
            request.anchor = bounds.bottomRight() - QPointF(4.0, 4.0);
            request.clearance = 0.0;
            request.sides = {LabelSide::AboveLeft};
            request.rings = 1;
            request.overLines = true;
            break;
        case ChartLabel::Anchor::FootOfVertical:
        case ChartLabel::Anchor::TopOfVertical: {
            const double inset = request.size.height() / 2 + 2.0;
            request.anchor = QPointF(xAxis->coordToPixel(label.x),
                label.anchor == ChartLabel::Anchor::TopOfVertical ? bounds.top() + inset : bounds.bottom() - inset);
            request.clearance = 4.0;
            if (request.sides.empty())
                request.sides = {LabelSide::Right, LabelSide::Left};
            break;
        }
        }
        if (!finite(request.anchor))
            continue;
        m_requests.push_back(request);
        m_requestLabel.push_back(i);
    }

    const ObstacleIndex* const obstacles[] = {&*m_fixed, &*m_moving};
    BlockedMemo memo; // the same boxes are asked about again when the crowded labels go first
    std::optional<PlacementReuse> reuse = reuseFor(0);
    // (Answers are kept for placing again, which only labels that read as their own point's ask: a chart of
    // none asks each box once, and keeping each answer would cost more than it saves.)
    const bool again = std::ranges::any_of(m_requests, &LabelRequest::nearestOwn);
    m_placed
        = placeLabelsClearOf(m_requests, bounds, obstacles, {}, again ? &memo : nullptr, reuse ? &*reuse : nullptr);
    placeCrowdedFirst(bounds, obstacles, memo);
    m_narrow.assign(m_requests.size(), false);
    if (m_footnoteStart > 0)
        narrowLeftOut(bounds, obstacles, memo);
    for (const std::size_t r : m_tooNarrow)
        m_placed[r] = LabelPlacement {};
    m_placements.assign(m_labels.size(), LabelPlacement {});
    m_ink.clear();
    numberLeftOut(bounds);
    for (std::size_t r = 0; r < m_placed.size(); ++r) {
        m_placements[m_requestLabel[r]] = m_placed[r];
        if (!m_placed[r].shown)
            continue;
        // The box, and the leader from the anchor, with a margin for antialiased edges. A long
        // diagonal leader's bounding box would take a whole block of the chart into a slider step's
        // dirty area: it is added as the small boxes of short pieces instead.
        const QRectF rect = m_placed[r].rect;
        m_ink.push_back(rect.toAlignedRect().adjusted(-2, -2, 2, 2));
        if (m_placed[r].leader)
            addLeaderInk(m_requests[r].anchor, leaderEnd(m_requests[r].anchor, rect));
    }
    m_laidOut = true;
}

void LabelItem::narrowLeftOut(const QRectF& bounds, std::span<const ObstacleIndex* const> obstacles, BlockedMemo& memo)
{
    // On a slide, labels with a narrow form and no spot for their one line try it on two: placed again
    // with those first among the labels that read as their own point's, kept only if fewer are left out.
    std::vector<std::size_t> narrowed;
    for (std::size_t r = 0; r < m_requests.size(); ++r) {
        const ChartLabel& label = m_labels[m_requestLabel[r]];
        if (m_placed[r].shown || label.narrowText.isEmpty())
            continue;
        m_requests[r].size = textSize(label.narrowText, label.bold);
        narrowed.push_back(r);
    }
    if (narrowed.empty())
        return;
    placeCrowdedFirst(bounds, obstacles, memo, true);
    for (const std::size_t r : narrowed) {
        m_narrow[r] = m_placed[r].shown;
        if (!m_narrow[r])
            m_requests[r].size = textSize(m_labels[m_requestLabel[r]]);
    }
}

const QString& LabelItem::placedText(std::size_t request) const
{
    const ChartLabel& label = m_labels[m_requestLabel[request]];
    return request < m_narrow.size() && m_narrow[request] ? label.narrowText : label.text;
}

void LabelItem::placeCrowdedFirst(
    const QRectF& bounds, std::span<const ObstacleIndex* const> obstacles, BlockedMemo& memo, bool placeAgain)
{
    // Labels that must read as their own point's (critical B) and found no spot: placed again with
    // those first among them, since the others, placed before, took the spots they had. A few rounds,
    // kept only while fewer are left without a spot; the other labels keep their order.
    std::vector<std::size_t> own; // the requests that ask nearestOwn, in order
    for (std::size_t r = 0; r < m_requests.size(); ++r) {
        if (m_requests[r].nearestOwn)
            own.push_back(r);
    }
    const auto unplacedOf = [&own](const std::vector<LabelPlacement>& placed) {
        return static_cast<int>(std::count_if(own.begin(), own.end(), [&](std::size_t r) { return !placed[r].shown; }));
    };
    int unplaced = unplacedOf(m_placed);
    std::vector<std::size_t> placedOrder = own; // the nearestOwn requests in the order that placed m_placed
    for (int round = 0; round < 3 && unplaced > 0; ++round) {
        std::vector<std::size_t> order = own;
        std::stable_partition(order.begin(), order.end(), [this](std::size_t r) { return !m_placed[r].shown; });
        if (order == placedOrder && !(placeAgain && round == 0))
            break; // the order that made the placement kept: it would place the same again
        // The requests with the nearestOwn ones in the new order, in the same slots.
        std::vector<std::size_t> slots(m_requests.size());
        std::iota(slots.begin(), slots.end(), 0);
        for (std::size_t i = 0; i < own.size(); ++i)
            slots[own[i]] = order[i];
        std::vector<LabelRequest> requests;
        requests.reserve(m_requests.size());
        for (const std::size_t r : slots)
            requests.push_back(m_requests[r]);
        std::optional<PlacementReuse> reuse = reuseFor(1 + static_cast<std::size_t>(round));
        const std::vector<LabelPlacement> again
            = placeLabelsClearOf(requests, bounds, obstacles, {}, &memo, reuse ? &*reuse : nullptr);
        std::vector<LabelPlacement> placed(m_requests.size());
        for (std::size_t i = 0; i < slots.size(); ++i)
            placed[slots[i]] = again[i];
        const int now = unplacedOf(placed);
        const auto shown = [](const std::vector<LabelPlacement>& all) {
            return std::count_if(all.begin(), all.end(), [](const LabelPlacement& p) { return p.shown; });
        };
        if (now > unplaced || (now == unplaced && shown(placed) <= shown(m_placed)))
            break;
        m_placed = placed;
        placedOrder = order;
        unplaced = now;
    }
}

QStringList LabelItem::leftOut() const
{
    QStringList texts;
    for (std::size_t r = 0; r < m_placed.size(); ++r) {
        if (m_placed[r].shown)
            continue;
        const bool numbered = std::any_of(
            m_markers.begin(), m_markers.end(), [r](const Marker& marker) { return marker.request == r; });
        const bool omitted = std::find(m_omitted.begin(), m_omitted.end(), r) != m_omitted.end();
        if (!numbered && !omitted)
            texts.append(m_labels[m_requestLabel[r]].text);
    }
    return texts;
}

std::vector<std::pair<QString, QLineF>> LabelItem::leaders() const
{
    std::vector<std::pair<QString, QLineF>> lines;
    for (std::size_t r = 0; r < m_placed.size(); ++r) {
        if (m_placed[r].shown && m_placed[r].leader)
            lines.emplace_back(
                placedText(r), QLineF(m_requests[r].anchor, leaderEnd(m_requests[r].anchor, m_placed[r].rect)));
    }
    for (const Marker& marker : m_markers) {
        if (marker.placement.shown && marker.placement.leader)
            lines.emplace_back(marker.text,
                QLineF(m_requests[marker.request].anchor,
                    leaderEnd(m_requests[marker.request].anchor, marker.placement.rect)));
    }
    return lines;
}

QStringList LabelItem::omitted() const
{
    QStringList texts;
    for (const std::size_t r : m_omitted)
        texts.append(m_labels[m_requestLabel[r]].text);
    return texts;
}

void LabelItem::numberLeftOut(const QRectF& bounds)
{
    m_footnotes.clear();
    m_markers.clear();
    m_omitted.clear();
    if (m_footnoteStart <= 0)
        return;
    std::vector<LabelRequest> requests;
    std::vector<std::size_t> which;
    for (std::size_t r = 0; r < m_placed.size(); ++r) {
        if (m_placed[r].shown)
            continue;
        // Spare: its words are elsewhere on the slide. Past the budget: the slide says less, but never a
        // label that must read as its own point's (a knee's B, which the slide is for).
        const ChartLabel& label = m_labels[m_requestLabel[r]];
        if (label.spare || (!label.nearestOwn && static_cast<int>(requests.size()) >= m_footnoteBudget)) {
            m_omitted.push_back(r);
            continue;
        }
        const QString number = QString::number(m_footnoteStart + static_cast<int>(which.size()));
        LabelRequest request = m_requests[r];
        request.size = QSizeF(m_text.line(number, true).width + 2 * kPadding, m_text.lineSpacing(true) + 2 * kPadding);
        request.sides.clear();
        request.rings = std::max(request.rings, 6); // a number is small: it may sit further out, on a leader
        request.slide = false;
        request.nearestOwn = false;
        requests.push_back(request);
        which.push_back(r);
    }
    if (requests.empty())
        return;
    // Clear of everything already placed, and of its leaders.
    ObstacleIndex labels(bounds);
    std::vector<QLineF> leaders;
    for (std::size_t r = 0; r < m_placed.size(); ++r) {
        if (!m_placed[r].shown)
            continue;
        labels.addBox(m_placed[r].rect);
        if (m_placed[r].leader)
            leaders.emplace_back(m_requests[r].anchor, leaderEnd(m_requests[r].anchor, m_placed[r].rect));
    }
    const ObstacleIndex* const obstacles[] = {&*m_fixed, &*m_moving, &labels};
    const std::vector<LabelPlacement> markers = placeLabelsClearOf(requests, bounds, obstacles, leaders);
    int numbered = 0;
    for (std::size_t m = 0; m < markers.size(); ++m) {
        const ChartLabel& label = m_labels[m_requestLabel[which[m]]];
        if (!markers[m].shown) {
            // Not even a number fits (a crowd of labels at one spot): the text still goes under
            // the chart, unnumbered (number 0), so an export leaves no label out; no marker is drawn.
            m_footnotes.push_back({0, label.note.isEmpty() ? label.text : label.note, label.nearestOwn});
            m_markers.push_back({which[m], QString(), markers[m]});
            continue;
        }
        const int number = m_footnoteStart + numbered++;
        m_footnotes.push_back({number, label.note.isEmpty() ? label.text : label.note, label.nearestOwn});
        m_markers.push_back({which[m], QString::number(number), markers[m]});
        m_ink.push_back(markers[m].rect.toAlignedRect().adjusted(-2, -2, 2, 2));
    }
}

void LabelItem::addLeaderInk(const QPointF& from, const QPointF& to)
{
    const QPointF step = to - from;
    const int pieces
        = std::max(1, static_cast<int>(std::ceil(std::max(std::fabs(step.x()), std::fabs(step.y())) / kLeaderPiece)));
    for (int i = 0; i < pieces; ++i) {
        const QPointF a = from + step * (static_cast<double>(i) / pieces);
        const QPointF b = from + step * (static_cast<double>(i + 1) / pieces);
        // (A rect of size 0 is null and has no aligned pixels: the margin gives it some.)
        const QRect box(QPoint(static_cast<int>(std::floor(std::min(a.x(), b.x()))),
                            static_cast<int>(std::floor(std::min(a.y(), b.y())))),
            QPoint(static_cast<int>(std::ceil(std::max(a.x(), b.x()))),
                static_cast<int>(std::ceil(std::max(a.y(), b.y())))));
        m_ink.push_back(box.adjusted(-2, -2, 2, 2));
    }
}

void LabelItem::draw(QCPPainter* painter)
{
    // Within one replot the other layers stay as they were indexed (the index is let go before each
    // replot): drawn again in it, for another buffer or the widget, the labels reuse it.
    if (!m_laidOut)
        layOut(true);
    m_laidOut = false; // the next draw places them again, unless layOut() is called first

    painter->setRenderHint(QPainter::Antialiasing, true);
    // SVG and PDF (the exporter and QCustomPlot's own savePdf vectorise): every label as real
    // text, in the theme's font, never as glyph runs or rendered tiles.
    const bool vector = painter->modes().testFlag(QCPPainter::pmVectorized);
    const bool tiles = !vector && LabelTiles::usable(painter, m_halo);
    for (std::size_t r = 0; r < m_placed.size(); ++r) {
        if (!m_placed[r].shown)
            continue;
        const ChartLabel& label = m_labels[m_requestLabel[r]];
        const QString& text = placedText(r);
        const QRectF rect = m_placed[r].rect;
        if (m_placed[r].leader) {
            painter->setPen(QPen(label.color, 0.8));
            painter->drawLine(m_requests[r].anchor, leaderEnd(m_requests[r].anchor, rect));
        }
        // The halo as a pixel-aligned box: one span fill, where an antialiased rounded rectangle
        // costs a path rasterisation per label and frame.
        const QRect box = rect.toAlignedRect();
        const bool oneLine = !text.contains(QLatin1Char('\n'));
        if (oneLine && tiles && m_tiles.draw(painter, m_text, box, kPadding, text, label.bold, label.color, m_halo))
            continue;
        painter->fillRect(box, m_halo);
        painter->setPen(label.color);
        // Laid out once per text and kept: a slider step redraws without laying text out again.
        QPointF at = rect.topLeft() + QPointF(kPadding, kPadding);
        if (oneLine) {
            if (vector)
                m_text.drawAsText(painter, at, text, label.bold);
            else
                m_text.draw(painter, at, m_text.line(text, label.bold), label.bold);
            continue;
        }
        for (const QStringView piece : QStringView(text).split(QLatin1Char('\n'))) {
            const LabelText::Line& line = m_text.line(piece.toString(), label.bold);
            if (vector)
                m_text.drawAsText(painter, at, piece.toString(), label.bold);
            else
                m_text.draw(painter, at, line, label.bold);
            at.ry() += line.height;
        }
    }
    for (const Marker& marker : m_markers) {
        if (!marker.placement.shown)
            continue; // an unnumbered note: nothing on the chart
        const ChartLabel& label = m_labels[m_requestLabel[marker.request]];
        const QRectF rect = marker.placement.rect;
        if (marker.placement.leader) {
            painter->setPen(QPen(label.color, 0.8));
            painter->drawLine(m_requests[marker.request].anchor, leaderEnd(m_requests[marker.request].anchor, rect));
        }
        painter->fillRect(rect.toAlignedRect(), m_halo);
        painter->setPen(label.color);
        const QPointF at = rect.topLeft() + QPointF(kPadding, kPadding);
        if (vector)
            m_text.drawAsText(painter, at, marker.text, true);
        else
            m_text.draw(painter, at, m_text.line(marker.text, true), true);
    }
    m_tiles.endFrame();
    m_text.endFrame();
}

} // namespace roofline::ui
