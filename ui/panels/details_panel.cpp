#include "ui/panels/details_panel.h"

#include "core/base/error.h"
#include "core/formulas/evaluation.h"
#include "core/measured/measured_links.h"
#include "ui/document.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/evaluation_text.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/looks/form_look.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSet>
#include <QStyle>
#include <QTableWidget>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <utility>

namespace roofline::ui {

namespace {

enum Row {
    Flops,
    Bytes,
    Intensity,
    Critical,
    TMath,
    TComms,
    TLower,
    TUpper,
    Attainable,
    BoundRow,
    Footprint,
    RowCount
};

QString rowName(int row)
{
    switch (row) {
    case Flops:
        return DetailsPanel::tr("FLOPs");
    case Bytes:
        return DetailsPanel::tr("bytes");
    case Intensity:
        return DetailsPanel::tr("intensity (FLOPs/B)");
    case Critical:
        return DetailsPanel::tr("critical intensity");
    case TMath:
        return DetailsPanel::tr("T_math");
    case TComms:
        return DetailsPanel::tr("T_comms");
    case TLower:
        return DetailsPanel::tr("T_lower = max");
    case TUpper:
        return DetailsPanel::tr("T_upper = sum");
    case Attainable:
        return DetailsPanel::tr("attainable FLOPs/s");
    case BoundRow:
        return DetailsPanel::tr("bound");
    case Footprint:
        return DetailsPanel::tr("memory");
    }
    return {};
}

QString rowTooltip(int row)
{
    switch (row) {
    case Flops:
        return DetailsPanel::tr("Floating-point operations of the op (per chip for sharded ops)");
    case Bytes:
        return DetailsPanel::tr("Bytes moved over the memory level or link named in brackets");
    case Intensity:
        return DetailsPanel::tr("Arithmetic intensity: FLOPs ÷ bytes");
    case Critical:
        return DetailsPanel::tr("The chip's ridge: peak FLOPs/s ÷ bandwidth. Above it the op is compute-bound");
    case TMath:
        return DetailsPanel::tr("FLOPs ÷ peak FLOPs/s");
    case TComms:
        return DetailsPanel::tr("bytes ÷ bandwidth");
    case TLower:
        return DetailsPanel::tr("max(T_math, T_comms): the time when compute and communication overlap");
    case TUpper:
        return DetailsPanel::tr("T_math + T_comms: the time when they do not");
    case Attainable:
        return DetailsPanel::tr("FLOPs ÷ T_lower = min(peak, intensity × bandwidth)");
    case BoundRow:
        return DetailsPanel::tr("Compute-bound when T_math > T_comms, otherwise bound by the bandwidth");
    case Footprint:
        return DetailsPanel::tr("The bytes that must be resident at once, of the memory's capacity (⚠: does not fit)");
    }
    return {};
}

// The bound row's cell: its row name already says "bound", so a language may say only what bounds
// it ("вычисления", "HBM") where the full words would widen the column past the panel.
QString boundCellText(const Evaluation& e)
{
    if (e.bound == Bound::Compute)
        return DetailsPanel::tr("compute-bound", "the bound row's cell");
    return DetailsPanel::tr("%1-bound", "the bound row's cell").arg(QString::fromStdString(e.levelName));
}

// How far a linked op's measured groups on a chip got towards the roofline's prediction
// (comparePrediction in core): "gemm (1,200 kernels) reaches 63 % of the roofline's prediction".
// `groups`: the selection's groups linked to the op.
QString measuredSentences(
    const std::vector<const MeasuredGroup*>& groups, const Chip& chip, const Op& op, const Dims& dims)
{
    QString text;
    for (const MeasuredGroup* group : groups) {
        if (!measuredOnChip(group->asKernel(), chip))
            continue;
        try {
            const PredictionComparison c = comparePrediction(*group, chip, op, dims);
            QString sentence
                = DetailsPanel::tr("Measured %1 (%Ln kernel(s)) reaches %2 % of the roofline's prediction: %3 "
                                   "predicted, %4 measured per kernel.",
                    nullptr, static_cast<int>(std::min<std::size_t>(group->count, INT_MAX)))
                      .arg(QString::fromStdString(group->name), QString::number(c.percent),
                          formatDurationText(c.predictedSeconds), formatDurationText(c.measuredSeconds));
            // Far from 1, the link joins kernels of another shape than the op: the percentage says little.
            if (c.flopsRatio > 2.0 || c.flopsRatio < 0.5)
                sentence += QLatin1Char(' ')
                    + DetailsPanel::tr("Its FLOPs per kernel are %1× the op's: the link may join different shapes.")
                          .arg(formatCompactText(c.flopsRatio, 3));
            text += QLatin1Char(' ') + sentence;
        } catch (const Error& error) {
            text += QLatin1Char(' ') + errorText(error);
        }
    }
    return text;
}

} // namespace

DetailsPanel::DetailsPanel(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_title(new QLabel)
    , m_table(new QTableWidget(RowCount, 0))
    , m_words(new QLabel)
    , m_wordsTimer(new QTimer(this))
    , m_refresh(this, [this] { refresh(); })
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // Columns are fitted when the op or the chips change, not at every slider step: fitting
    // measures every cell, which is most of what a live update would cost.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setDefaultSectionSize(96);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    for (int row = 0; row < RowCount; ++row)
        m_table->setVerticalHeaderItem(row, new QTableWidgetItem);
    // The table takes the width its columns need (each column fitted to its text), the words
    // the rest, down to a readable minimum; a panel narrower than both scrolls the table.
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_table->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    auto* body = new QHBoxLayout;
    body->addWidget(m_table);
    m_words->setTextFormat(Qt::RichText);
    m_words->setWordWrap(true);
    m_words->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_words->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* scroll = new QScrollArea;
    scroll->setWidget(m_words);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(26 * fontMetrics().averageCharWidth());
    body->addWidget(scroll, 1);
    layout->addLayout(body, 1);

    // While a slider moves, the table follows every step; the sentences (a rich-text layout,
    // the costly part) catch up when the slider pauses.
    m_wordsTimer->setSingleShot(true);
    m_wordsTimer->setInterval(120);
    connect(m_wordsTimer, &QTimer::timeout, this, &DetailsPanel::refresh);
    connect(&m_document, &Document::dimsChanged, this, [this] {
        m_deferWords = true;
        scheduleRefresh();
        m_wordsTimer->start();
    });
    connect(&m_document, &Document::chipsChanged, this, &DetailsPanel::scheduleRefresh);
    connect(&m_document, &Document::viewOptionsChanged, this, &DetailsPanel::scheduleRefresh);
    connect(&m_document, &Document::measuredChanged, this, [this] {
        m_linkedFor = -2;
        scheduleRefresh();
    });
    connect(&m_document, &Document::opsChanged, this, [this](OpList list) {
        if (list != OpList::Roofline)
            return;
        m_linkedFor = -2;
        if (m_op >= static_cast<int>(m_document.ops(OpList::Roofline).size()))
            m_op = static_cast<int>(m_document.ops(OpList::Roofline).size()) - 1;
        scheduleRefresh();
    });
    retranslate(this, [this] {
        m_table->setToolTip(tr("The selected op on each shown chip; hover a row name for its definition"));
        for (int row = 0; row < RowCount; ++row) {
            m_table->verticalHeaderItem(row)->setText(rowName(row));
            m_table->verticalHeaderItem(row)->setToolTip(rowTooltip(row));
        }
        m_words->setToolTip(tr("What would flip the bound, solved exactly with the other parameters held"));
        m_fittedFor.clear(); // the words have new widths
        refresh();
    });
}

void DetailsPanel::setOp(int op)
{
    m_op = op;
    refresh();
}

void DetailsPanel::setChip(int chip)
{
    m_chip = chip;
    refresh();
}

QTableWidget* DetailsPanel::table() const
{
    catchUp();
    return m_table;
}

QString DetailsPanel::explanation() const
{
    catchUp();
    QTextDocument text;
    text.setHtml(m_words->text());
    return text.toPlainText();
}

void DetailsPanel::scheduleRefresh()
{
    m_refresh.request();
}

// A closed dock, or one behind another tab, in a window on screen: nobody sees the panel, and
// following every slider step would cost each live update a table and a layout. It catches up when
// shown. (A window not yet shown, as in tests and exports, refreshes as always.)
bool DetailsPanel::skipWhileHidden()
{
    if (isVisible() || !window()->isVisible())
        return false;
    m_staleWhileHidden = true;
    m_wordsTimer->stop();
    return true;
}

void DetailsPanel::catchUp() const
{
    if (!m_staleWhileHidden)
        return;
    // Reading the panel (a test, the window's hit checks) sees it as it would be shown.
    auto* self = const_cast<DetailsPanel*>(this);
    self->m_staleWhileHidden = false;
    self->m_deferWords = false;
    self->fill();
}

void DetailsPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    catchUp();
}

