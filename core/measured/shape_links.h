#pragma once

#include "core/formulas/op.h"
#include "core/measured/measured_links.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace roofline {

// A measured group's shape: the op of the app each of its runs is (a PyTorch trace's aten::mm is a
// matmul B=M D=K F=N), `copies` of it per run (bmm's batch).
struct MeasuredShape {
    std::string name; // the group's name, as its kernels carry it
    std::optional<Op> op;
    double copies = 1.0;
};

// Whether a modelled op, at the sliders' values, is the shape: the same kind, every number parameter
// of the kind equal, and the tensors' dtypes equal (matmul x, w, z; attention x, kv and, without flash,
// s; elementwise dtype). compute= overrides and links are not compared.
bool sameShape(const Op& shape, const Op& op, const Dims& dims);

// The links of the groups whose shape is one of `ops` at `dims` (the first such op), for groups measured
// on no chip in particular (chipId empty), as a trace's are; a shape of more than one copy (bmm) is not
// one op and is not linked. Groups that `existing` already links keep their link and are not listed.
std::vector<MeasuredLink> linksByShape(std::span<const MeasuredShape> shapes, std::span<const Op> ops, const Dims& dims,
    std::span<const MeasuredLink> existing = {});

} // namespace roofline
