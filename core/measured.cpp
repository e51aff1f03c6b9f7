#include "core/measured.h"

#include "core/error.h"
#include "core/number_format.h"
#include "core/text.h"

#include <cmath>

namespace roofline {

namespace {

void checkQuantity(std::string_view context, std::string_view field, double value)
{
    if (!std::isfinite(value) || value <= 0.0 || value > kMaxMeasuredNumber)
        throw Error(ErrorKind::InvalidValue,
            std::string(context) + ": " + std::string(field) + " must be a positive number up to "
                + formatPlain(kMaxMeasuredNumber) + ", got " + formatPlain(value));
}

} // namespace

void validateMeasuredKernel(const MeasuredKernel& kernel, std::string_view context)
{
    if (trim(kernel.name).empty())
        throw Error(ErrorKind::InvalidValue, std::string(context) + ": name must not be empty");
    checkQuantity(context, "flops", kernel.flops);
    checkQuantity(context, "bytes", kernel.bytes);
    checkQuantity(context, "seconds", kernel.seconds);
    if (!std::isfinite(kernel.intensity()) || !std::isfinite(kernel.achievedFlopsPerS()) || kernel.intensity() <= 0.0
        || kernel.achievedFlopsPerS() <= 0.0)
        throw Error(ErrorKind::Meaningless,
            std::string(context) + ": " + quoteForMessage(kernel.name) + ": FLOPs " + formatPlain(kernel.flops)
                + ", bytes " + formatPlain(kernel.bytes) + " and seconds " + formatPlain(kernel.seconds)
                + " give an intensity or a rate that is not a finite number");
}

} // namespace roofline
