#pragma once

// Checks of an exported slide read from its layout report's JSON (what `export --layout-report` writes,
// docs/file-formats.md "Layout report"), shared by the GUI's slide matrix and the command line's tests:
// plot sizes, ticks, text heights, leaders, titles, and where each critical B of the chapter's Q3 figure
// sits. The expected critical B come from the chip files and the chapter's formula, worked out here.

#include <QByteArray>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineF>
#include <QRectF>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace roofline::test {

// One text of a report.
struct ReportText {
    QString text;
    QString role;
    QRectF box;
    std::optional<QLineF> leader;
};

// One axis of a plot: its range, its scale, the tick labels that read for it.
struct ReportAxis {
    double from = 0.0;
    double to = 1.0;
    bool log = false;
    QStringList ticks;

    // Where a value lies along the axis, from 0 (from) to 1 (to).
    double fraction(double value) const
    {
        if (log)
            return std::log10(value / from) / std::log10(to / from);
        return (value - from) / (to - from);
    }
};

struct ReportPlot {
    QRectF box;
    std::optional<ReportAxis> x;
    std::optional<ReportAxis> y;
    // One pixel of the page as laid out (1080 high), in the report's pixels.
    double layoutPixel = 1.0;

    // A point in data coordinates, in page pixels, where the chart draws it: QCustomPlot maps a value
    // from its plot rect's last row of pixels (QRect::bottom(), one above the rect's end), in the
    // pixels of the page as laid out.
    QPointF pixel(double xValue, double yValue) const
    {
        return {box.left() + box.width() * x->fraction(xValue),
            box.bottom() - layoutPixel - box.height() * y->fraction(yValue)};
    }
};

struct SlideReport {
    double width = 0.0;
    double height = 0.0;
    std::vector<ReportText> texts;
    std::vector<ReportPlot> plots;
    QStringList dropped;
    QStringList omitted;
};

inline ReportAxis readReportAxis(const QJsonObject& json)
{
    ReportAxis axis;
    axis.from = json[QStringLiteral("from")].toDouble();
    axis.to = json[QStringLiteral("to")].toDouble();
    axis.log = json[QStringLiteral("log")].toBool();
    for (const QJsonValue& tick : json[QStringLiteral("ticks")].toArray())
        axis.ticks.append(tick.toString());
    return axis;
}

inline SlideReport readSlideReport(const QByteArray& json)
{
    SlideReport report;
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(json, &error).object();
    EXPECT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
    report.width = root[QStringLiteral("page")][QStringLiteral("width")].toDouble();
    report.height = root[QStringLiteral("page")][QStringLiteral("height")].toDouble();
    for (const QJsonValue& value : root[QStringLiteral("texts")].toArray()) {
        const QJsonObject text = value.toObject();
        ReportText read {text[QStringLiteral("text")].toString(), text[QStringLiteral("role")].toString(),
            QRectF(text[QStringLiteral("x")].toDouble(), text[QStringLiteral("y")].toDouble(),
                text[QStringLiteral("w")].toDouble(), text[QStringLiteral("h")].toDouble()),
            std::nullopt};
        if (text.contains(QStringLiteral("leader"))) {
            const QJsonArray at = text[QStringLiteral("leader")].toArray();
            read.leader = QLineF(at[0].toDouble(), at[1].toDouble(), at[2].toDouble(), at[3].toDouble());
        }
        report.texts.push_back(read);
    }
    for (const QJsonValue& value : root[QStringLiteral("plots")].toArray()) {
        const QJsonObject plot = value.toObject();
        ReportPlot read {QRectF(plot[QStringLiteral("x")].toDouble(), plot[QStringLiteral("y")].toDouble(),
                             plot[QStringLiteral("w")].toDouble(), plot[QStringLiteral("h")].toDouble()),
            std::nullopt, std::nullopt, report.height / 1080.0};
        if (plot.contains(QStringLiteral("x_axis")))
            read.x = readReportAxis(plot[QStringLiteral("x_axis")].toObject());
        if (plot.contains(QStringLiteral("y_axis")))
            read.y = readReportAxis(plot[QStringLiteral("y_axis")].toObject());
        report.plots.push_back(read);
    }
    for (const QJsonValue& value : root[QStringLiteral("dropped")].toArray())
        report.dropped.append(value.toString());
    for (const QJsonValue& value : root[QStringLiteral("omitted")].toArray())
        report.omitted.append(value.toString());
    return report;
}

inline std::string describeText(const ReportText& text)
{
    std::ostringstream out;
    out << '"' << text.text.toStdString() << "\" (" << text.role.toStdString() << ") at " << text.box.x() << ","
        << text.box.y() << " " << text.box.width() << "x" << text.box.height();
    return out.str();
}

