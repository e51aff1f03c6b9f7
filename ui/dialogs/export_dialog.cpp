#include "ui/dialogs/export_dialog.h"

#include "core/base/error.h"
#include "core/formats/project_json.h"
#include "ui/i18n/error_text.h"
#include "ui/looks/form_look.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <tuple>

namespace roofline::ui {

namespace {

constexpr std::array kPresets {QSize(1920, 1080), QSize(1280, 720), QSize(3840, 2160)};
constexpr int kPreviewWidth = 560;

} // namespace

ExportDialog::ExportDialog(ChartExporter& exporter, const ExportRequest& request, QWidget* parent)
    : QDialog(parent)
    , m_exporter(exporter)
    , m_chart(new QComboBox)
    , m_format(new QComboBox)
    , m_preset(new QComboBox)
    , m_width(new QSpinBox)
    , m_height(new QSpinBox)
    , m_scale(new QDoubleSpinBox)
    , m_theme(new QComboBox)
    , m_transparent(new QCheckBox(tr("&Transparent background")))
    , m_title(new QLineEdit)
    , m_subtitle(new QLineEdit)
    , m_caption(new QLineEdit)
    , m_preview(new QLabel)
    , m_problem(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel))
    , m_previewTimer(new QTimer(this))
{
    setWindowTitle(tr("Export Chart"));
    // The registered charts; one that needs a model (the Model panel's, of the model the panel shows) or a
    // calibration (the parity chart) only when the project has one.
    for (const ExportChart chart : registeredCharts()) {
        if (m_exporter.canDraw(chart))
            m_chart->addItem(tr(chartExport(chart).label), static_cast<int>(chart));
    }
    m_format->addItem(tr("PNG image"), static_cast<int>(ExportFormat::Png));
    m_format->addItem(tr("SVG drawing (vector, text stays text)"), static_cast<int>(ExportFormat::Svg));
    m_format->addItem(tr("PDF document (vector)"), static_cast<int>(ExportFormat::Pdf));
    m_format->addItem(tr("CSV of the plotted data"), static_cast<int>(ExportFormat::Csv));
    for (const QSize size : kPresets)
        m_preset->addItem(tr("%1 × %2").arg(size.width()).arg(size.height()), size);
    m_preset->addItem(tr("Custom"), QSize());
    for (QSpinBox* box : {m_width, m_height}) {
        box->setRange(kMinExportPixels, kMaxExportPixels);
        box->setSuffix(tr(" px"));
        box->setAccelerated(true);
    }
    m_scale->setRange(kMinExportScale, kMaxExportScale);
    m_scale->setSingleStep(0.25);
    m_scale->setDecimals(2);
    m_scale->setPrefix(tr("× "));
    m_scale->setToolTip(tr("How large text and lines are drawn: at × 2 a 3840 × 2160 image looks like a "
                           "1920 × 1080 one with twice the pixels"));
    m_theme->addItem(tr("Light"), QStringLiteral("light"));
    m_theme->addItem(tr("Dark"), QStringLiteral("dark"));
    m_theme->addItem(tr("Slide (large type, thick lines)"), QStringLiteral("slide"));
    m_theme->addItem(tr("Dark slide (large type, thick lines, dark background)"), QStringLiteral("slide-dark"));
    m_title->setPlaceholderText(tr("Above the charts; empty for none"));
    m_subtitle->setPlaceholderText(tr("Below the title"));
    m_caption->setPlaceholderText(tr("Below the charts, e.g. the source of the numbers"));
    for (QLineEdit* edit : {m_title, m_subtitle, m_caption}) {
        edit->setToolTip(tr("Filled in from what the slide shows (the chips, the op, B; the chip files' "
                            "sources) until you change it; empty for none"));
        edit->setClearButtonEnabled(true);
    }
    m_preview->setMinimumSize(kPreviewWidth, kPreviewWidth * 9 / 16);
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setFrameShape(QFrame::StyledPanel);
    m_problem->setWordWrap(true);
    showAsProblem(m_problem);
    m_problem->hide();
    m_buttons->button(QDialogButtonBox::Save)->setText(tr("&Export…"));

    auto* size = new QHBoxLayout;
    size->addWidget(m_width);
    size->addWidget(new QLabel(tr("×")));
    size->addWidget(m_height);
    size->addWidget(m_scale);
    auto* form = new QFormLayout;
    form->addRow(tr("&Chart:"), m_chart);
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Size:"), m_preset);
    form->addRow(QString(), size);
    form->addRow(tr("T&heme:"), m_theme);
    form->addRow(QString(), m_transparent);
    form->addRow(tr("T&itle:"), m_title);
    form->addRow(tr("S&ubtitle:"), m_subtitle);
    form->addRow(tr("C&aption:"), m_caption);
    auto* columns = new QHBoxLayout;
    columns->addLayout(form);
    columns->addWidget(m_preview, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(150);
    connect(m_previewTimer, &QTimer::timeout, this, &ExportDialog::updatePreviewNow);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_preset, &QComboBox::currentIndexChanged, this, [this] {
        const QSize preset = m_preset->currentData().toSize();
        if (m_syncing || !preset.isValid())
            return;
        m_syncing = true;
        m_width->setValue(preset.width());
        m_height->setValue(preset.height());
        // 4K is a 1920 × 1080 slide with twice the pixels, not a chart with tiny type.
        m_scale->setValue(preset.width() >= 3840 ? 2.0 : 1.0);
        m_syncing = false;
        syncControls();
    });
    for (QSpinBox* box : {m_width, m_height})
        connect(box, &QSpinBox::valueChanged, this, [this] { syncControls(); });
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, [this] { syncControls(); });
    for (QComboBox* box : {m_chart, m_format, m_theme})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { syncControls(); });
    connect(m_transparent, &QCheckBox::toggled, this, [this] { syncControls(); });
    for (QLineEdit* edit : {m_title, m_subtitle, m_caption})
        connect(edit, &QLineEdit::textChanged, this, [this] { syncControls(); });
    setRequest(request);
}

