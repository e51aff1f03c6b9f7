#pragma once

#include "core/formulas/dtype.h"

#include <optional>

namespace roofline {

// What is known of the precision measured work ran in (docs/model.md §E). A roof is the peak of that
// precision: against another one (the chip's highest, fp8 for a bf16 matmul) "of roof" would be half of
// what it is, so where the precision comes from is kept and said.
enum class DtypeFrom {
    Unknown, // nothing says: the roof is the chip's highest peak, and the app says so
    Mixed, // the kernels taken together say different precisions, or some say one and some none
    Kernels, // the file's: a trace's tensor types, a CSV's precision column
    LinkedOp, // the op the group is linked to computes in it (its compute dtype)
};

struct MeasuredDtype {
    std::optional<Dtype> dtype; // set when `from` is Kernels or LinkedOp
    DtypeFrom from = DtypeFrom::Unknown;

    bool operator==(const MeasuredDtype&) const = default;
};

// The dtype of one kernel, as its file gave it.
MeasuredDtype kernelDtype(const std::optional<Dtype>& dtype);

// Kernels (or groups) taken together: their one precision when every one says the same, Unknown when
// none says any, Mixed otherwise. Order does not matter.
class DtypeTally {
public:
    void add(const MeasuredDtype& dtype);
    void add(const std::optional<Dtype>& dtype) { add(kernelDtype(dtype)); }
    MeasuredDtype result() const;

private:
    bool m_any = false;
    MeasuredDtype m_first;
    bool m_mixed = false;
};

} // namespace roofline
