// One libFuzzer target; ROOFLINE_FUZZ_ENTRY names the entry of fuzz_entries.h it drives.
#include "fuzz_entries.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    roofline::fuzz::ROOFLINE_FUZZ_ENTRY(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