ExportRequest ExportDialog::request() const
{
    ExportRequest request;
    request.chart = static_cast<ExportChart>(m_chart->currentData().toInt());
    request.model = m_model;
    request.format = static_cast<ExportFormat>(m_format->currentData().toInt());
    request.size = QSize(m_width->value(), m_height->value());
    request.scale = m_scale->value();
    request.theme = m_theme->currentData().toString();
    request.transparent = m_transparent->isChecked();
    // The slide's own words are left to the exporter, so a saved project's next export follows
    // what it shows then.
    const auto words = [](const QLineEdit* edit, const QString& defaults) -> std::optional<QString> {
        if (edit->text() == defaults)
            return std::nullopt;
        return edit->text();
    };
    request.title = words(m_title, m_defaults.title);
    request.subtitle = words(m_subtitle, m_defaults.subtitle);
    request.caption = words(m_caption, m_defaults.caption);
    return request;
}

void ExportDialog::setRequest(const ExportRequest& request)
{
    m_syncing = true;
    m_model = request.model;
    m_chart->setCurrentIndex(std::max(0, m_chart->findData(static_cast<int>(request.chart))));
    m_format->setCurrentIndex(std::max(0, m_format->findData(static_cast<int>(request.format))));
    m_width->setValue(request.size.width());
    m_height->setValue(request.size.height());
    m_scale->setValue(request.scale);
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(request.theme)));
    m_transparent->setChecked(request.transparent);
    m_defaults = m_exporter.defaultWords(request.chart, m_model);
    m_title->setText(request.title.value_or(m_defaults.title));
    m_subtitle->setText(request.subtitle.value_or(m_defaults.subtitle));
    m_caption->setText(request.caption.value_or(m_defaults.caption));
    m_syncing = false;
    syncControls();
}

void ExportDialog::syncControls()
{
    if (m_syncing)
        return;
    m_syncing = true;
    const QSize size(m_width->value(), m_height->value());
    int preset = m_preset->count() - 1;
    for (int i = 0; i < m_preset->count() - 1; ++i) {
        if (m_preset->itemData(i).toSize() == size)
            preset = i;
    }
    m_preset->setCurrentIndex(preset);
    // Another chart has other words of its own; fields still showing the old ones follow.
    const SlideWords defaults
        = m_exporter.defaultWords(static_cast<ExportChart>(m_chart->currentData().toInt()), m_model);
    for (const auto& [edit, before, after] : {std::tuple {m_title, m_defaults.title, defaults.title},
             {m_subtitle, m_defaults.subtitle, defaults.subtitle}, {m_caption, m_defaults.caption, defaults.caption}}) {
        if (edit->text() == before)
            edit->setText(after);
    }
    m_defaults = defaults;
    // A CSV is data: no size, theme or words, and one chart's table.
    const bool csv = m_format->currentData().toInt() == static_cast<int>(ExportFormat::Csv);
    for (QWidget* widget : std::initializer_list<QWidget*> {
             m_preset, m_width, m_height, m_scale, m_theme, m_transparent, m_title, m_subtitle, m_caption})
        widget->setEnabled(!csv);
    m_syncing = false;

    const QString problem = ChartExporter::problemText(request());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(problem.isEmpty());
    schedulePreview();
}

void ExportDialog::schedulePreview()
{
    m_previewTimer->start();
}

void ExportDialog::updatePreviewNow()
{
    m_previewTimer->stop();
    ExportRequest preview = request();
    try {
        ChartExporter::validate(preview);
        if (preview.format == ExportFormat::Csv) {
            const QString text = QString::fromUtf8(m_exporter.render(preview));
            m_previewImage = QImage();
            m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
            m_preview->setAlignment(Qt::AlignLeft | Qt::AlignTop);
            m_preview->setText(text.section(QLatin1Char('\n'), 0, 14));
            return;
        }
        // The same layout, drawn smaller: size and scale shrink together.
        double factor = std::min(1.0, 2.0 * kPreviewWidth / preview.size.width());
        if (preview.scale * factor < kMinExportScale)
            factor = 1.0;
        preview.scale *= factor;
        preview.size = (QSizeF(preview.size) * factor).toSize().expandedTo(QSize(kMinExportPixels, kMinExportPixels));
        preview.format = ExportFormat::Png;
        m_previewImage = m_exporter.renderImage(preview);
    } catch (const Error& error) {
        m_previewImage = QImage();
        m_preview->setText(errorText(error));
        return;
    }
    m_preview->setAlignment(Qt::AlignCenter);
    const QSize room = m_preview->contentsRect().size();
    QImage shown = m_previewImage.scaled(room, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    m_preview->setPixmap(QPixmap::fromImage(shown));
}

} // namespace roofline::ui