// A curve's critical B: where a matmul of D = F with bf16 activations and output and int8 weights (the
// chapter's Q3 sweeps) turns compute-bound on a chip of `peak` bf16 FLOPs/s and `bandwidth` bytes/s of
// HBM. Its FLOPs are 2·B·D·D, its bytes 2·B·D (x) + D·D (w) + 2·B·D (z): 2BD²/peak = (4BD + D²)/bandwidth
// gives B = D²·peak / (2D²·bandwidth − 4D·peak). None when the intensity never reaches the ridge
// (2D² ≤ 4D·peak/bandwidth: D/2 at most, as B grows).
inline std::optional<double> q3CriticalBatch(double d, double peak, double bandwidth)
{
    const double denominator = 2.0 * d * d * bandwidth - 4.0 * d * peak;
    if (denominator <= 0.0)
        return std::nullopt;
    return d * d * peak / denominator;
}

// A chip file's bf16 peak and its first memory level's bandwidth, read from the file itself.
struct ChipNumbers {
    std::string name;
    double peak = 0.0;
    double bandwidth = 0.0;
};

inline ChipNumbers readChipFile(const std::string& path)
{
    QFile file(QString::fromStdString(path));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path;
    const QJsonObject chip = QJsonDocument::fromJson(file.readAll()).object();
    return {chip[QStringLiteral("name")].toString().toStdString(),
        chip[QStringLiteral("peak_flops_per_s")][QStringLiteral("bf16")].toDouble(),
        chip[QStringLiteral("memory")].toArray().at(0)[QStringLiteral("bandwidth_bytes_per_s")].toDouble()};
}

// One knee the slide must label: a curve's critical B on a chip, at the chip's peak.
struct Knee {
    std::string chip;
    double d = 0.0;
    double batch = 0.0;
    double peak = 0.0;
};

// The distance from a point to a box (0 inside it).
inline double distanceToBox(const QPointF& point, const QRectF& box)
{
    const double dx = std::max({box.left() - point.x(), 0.0, point.x() - box.right()});
    const double dy = std::max({box.top() - point.y(), 0.0, point.y() - box.bottom()});
    return std::hypot(dx, dy);
}

