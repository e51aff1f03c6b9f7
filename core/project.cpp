#include "core/project.h"

#include "core/chip_library.h"
#include "core/op_spec.h"

namespace roofline {

Project defaultProject()
{
    Project project;
    project.chipIds = {"tpu-v5e", "h100-sxm"};
    project.dims = Dims {128.0, 4096.0, 4096.0};

    // The matmuls follow all three sliders, so each one moves something; the sliders start at the
    // chapter's B = 128, D = F = 4096.
    Op matmul = parseOpSpec("matmul B=B D=D F=F x=bf16 w=bf16 z=bf16");
    matmul.label = "bf16 matmul";
    Op int8Weights = parseOpSpec("matmul B=B D=D F=F x=bf16 w=int8 z=bf16");
    int8Weights.label = "int8 weights (Q2)";
    Op dot = parseOpSpec("dot N=1000000 dtype=bf16");
    dot.label = "dot product";
    project.ops = {matmul, int8Weights, dot};

    OpSpecRules sweepRules;
    sweepRules.optionalNumbers = {"B"};
    project.sweeps = {parseOpSpec("matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "default sweep", sweepRules),
        parseOpSpec("matmul D=1024 F=1024 x=bf16 w=int8 z=bf16", "default sweep", sweepRules)};
    return project;
}

ResolvedChips resolveProjectChips(const Project& project, const std::vector<Chip>& library)
{
    ResolvedChips resolved;
    for (const std::string& id : project.chipIds) {
        if (const Chip* embedded = findChip(project.customChips, id))
            resolved.chips.push_back(*embedded);
        else if (const Chip* known = findChip(library, id))
            resolved.chips.push_back(*known);
        else
            resolved.missing.push_back(id);
    }
    return resolved;
}

} // namespace roofline
