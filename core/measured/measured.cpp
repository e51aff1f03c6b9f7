#include "core/measured/measured.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"

#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

ErrorDetail measuredDetail(ErrorCode code, std::string_view context, std::string keyPath, std::string value = {})
{
    ErrorDetail detail;
    detail.code = code;
    detail.source = std::string(context);
    detail.keyPath = std::move(keyPath);
    detail.value = std::move(value);
    return detail;
}

void checkQuantity(std::string_view context, std::string_view field, double value)
{
    if (!std::isfinite(value) || value <= 0.0 || value > kMaxMeasuredNumber) {
        ErrorDetail detail = measuredDetail(ErrorCode::NotInRange, context, std::string(field), formatPlain(value));
        detail.high = formatPlain(kMaxMeasuredNumber);
        throw Error(ErrorKind::InvalidValue,
            std::string(context) + ": " + std::string(field) + " must be a positive number up to "
                + formatPlain(kMaxMeasuredNumber) + ", got " + formatPlain(value),
            std::move(detail));
    }
}

} // namespace

void validateMeasuredKernel(const MeasuredKernel& kernel, std::string_view context)
{
    if (kernel.name.size() > kMaxKernelNameBytes) {
        ErrorDetail detail
            = measuredDetail(ErrorCode::NameTooLong, context, "name", std::to_string(kernel.name.size()));
        detail.limit = kMaxKernelNameBytes;
        throw Error(ErrorKind::TooLarge,
            std::string(context) + ": name: " + std::to_string(kernel.name.size()) + " bytes long ("
                + quoteForMessage(kernel.name, 40) + "), longer than the " + std::to_string(kMaxKernelNameBytes)
                + " a kernel's name may have: fields run together, or not a profile",
            std::move(detail));
    }
    if (trim(kernel.name).empty())
        throw Error(ErrorKind::InvalidValue, std::string(context) + ": name must not be empty",
            measuredDetail(ErrorCode::MustNotBeEmpty, context, "name"));
    checkQuantity(context, "flops", kernel.flops);
    checkQuantity(context, "bytes", kernel.bytes);
    checkQuantity(context, "seconds", kernel.seconds);
    if (!std::isfinite(kernel.intensity()) || !std::isfinite(kernel.achievedFlopsPerS()) || kernel.intensity() <= 0.0
        || kernel.achievedFlopsPerS() <= 0.0) {
        ErrorDetail detail = measuredDetail(
            ErrorCode::RateNotFinite, context, quoteForMessage(kernel.name), formatPlain(kernel.flops));
        detail.expected = formatPlain(kernel.bytes);
        detail.high = formatPlain(kernel.seconds);
        throw Error(ErrorKind::Meaningless,
            std::string(context) + ": " + quoteForMessage(kernel.name) + ": FLOPs " + formatPlain(kernel.flops)
                + ", bytes " + formatPlain(kernel.bytes) + " and seconds " + formatPlain(kernel.seconds)
                + " give an intensity or a rate that is not a finite number",
            std::move(detail));
    }
}

void mergeLaunches(std::vector<GroupLaunches>& into, const std::vector<GroupLaunches>& more)
{
    for (const GroupLaunches& group : more) {
        auto same = std::find_if(
            into.begin(), into.end(), [&group](const GroupLaunches& one) { return one.group == group.group; });
        if (same == into.end()) {
            into.push_back(group);
            continue;
        }
        for (const LaunchedKernel& kernel : group.kernels) {
            auto it = std::find_if(same->kernels.begin(), same->kernels.end(),
                [&kernel](const LaunchedKernel& one) { return one.name == kernel.name; });
            if (it == same->kernels.end()) {
                same->kernels.push_back(kernel);
            } else {
                it->count += kernel.count;
                it->seconds += kernel.seconds;
            }
        }
        std::stable_sort(same->kernels.begin(), same->kernels.end(),
            [](const LaunchedKernel& a, const LaunchedKernel& b) { return a.seconds > b.seconds; });
    }
}

} // namespace roofline
