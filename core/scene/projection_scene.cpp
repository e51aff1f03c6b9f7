#include "core/scene/projection_scene.h"

namespace roofline {

ProjectionScene projectionScene(
    const Calibration& measured, std::span<const Chip* const> targets, const Project& project, bool ownEfficiencies)
{
    ProjectionScene scene;
    scene.sourceChipId = measured.chipId;
    scene.source = measured.source;
    ProjectionBar source;
    source.chipId = measured.chipId;
    source.measured = true;
    source.efficienciesOf = measured.chipId;
    for (const CalibratedGroup& group : measured.groups) {
        source.byClass[static_cast<std::size_t>(group.opClass)] += group.runs * group.measuredS;
        ++(group.computeBound ? source.computeBound : source.bandwidthBound);
    }
    source.unmodelledS = measured.unmodelledS;
    source.stepS = source.unmodelledS;
    for (const double seconds : source.byClass)
        source.stepS += seconds;
    scene.bars.push_back(std::move(source));

    for (const Chip* target : targets) {
        const Calibration* own = ownEfficiencies ? calibrationOf(project, target->id) : nullptr;
        const Calibration& efficiencies = own ? *own : measured;
        const Projection projection = projectOnto(*target, measured, efficiencies, measured.unmodelledS);
        ProjectionBar bar;
        bar.chipId = target->id;
        bar.efficienciesOf = efficiencies.chipId;
        for (const ProjectedGroup& group : projection.groups) {
            bar.byClass[static_cast<std::size_t>(group.opClass)] += group.seconds;
            ++(group.computeBound ? bar.computeBound : bar.bandwidthBound);
        }
        bar.unmodelledS = projection.unmodelledS;
        bar.stepS = projection.stepS;
        bar.warnings = projection.warnings;
        scene.bars.push_back(std::move(bar));
    }
    return scene;
}

} // namespace roofline
