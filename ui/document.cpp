#include "ui/document.h"

#include "core/base/text.h"
#include "core/files/user_paths.h"
#include "core/formats/chip_library.h"
#include "core/formats/model_library.h"

#include <QUndoStack>

#include <algorithm>
#include <utility>

namespace roofline::ui {

Document::Document(Project project, std::vector<Chip> library, QObject* parent)
    : QObject(parent)
    , m_project(std::move(project))
    , m_library(mergeChips(library, m_project.customChips))
    , m_modelLibrary(loadModelLibrary())
    , m_undoStack(new QUndoStack(this))
{
    assignLooks();
    resolveChips();
}

void Document::assignLooks()
{
    // A file from before chip_colors and markers: what they were drawn with becomes theirs, so
    // nothing changes colour or shape when chips or ops are added, removed or moved.
    assignChipColors(m_project);
    assignOpMarkers(m_project.ops);
    assignOpMarkers(m_project.sweeps);
}

Document::~Document() = default;

std::vector<Chip> Document::loadLibrary(QStringList* errors)
{
    const std::filesystem::path directory = userChipDirectory();
    if (directory.empty())
        return builtinChips();
    const ChipDirectoryLoad saved = loadChipDirectory(directory);
    if (errors) {
        for (const std::string& error : saved.errors)
            errors->append(QString::fromStdString(error));
    }
    return mergeChips(builtinChips(), saved.chips);
}

std::vector<ModelConfig> Document::loadModelLibrary(QStringList* errors)
{
    const std::filesystem::path directory = userModelDirectory();
    if (directory.empty())
        return builtinModels();
    const ModelDirectoryLoad saved = loadModelDirectory(directory);
    if (errors) {
        for (const std::string& error : saved.errors)
            errors->append(QString::fromStdString(error));
    }
    return mergeModels(builtinModels(), saved.models);
}

const ModelConfig* Document::entryModel(std::size_t index) const
{
    if (index >= m_project.models.size())
        return nullptr;
    return findEntryModel(m_project.models[index], m_project.customModels, m_modelLibrary);
}

void Document::insertModel(int index, const ModelEntry& entry, const std::optional<ModelConfig>& own)
{
    std::vector<ModelEntry>& models = m_project.models;
    index = std::clamp(index, 0, static_cast<int>(models.size()));
    models.insert(models.begin() + index, entry);
    if (own)
        m_project.customModels = mergeModels(m_project.customModels, {*own});
    for (int& hidden : m_project.views.hidden.models) {
        if (hidden >= index)
            ++hidden;
    }
    Q_EMIT modelsChanged();
}

void Document::removeModel(int index)
{
    std::vector<ModelEntry>& models = m_project.models;
    if (index < 0 || index >= static_cast<int>(models.size()))
        return;
    models.erase(models.begin() + index);
    std::vector<int>& hidden = m_project.views.hidden.models;
    std::erase(hidden, index);
    for (int& other : hidden) {
        if (other > index)
            --other;
    }
    Q_EMIT modelsChanged();
}

void Document::replaceModel(int index, const ModelEntry& entry)
{
    std::vector<ModelEntry>& models = m_project.models;
    if (index < 0 || index >= static_cast<int>(models.size()) || models[static_cast<std::size_t>(index)] == entry)
        return;
    models[static_cast<std::size_t>(index)] = entry;
    Q_EMIT modelsChanged();
}

const Chip* Document::libraryChip(const std::string& id) const
{
    return findChip(m_library, id);
}

std::vector<const Chip*> Document::shownChipPointers() const
{
    std::vector<const Chip*> chips;
    chips.reserve(m_shownChips.size());
    for (const Chip& chip : m_shownChips)
        chips.push_back(&chip);
    return chips;
}

bool Document::isShown(const std::string& chipId) const
{
    return shownIndex(chipId) >= 0;
}

int Document::shownIndex(const std::string& chipId) const
{
    for (std::size_t i = 0; i < m_shownChips.size(); ++i) {
        if (m_shownChips[i].id == chipId)
            return static_cast<int>(i);
    }
    return -1;
}

const std::vector<Op>& Document::ops(OpList list) const
{
    return list == OpList::Roofline ? m_project.ops : m_project.sweeps;
}

std::vector<Op>& Document::mutableOps(OpList list)
{
    return list == OpList::Roofline ? m_project.ops : m_project.sweeps;
}

std::vector<int>& Document::hiddenOps(OpList list)
{
    return list == OpList::Roofline ? m_project.views.hidden.rooflineOps : m_project.views.hidden.sweeps;
}

const MeasuredSelection& Document::measuredSelection() const
{
    if (!m_selection)
        m_selection = selectMeasuredLeniently(m_project.measured, m_project.measuredView);
    return *m_selection;
}

const MeasurementComparison* Document::comparison() const
{
    if (m_project.compared.empty())
        return nullptr;
    if (!m_comparison)
        m_comparison = compareMeasurements(m_project.measured, m_project.compared,
            ComparedSide {m_project.measuredFormats, 0.0}, ComparedSide {{m_project.comparedFormat}, 0.0});
    return &*m_comparison;
}

void Document::resolveChips()
{
    ResolvedChips resolved = resolveProjectChips(m_project, m_library);
    m_shownChips = std::move(resolved.chips);
    m_missingChips = std::move(resolved.missing);
}

void Document::setChipIds(const std::vector<std::string>& ids, const std::map<std::string, Rgb>& colors)
{
    if (ids == m_project.chipIds && colors == m_project.chipColors)
        return;
    m_project.chipIds = ids;
    m_project.chipColors = colors;
    resolveChips();
    Q_EMIT chipsChanged();
}

Rgb Document::chipColor(const std::string& chipId) const
{
    return roofline::chipColor(m_project, chipId);
}

void Document::setChipColor(const std::string& chipId, Rgb color)
{
    if (const auto it = m_project.chipColors.find(chipId); it != m_project.chipColors.end() && it->second == color)
        return;
    m_project.chipColors[chipId] = color;
    Q_EMIT chipsChanged();
}

void Document::insertOp(OpList list, int index, const Op& op)
{
    std::vector<Op>& ops = mutableOps(list);
    index = std::clamp(index, 0, static_cast<int>(ops.size()));
    Q_EMIT opAboutToBeInserted(list, index);
    Op added = op;
    if (!added.marker)
        added.marker = firstFreeMarker(ops);
    ops.insert(ops.begin() + index, std::move(added));
    // Ops hidden from the legend stay hidden under their new numbers.
    for (int& hidden : hiddenOps(list)) {
        if (hidden >= index)
            ++hidden;
    }
    if (list == OpList::Roofline)
        linksAfterOpInserted(m_project.measuredLinks, index);
    Q_EMIT opInserted(list, index);
    Q_EMIT opsChanged(list);
}

void Document::removeOp(OpList list, int index)
{
    std::vector<Op>& ops = mutableOps(list);
    if (index < 0 || index >= static_cast<int>(ops.size()))
        return;
    Q_EMIT opAboutToBeRemoved(list, index);
    ops.erase(ops.begin() + index);
    std::vector<int>& hidden = hiddenOps(list);
    std::erase(hidden, index);
    for (int& other : hidden) {
        if (other > index)
            --other;
    }
    if (list == OpList::Roofline)
        linksAfterOpRemoved(m_project.measuredLinks, index);
    Q_EMIT opRemoved(list, index);
    Q_EMIT opsChanged(list);
}

void Document::replaceOp(OpList list, int index, const Op& edited)
{
    std::vector<Op>& ops = mutableOps(list);
    if (index < 0 || index >= static_cast<int>(ops.size()))
        return;
    // An edit made from a spec or a form keeps the op's shape.
    Op op = edited;
    if (!op.marker)
        op.marker = ops[static_cast<std::size_t>(index)].marker;
    if (ops[static_cast<std::size_t>(index)] == op)
        return;
    ops[static_cast<std::size_t>(index)] = op;
    Q_EMIT opChanged(list, index);
    Q_EMIT opsChanged(list);
}

void Document::moveOp(OpList list, int from, int to)
{
    std::vector<Op>& ops = mutableOps(list);
    const int count = static_cast<int>(ops.size());
    if (from == to || from < 0 || to < 0 || from >= count || to >= count)
        return;
    Q_EMIT opAboutToBeMoved(list, from, to);
    Op moved = std::move(ops[static_cast<std::size_t>(from)]);
    ops.erase(ops.begin() + from);
    ops.insert(ops.begin() + to, std::move(moved));
    for (int& hidden : hiddenOps(list)) {
        if (hidden == from)
            hidden = to;
        else if (from < to && hidden > from && hidden <= to)
            --hidden;
        else if (to < from && hidden >= to && hidden < from)
            ++hidden;
    }
    if (list == OpList::Roofline)
        linksAfterOpMoved(m_project.measuredLinks, from, to);
    Q_EMIT opMoved(list, from, to);
    Q_EMIT opsChanged(list);
}

void Document::setDim(Dim dim, double value)
{
    if (m_project.dims[dim] == value)
        return;
    m_project.dims[dim] = value;
    Q_EMIT dimsChanged(dim);
}

void Document::setViewOptions(const ViewOptions& options)
{
    if (options == m_project.viewOptions)
        return;
    const ViewOptionsChange change = roofline::setViewOptions(m_project, options);
    Q_EMIT viewOptionsChanged(change);
}

void Document::setMeasured(std::vector<MeasuredKernel> measured)
{
    swapMeasured(measured);
}

void Document::swapMeasured(std::vector<MeasuredKernel>& measured, std::optional<MeasuredSelection> selection)
{
    const bool same = measured == m_project.measured;
    std::swap(measured, m_project.measured);
    if (same)
        return;
    m_selection = std::move(selection);
    m_comparison.reset();
    Q_EMIT measuredChanged();
}

void Document::swapMeasuredFormats(std::vector<std::string>& formats)
{
    std::swap(formats, m_project.measuredFormats);
    m_comparison.reset();
}

void Document::swapMeasuredLaunches(std::vector<GroupLaunches>& launches)
{
    std::swap(launches, m_project.measuredLaunches);
}

const GroupLaunches* Document::launchesOf(std::string_view group) const
{
    for (const GroupLaunches& launches : m_project.measuredLaunches)
        if (launches.group == group)
            return &launches;
    return nullptr;
}

void Document::swapCompared(std::vector<MeasuredKernel>& compared, std::string& path, std::string& format)
{
    const bool same
        = compared == m_project.compared && path == m_project.comparedPath && format == m_project.comparedFormat;
    std::swap(compared, m_project.compared);
    std::swap(path, m_project.comparedPath);
    std::swap(format, m_project.comparedFormat);
    if (same)
        return;
    m_comparison.reset();
    Q_EMIT measuredChanged();
}

void Document::setMeasuredView(const MeasuredSettings& view)
{
    if (view == m_project.measuredView)
        return;
    m_project.measuredView = view;
    m_selection.reset();
    Q_EMIT measuredChanged();
}

void Document::setMeasuredLinks(std::vector<MeasuredLink> links)
{
    if (links == m_project.measuredLinks)
        return;
    m_project.measuredLinks = std::move(links);
    Q_EMIT measuredChanged();
}

void Document::setEmpiricalRooflines(std::vector<EmpiricalRoofline> rooflines)
{
    if (rooflines == m_project.empiricalRooflines)
        return;
    m_project.empiricalRooflines = std::move(rooflines);
    Q_EMIT measuredChanged();
}

QString Document::chipName(const std::string& id) const
{
    const Chip* chip = libraryChip(id);
    return QString::fromStdString(chip ? chip->name : id);
}

void Document::setCalibrations(std::vector<Calibration> calibrations)
{
    if (calibrations == m_project.calibrations)
        return;
    m_project.calibrations = std::move(calibrations);
    Q_EMIT measuredChanged();
    Q_EMIT calibrationsChanged();
}

void Document::resetProject(Project project, std::optional<MeasuredSelection> selection)
{
    Q_EMIT projectAboutToBeReset();
    m_undoStack->clear();
    m_project = std::move(project);
    assignLooks();
    m_selection = std::move(selection);
    m_comparison.reset();
    m_library = mergeChips(m_library, m_project.customChips);
    resolveChips();
    Q_EMIT projectReset();
    Q_EMIT libraryChanged();
    Q_EMIT chipsChanged();
    Q_EMIT opsChanged(OpList::Roofline);
    Q_EMIT opsChanged(OpList::Sweeps);
    for (const Dim dim : {Dim::B, Dim::D, Dim::F})
        Q_EMIT dimsChanged(dim);
    Q_EMIT viewOptionsChanged(ViewOptionsChange::everything());
    Q_EMIT measuredChanged();
    Q_EMIT modelsChanged();
}

Project Document::projectForSaving() const
{
    Project project = m_project;
    // Only the project's own models an entry uses travel with it.
    std::erase_if(project.customModels, [&](const ModelConfig& model) {
        return std::none_of(project.models.begin(), project.models.end(),
            [&](const ModelEntry& entry) { return equalsIgnoreCase(entry.modelId, model.id); });
    });
    std::vector<Chip> embedded;
    for (const Chip& chip : m_shownChips) {
        if (chip.origin != "built-in")
            embedded.push_back(chip);
    }
    project.customChips = embedded;
    return project;
}

void Document::setChartViews(const ChartViews& views)
{
    m_project.views = views;
}

void Document::setSeriesHidden(const Series& series, bool hidden)
{
    if (isSeriesHidden(m_project.views.hidden, series) == hidden)
        return;
    roofline::setSeriesHidden(m_project.views.hidden, series, hidden);
    Q_EMIT seriesHiddenChanged(series);
}

void Document::setExportSettings(const ExportSettings& settings)
{
    m_project.exportSettings = settings;
}

void Document::putLibraryChip(const Chip& chip)
{
    m_library = mergeChips(m_library, {chip});
    const bool shown = isShown(chip.id);
    resolveChips();
    Q_EMIT libraryChanged();
    if (shown)
        Q_EMIT chipsChanged();
}

void Document::removeLibraryChip(const std::string& id)
{
    const auto it = std::find_if(m_library.begin(), m_library.end(), [&](const Chip& chip) { return chip.id == id; });
    if (it == m_library.end())
        return;
    m_library.erase(it);
    // A built-in chip the saved one had replaced comes back.
    if (const Chip* builtin = findChip(builtinChips(), id))
        m_library = mergeChips(m_library, {*builtin});
    const bool shown = isShown(id);
    resolveChips();
    Q_EMIT libraryChanged();
    if (shown)
        Q_EMIT chipsChanged();
}

} // namespace roofline::ui
