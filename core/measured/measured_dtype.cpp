#include "core/measured/measured_dtype.h"

namespace roofline {

MeasuredDtype kernelDtype(const std::optional<Dtype>& dtype)
{
    return dtype ? MeasuredDtype {dtype, DtypeFrom::Kernels} : MeasuredDtype {};
}

void DtypeTally::add(const MeasuredDtype& dtype)
{
    if (!m_any) {
        m_any = true;
        m_first = dtype;
        return;
    }
    // Two that differ in what they say, or in whether they say anything, are a mix.
    m_mixed = m_mixed || dtype.from == DtypeFrom::Mixed || dtype != m_first;
}

MeasuredDtype DtypeTally::result() const
{
    if (m_mixed)
        return {std::nullopt, DtypeFrom::Mixed};
    return m_first;
}

} // namespace roofline
