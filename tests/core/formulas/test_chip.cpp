// A chip's name and its shorter forms (shortChipNames), for places too narrow for the whole name.
#include "core/formulas/chip.h"

#include <gtest/gtest.h>

namespace roofline::test {
namespace {

// A small chart too narrow for its chip's whole name gets a shorter one by rule, never an ellipsis.
TEST(ShortChipNames, DropANicknameThenWhatFollowsTheModelThenWhatComesBeforeIt)
{
    EXPECT_EQ(shortChipNames("Instinct MI300X"), (std::vector<std::string> {"Instinct MI300X", "MI300X"}));
    EXPECT_EQ(shortChipNames("H100 SXM"), (std::vector<std::string> {"H100 SXM", "H100"}));
    EXPECT_EQ(shortChipNames("A100 SXM 80GB"), (std::vector<std::string> {"A100 SXM 80GB", "A100"}));
    EXPECT_EQ(shortChipNames("TPU v6e (Trillium)"), (std::vector<std::string> {"TPU v6e (Trillium)", "TPU v6e"}));
    // A version or a bare number is no name: TPU v5e and Gaudi 3 stay whole.
    EXPECT_EQ(shortChipNames("TPU v5e"), std::vector<std::string> {"TPU v5e"});
    EXPECT_EQ(shortChipNames("Gaudi 3"), std::vector<std::string> {"Gaudi 3"});
    EXPECT_EQ(shortChipNames(" My NPU "), std::vector<std::string> {"My NPU"});
    EXPECT_EQ(shortChipNames("B200"), std::vector<std::string> {"B200"});
}

} // namespace
} // namespace roofline::test