// Whether two segments cross (touching at a shared end does not count).
inline bool segmentsCross(const QLineF& a, const QLineF& b)
{
    if (a.p1() == b.p1() || a.p1() == b.p2() || a.p2() == b.p1() || a.p2() == b.p2())
        return false;
    const auto side = [](const QPointF& p, const QPointF& q, const QPointF& r) {
        return (q.x() - p.x()) * (r.y() - p.y()) - (q.y() - p.y()) * (r.x() - p.x());
    };
    const double d1 = side(b.p1(), b.p2(), a.p1());
    const double d2 = side(b.p1(), b.p2(), a.p2());
    const double d3 = side(a.p1(), a.p2(), b.p1());
    const double d4 = side(a.p1(), a.p2(), b.p2());
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

// What a slide must be, from its report: every plot's shorter side at least 30 % of the page's height,
// each of its axes with three labelled ticks or more (each drawn as a tick text), every text at least
// 2.2 % of the page's height, no two leaders crossing, and the title and subtitle broken only between
// words, never inside a group such as "S = 4096".
inline void checkSlideReads(const SlideReport& report)
{
    EXPECT_TRUE(report.dropped.isEmpty()) << report.dropped.join(u'|').toStdString();
    ASSERT_FALSE(report.plots.empty());
    QStringList drawnTicks;
    for (const ReportText& text : report.texts) {
        if (text.role == QLatin1String("tick"))
            drawnTicks.append(text.text);
    }
    for (const ReportPlot& plot : report.plots) {
        EXPECT_GE(std::min(plot.box.width(), plot.box.height()), 0.30 * report.height)
            << "a plot of " << plot.box.width() << "x" << plot.box.height() << " on a page " << report.height
            << " high";
        ASSERT_TRUE(plot.x && plot.y) << "the report gives no axes for a plot";
        for (const ReportAxis* axis : {&*plot.x, &*plot.y}) {
            EXPECT_GE(axis->ticks.size(), 3)
                << (axis == &*plot.x ? "x" : "y") << " ticks: " << axis->ticks.join(u' ').toStdString();
            for (const QString& tick : axis->ticks)
                EXPECT_TRUE(drawnTicks.contains(tick)) << tick.toStdString() << " is not drawn as a tick";
        }
    }
    int small = 0;
    for (const ReportText& text : report.texts) {
        if (text.box.height() < 0.022 * report.height && small++ < 5) {
            ADD_FAILURE() << describeText(text) << " is under 2.2 % of the page's height";
        }
    }
    std::vector<const ReportText*> led;
    for (const ReportText& text : report.texts) {
        if (text.leader)
            led.push_back(&text);
    }
    for (std::size_t i = 0; i < led.size(); ++i) {
        for (std::size_t j = i + 1; j < led.size(); ++j)
            EXPECT_FALSE(segmentsCross(*led[i]->leader, *led[j]->leader))
                << "the leaders of " << describeText(*led[i]) << " and " << describeText(*led[j]) << " cross";
    }
    // A group "X = n" (and "a / b") is never cut by a line break: no line of a heading begins or ends
    // with "=" or "/".
    static const QRegularExpression cut(QStringLiteral("^\\s*[=/]|[=/]\\s*$"));
    for (const ReportText& text : report.texts) {
        if (text.role == QLatin1String("title") || text.role == QLatin1String("subtitle")) {
            EXPECT_FALSE(cut.match(text.text).hasMatch()) << describeText(text) << ": a line broken inside a group";
        }
    }
}

// The labels as a reader reads them: a label of two lines ("B =" over "89.096", where one line found no
// spot) is two texts in the report, one right above the other at the same left edge; they are joined into
// one ("B = 89.096"), its box both lines', its leader either line's.
inline std::vector<ReportText> labelsAsRead(const SlideReport& report)
{
    std::vector<ReportText> labels;
    for (const ReportText& text : report.texts) {
        if (text.role != QLatin1String("label"))
            continue;
        const auto above = std::find_if(labels.begin(), labels.end(), [&](const ReportText& first) {
            return std::fabs(first.box.left() - text.box.left()) < 1.0
                && std::fabs(first.box.bottom() - text.box.top()) < 1.0 && first.text.endsWith(QLatin1Char('='));
        });
        if (above == labels.end()) {
            labels.push_back(text);
            continue;
        }
        above->text += QLatin1Char(' ') + text.text;
        above->box = above->box.united(text.box);
        if (!above->leader)
            above->leader = text.leader;
    }
    return labels;
}

// The label that reads as this knee's critical B ("B = 136.09"), or none.
inline const ReportText* criticalLabel(const std::vector<ReportText>& labels, const Knee& knee)
{
    static const QRegularExpression critical(QStringLiteral("^B = ([0-9.]+)$"));
    const ReportText* found = nullptr;
    for (const ReportText& text : labels) {
        const QRegularExpressionMatch match = critical.match(text.text);
        if (match.hasMatch() && std::fabs(match.captured(1).toDouble() - knee.batch) < 0.0051)
            found = &text;
    }
    return found;
}

// Every knee's critical B is a label on the slide ("B = 136.09", on one line or two, not a footnote),
// inside a plot, nearer its own knee than any other knee of that plot, and a leader, if it has one, drawn
// from its knee.
inline void checkKneesLabelled(const SlideReport& report, const std::vector<Knee>& knees)
{
    const std::vector<ReportText> labels = labelsAsRead(report);
    struct Found {
        const Knee* knee;
        const ReportText* text;
        const ReportPlot* plot;
        QPointF at; // the knee, page pixels
    };
    std::vector<Found> found;
    for (const Knee& knee : knees) {
        const ReportText* label = criticalLabel(labels, knee);
        if (!label) {
            ADD_FAILURE() << knee.chip << "'s critical B " << knee.batch << " (D = " << knee.d
                          << ") is not a label on the slide";
            continue;
        }
        const auto plot = std::find_if(report.plots.begin(), report.plots.end(),
            [&](const ReportPlot& p) { return p.box.contains(label->box.center()); });
        if (plot == report.plots.end() || !plot->x || !plot->y) {
            ADD_FAILURE() << describeText(*label) << " is on no plot";
            continue;
        }
        found.push_back({&knee, label, &*plot, plot->pixel(knee.batch, knee.peak)});
    }
    for (const Found& own : found) {
        EXPECT_TRUE(own.plot->box.adjusted(-1, -1, 1, 1).contains(own.at))
            << own.knee->chip << "'s knee at B = " << own.knee->batch << " is outside its label's plot";
        const double mine = distanceToBox(own.at, own.text->box);
        for (const Found& other : found) {
            if (&other == &own || other.plot != own.plot)
                continue;
            EXPECT_LT(mine, distanceToBox(other.at, own.text->box))
                << describeText(*own.text) << " (" << own.knee->chip << ") is " << mine
                << " px from its knee but nearer " << other.knee->chip << "'s knee at B = " << other.knee->batch;
        }
        if (own.text->leader) {
            const QLineF leader = *own.text->leader;
            EXPECT_LT(QLineF(leader.p1(), own.at).length(), 1.5)
                << describeText(*own.text) << ": its leader starts at " << leader.x1() << "," << leader.y1()
                << ", its knee is at " << own.at.x() << "," << own.at.y();
        }
    }
}

// The notes under a page's charts as one text: the page wraps them at spaces, so its lines join with one.
inline QString footnoteText(const SlideReport& report)
{
    QStringList lines;
    for (const ReportText& text : report.texts) {
        if (text.role == QLatin1String("footnote"))
            lines.append(text.text);
    }
    return lines.join(QLatin1Char(' '));
}

// The footnotes under a page's charts, one entry each, as written ("3\u2002TPU v5e: …"; one that not even
// a number found room for, its text alone). A line of them may end inside an entry or between two.
inline QStringList numberedFootnoteEntries(const SlideReport& report)
{
    static const QRegularExpression between(QStringLiteral("\u2003+| (?=\\d+\u2002)"));
    QStringList entries;
    for (const QString& entry : footnoteText(report).split(between, Qt::SkipEmptyParts))
        entries.append(entry.trimmed());
    return entries;
}

// The same without their numbers.
inline QStringList footnoteEntries(const SlideReport& report)
{
    static const QRegularExpression number(QStringLiteral("^\\d+\u2002"));
    QStringList entries;
    for (QString entry : numberedFootnoteEntries(report))
        entries.append(entry.remove(number));
    return entries;
}

} // namespace roofline::test
