#include "ui/actions/view_actions.h"

#include "core/base/text.h"
#include "core/scene/scene.h"
#include "ui/commands/set_view_options_command.h"
#include "ui/document.h"
#include "ui/i18n/retranslate.h"

#include "ui/charts/frame/chart_theme.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QUndoStack>
#include <QWidget>

#include <algorithm>
#include <array>

namespace roofline::ui {

ViewActions::ViewActions(Document& document, QWidget* parent)
    : QObject(parent)
    , m_document(document)
    , m_tabs(new QAction(this))
    , m_sideBySide(new QAction(this))
    , m_achievable(new QAction(this))
    , m_achieved(new QAction(this))
    , m_si(new QAction(this))
    , m_allLinks(new QAction(this))
    , m_levels(new QMenu(parent))
    , m_themes(new QMenu(parent))
    , m_themeGroup(new QActionGroup(this))
{
    const auto setup = [parent](QAction* action, const QKeySequence& key) {
        action->setCheckable(true);
        action->setShortcut(key);
        parent->addAction(action);
    };
    setup(m_tabs, QKeySequence(Qt::CTRL | Qt::Key_T));
    setup(m_sideBySide, QKeySequence(Qt::CTRL | Qt::Key_L));
    setup(m_achievable, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    setup(m_si, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    m_allLinks->setCheckable(true);
    m_achieved->setCheckable(true);
    m_levels->setToolTipsVisible(true);

    const auto change = [this](UndoText text, auto edit) {
        ViewOptions options = m_document.viewOptions();
        edit(options);
        if (!(options == m_document.viewOptions()))
            m_document.undoStack()->push(new SetViewOptionsCommand(m_document, options, std::move(text)));
    };
    connect(m_tabs, &QAction::triggered, this, [change](bool on) {
        change([on] { return on ? tr("Charts as tabs") : tr("Charts side by side"); },
            [on](ViewOptions& o) { o.arrangement = on ? ChartArrangement::Tabs : ChartArrangement::SideBySide; });
    });
    connect(m_sideBySide, &QAction::triggered, this, [change](bool on) {
        change([on] { return on ? tr("Chips side by side") : tr("Chips overlaid"); },
            [on](ViewOptions& o) { o.chipLayout = on ? ChipLayout::SideBySide : ChipLayout::Overlay; });
    });
    connect(m_achievable, &QAction::triggered, this, [change](bool on) {
        change([on] { return on ? tr("Show achievable ceilings") : tr("Hide achievable ceilings"); },
            [on](ViewOptions& o) { o.showAchievable = on; });
    });
    connect(m_achieved, &QAction::triggered, this, [change](bool on) {
        change([on] { return on ? tr("Show achieved ceilings") : tr("Hide achieved ceilings"); },
            [on](ViewOptions& o) { o.showAchievedCeilings = on; });
    });
    connect(m_si, &QAction::triggered, this, [change](bool on) {
        change([] { return tr("Change label units"); },
            [on](ViewOptions& o) { o.labelUnits = on ? LabelUnits::SI : LabelUnits::Scientific; });
    });
    connect(m_allLinks, &QAction::triggered, this, [change](bool on) {
        change([on] { return on ? tr("Link slopes for all links") : tr("Link slopes for one link"); },
            [on](ViewOptions& o) { o.allLinkSlopes = on; });
    });
    // The charts' theme on screen; exports choose their own.
    m_themes->setToolTipsVisible(true);
    // "system" follows the app's palette (View → Theme, or the desktop's).
    const QStringList names = QStringList {QStringLiteral("system")} + ChartTheme::names();
    for (const QString& name : names) {
        QAction* action = m_themes->addAction(QString());
        action->setCheckable(true);
        action->setData(name);
        m_themeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [change, action] {
            const std::string theme = action->data().toString().toStdString();
            change([action] { return tr("Chart theme %1").arg(action->text().remove(QLatin1Char('&'))); },
                [theme](ViewOptions& o) { o.theme = theme; });
        });
    }
    retranslate(this, [this] {
        const auto words = [](QAction* action, const QString& text, const QString& tip) {
            action->setText(text);
            action->setToolTip(tip);
            action->setStatusTip(tip);
        };
        words(m_tabs, tr("Charts as &Tabs"),
            tr("Show the roofline and batch-size charts as tabs instead of side by side"));
        words(m_sideBySide, tr("Chips &Side by Side"),
            tr("Draw each chip on its own small roofline chart (shared axes) instead of overlaying them"));
        words(m_achievable, tr("&Achievable Ceilings"),
            tr("Also draw each chip's achievable peak, dashed (about 80–85 % for GPUs, 95 % for TPUs)"));
        words(m_achieved, tr("Achie&ved Ceilings (Calibrated)"),
            tr("Also draw what each class of work reached on a calibrated chip: its compute ceiling and bandwidth "
               "slope times the efficiency its measurements gave (Measurements → Calibrate)"));
        words(m_si, tr("SI &Prefixes in Labels"),
            tr("Label FLOPs/s as 197 T rather than 1.97e14 (new projects start with the last choice)"));
        words(m_allLinks, tr("Lin&k Slopes for All Links"),
            tr("Draw each chip-to-chip link's slope for all of the chip's links at once (how many it has × the "
               "bandwidth of one), rather than for one link, as the chapter does"));
        m_levels->setTitle(tr("Memory &Levels and Links"));
        m_levels->setToolTip(tr("Choose which memory levels and links the roofline draws a slope for"));
        m_themes->setTitle(tr("Chart T&heme"));
        const std::array<std::pair<QString, QString>, 5> themes {{
            {tr("Follow the &Window"), tr("Light charts in a light window, dark ones in a dark window")},
            {tr("&Light"), tr("Dark lines on white, for the screen")},
            {tr("&Dark"), tr("Light lines on a dark background")},
            {tr("&Slide"), tr("Large type, thick lines and strong colours, as a slide shows them")},
            {tr("Dark Slid&e"), tr("The slide's type and lines on a dark background")},
        }};
        const QList<QAction*> actions = m_themes->actions();
        for (std::size_t i = 0; i < themes.size() && i < static_cast<std::size_t>(actions.size()); ++i)
            words(actions[static_cast<int>(i)], themes[i].first, themes[i].second);
        rebuildLevels();
    });
    connect(&m_document, &Document::viewOptionsChanged, this, &ViewActions::sync);
    connect(&m_document, &Document::chipsChanged, this, &ViewActions::rebuildLevels);
    connect(&m_document, &Document::measuredChanged, this, &ViewActions::sync);
    // What the ops cross changes with them: the check marks are read again each time the menu opens.
    connect(m_levels, &QMenu::aboutToShow, this, &ViewActions::rebuildLevels);
    sync();
}

void ViewActions::sync()
{
    const ViewOptions options = m_document.viewOptions();
    m_tabs->setChecked(options.arrangement == ChartArrangement::Tabs);
    m_sideBySide->setChecked(options.chipLayout == ChipLayout::SideBySide);
    m_achievable->setChecked(options.showAchievable);
    m_achieved->setChecked(options.showAchievedCeilings);
    m_achieved->setEnabled(!m_document.project().calibrations.empty());
    m_si->setChecked(options.labelUnits == LabelUnits::SI);
    m_allLinks->setChecked(options.allLinkSlopes);
    for (QAction* action : m_themeGroup->actions())
        action->setChecked(action->data().toString().toStdString() == options.theme);
    rebuildLevels();
}

void ViewActions::rebuildLevels()
{
    m_levels->clear();
    const ViewOptions view = m_document.viewOptions();
    const bool full = view.detail == Detail::Full;
    // Every level and link at once (`--detail full`), or only what the chart's question needs.
    QAction* all = m_levels->addAction(tr("&All Levels, Links and Vector Units"));
    all->setCheckable(true);
    all->setChecked(full);
    all->setToolTip(tr("Draw every memory level, link and vector unit of each chip, not only the ones the ops on the "
                       "chart use (the chip's first memory level, and what the ops' bytes cross)"));
    connect(all, &QAction::triggered, this, [this](bool on) {
        ViewOptions options = m_document.viewOptions();
        options.detail = on ? Detail::Full : Detail::Focused;
        m_document.undoStack()->push(new SetViewOptionsCommand(m_document, options,
            [on] { return on ? tr("Show all levels and links") : tr("Show the levels the ops use"); }));
    });
    m_levels->addSeparator();
    // What the roofline draws now, chip by chip: a level is checked while some chip draws its slope.
    const std::vector<const Chip*> chips = m_document.shownChipPointers();
    const RooflineScene scene = buildRooflineScene(chips, m_document.ops(OpList::Roofline), m_document.dims(),
        rooflineOptions(m_document.project()), m_document.measuredSelection());
    const auto drawn = [&scene](const std::string& name) {
        return std::any_of(scene.chips.begin(), scene.chips.end(), [&](const ChipRoofline& layer) {
            return std::any_of(layer.slopes.begin(), layer.slopes.end(),
                [&](const SlopeLine& slope) { return equalsIgnoreCase(slope.name, name); });
        });
    };
    std::vector<std::string> names;
    std::vector<BandwidthKind> kinds;
    for (const Chip* chip : chips) {
        for (const BandwidthLevel* level : allBandwidthLevels(*chip)) {
            const bool known = std::any_of(names.begin(), names.end(),
                [&](const std::string& name) { return equalsIgnoreCase(name, level->name); });
            if (!known) {
                names.push_back(level->name);
                kinds.push_back(level->kind);
            }
        }
    }
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::string name = names[i];
        QAction* action = m_levels->addAction(QString::fromStdString(name));
        action->setCheckable(true);
        action->setChecked(drawn(name));
        action->setToolTip(kinds[i] == BandwidthKind::Memory ? tr("A memory level: drawn as a solid slope")
                                                             : tr("A link to other chips: drawn as a dotted slope"));
        connect(action, &QAction::triggered, this, [this, name](bool shown) {
            ViewOptions options = m_document.viewOptions();
            const auto without = [&name](std::vector<std::string>& levels) {
                levels.erase(std::remove_if(levels.begin(), levels.end(),
                                 [&](const std::string& h) { return equalsIgnoreCase(h, name); }),
                    levels.end());
            };
            without(options.hiddenLevels);
            without(options.shownLevels);
            if (!shown)
                options.hiddenLevels.push_back(name);
            else if (options.detail == Detail::Focused)
                options.shownLevels.push_back(name); // drawn besides what the ops use
            m_document.undoStack()->push(new SetViewOptionsCommand(m_document, options, [shown, name] {
                return shown ? tr("Show %1").arg(QString::fromStdString(name))
                             : tr("Hide %1").arg(QString::fromStdString(name));
            }));
        });
    }
    m_levels->setEnabled(!names.empty());
}

} // namespace roofline::ui