void DetailsPanel::refresh()
{
    if (skipWhileHidden())
        return;
    m_staleWhileHidden = false;
    fill();
}

void DetailsPanel::fill()
{
    const std::vector<Op>& ops = m_document.ops(OpList::Roofline);
    const std::vector<Chip>& chips = m_document.shownChips();
    if (m_op < 0 || m_op >= static_cast<int>(ops.size())) {
        m_title->setText(tr("<i>Select an op in the Ops panel or click a marker on the roofline.</i>"));
        m_table->setColumnCount(0);
        m_words->clear();
        return;
    }
    const Op& op = ops[static_cast<std::size_t>(m_op)];
    const Dims& dims = m_document.dims();
    const LabelUnits units = m_document.viewOptions().labelUnits;
    m_title->setText(QStringLiteral("<b>%1</b> &nbsp; <small>%2</small>")
                         .arg(opLabel(op, dims).toHtmlEscaped(), describeOpText(op, dims).toHtmlEscaped()));

    // The selected chip first, then the others in the order they are shown.
    std::vector<std::size_t> order;
    const auto focus = static_cast<std::size_t>(std::max(0, m_chip));
    if (focus < chips.size())
        order.push_back(focus);
    for (std::size_t c = 0; c < chips.size(); ++c) {
        if (c != focus)
            order.push_back(c);
    }
    m_table->setColumnCount(static_cast<int>(order.size()));
    const QFontMetrics metrics(m_table->font());
    // Qt's item delegate pads the text by the focus frame's margin and a pixel on each side; the
    // grid takes one more.
    const int margins = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1) + 1;
    QSet<int> tooNarrow;
    QString words;
    // The measured groups linked to this op, found again only when the measurements, the ops or the
    // op change (100,000 groups are a scan too many for a slider step).
    const std::vector<MeasuredGroup>& groups = m_document.measuredSelection().groups;
    if (m_linkedFor != m_op) {
        m_linkedFor = m_op;
        m_linked.clear();
        const std::vector<MeasuredLink>& links = m_document.measuredLinks();
        if (std::any_of(links.begin(), links.end(), [this](const MeasuredLink& link) { return link.op == m_op; })) {
            for (std::size_t g = 0; g < groups.size(); ++g) {
                const MeasuredLink* link = findMeasuredLink(links, groups[g]);
                if (link && link->op == m_op)
                    m_linked.push_back(g);
            }
        }
    }
    std::vector<const MeasuredGroup*> linked;
    for (const std::size_t g : m_linked) {
        if (g < groups.size())
            linked.push_back(&groups[g]);
    }
    for (std::size_t column = 0; column < order.size(); ++column) {
        const Chip& chip = chips[order[column]];
        const int col = static_cast<int>(column);
        auto* header = m_table->horizontalHeaderItem(col);
        if (!header) {
            header = new QTableWidgetItem;
            m_table->setHorizontalHeaderItem(col, header);
        }
        if (header->text() != QString::fromStdString(chip.name))
            header->setText(QString::fromStdString(chip.name));
        if (header->font().bold() != (column == 0)) {
            QFont font = header->font();
            font.setBold(column == 0);
            header->setFont(font);
        }
        const auto set = [&](int row, const QString& text) {
            QTableWidgetItem* item = m_table->item(row, col);
            if (!item) {
                item = new QTableWidgetItem;
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                m_table->setItem(row, col, item);
            }
            if (item->text() == text)
                return;
            item->setText(text);
            // A slider step can make a cell's words longer ("HBM-bound" becomes "compute-bound"):
            // measure only the changed text, and fit its column when it no longer fits.
            if (metrics.horizontalAdvance(text) + margins > m_table->columnWidth(col))
                tooNarrow.insert(col);
        };
        try {
            const Evaluation e = evaluate(chip, op, dims);
            const QString level = QString::fromStdString(e.levelName);
            set(Flops, formatCountText(e.flops));
            set(Bytes, QStringLiteral("%1 (%2)").arg(formatCountText(e.bytes), level));
            set(Intensity, formatCompactText(e.intensity));
            set(Critical, formatCompactText(e.criticalIntensity));
            set(TMath, formatDurationText(e.tMath));
            set(TComms, formatDurationText(e.tComms));
            set(TLower, formatDurationText(e.tLower));
            set(TUpper, formatDurationText(e.tUpper));
            set(Attainable, formatFlopsPerS(e.attainableFlopsPerS, units));
            set(BoundRow, boundCellText(e));
            set(Footprint, footprintCell(e));
            QString bound = boundText(e);
            bound[0] = bound[0].toUpper();
            QString sentences = tr("%1. %2.", "the bound, then what would change it")
                                    .arg(bound, boundChangeSentences(chip, op, dims, e).join(tr("; ")));
            if (const QString experts = expertsSentence(op, dims); !experts.isEmpty()) {
                QString capital = experts;
                capital[0] = capital[0].toUpper();
                sentences += QStringLiteral(" ") + capital + QStringLiteral(".");
            }
            if (const QString warning = capacityWarning(e); !warning.isEmpty())
                sentences = tr("Does not fit: %1. %2", "the capacity warning, then the bound").arg(warning, sentences);
            sentences += measuredSentences(linked, chip, op, dims);
            words += QStringLiteral("<p><b>%1</b>: %2</p>")
                         .arg(QString::fromStdString(chip.name).toHtmlEscaped(), sentences.toHtmlEscaped());
        } catch (const Error& error) {
            for (int row = 0; row < RowCount; ++row)
                set(row, QStringLiteral("—"));
            words += QStringLiteral("<p><b>%1</b>: <font color=\"%2\">%3</font></p>")
                         .arg(QString::fromStdString(chip.name).toHtmlEscaped(), problemTextColor(palette()).name(),
                             errorText(error).toHtmlEscaped());
        }
    }
    for (const int column : std::as_const(tooNarrow))
        m_table->resizeColumnToContents(column);
    if (std::exchange(m_deferWords, false))
        return; // the timer brings the words
    if (m_words->text() != words)
        m_words->setText(words);
    const QString shape = QStringLiteral("%1/%2/%3").arg(m_op).arg(m_chip).arg(order.size());
    if (shape != m_fittedFor) {
        m_fittedFor = shape;
        m_table->resizeColumnsToContents();
    }
}

} // namespace roofline::ui
