// What every costed ATen op reads from its recorded arguments (core/measured/aten_args.h): the concrete
// inputs PyTorch records as text, and an out= call's last argument.
#include "support/test_helpers.h"

#include "core/measured/aten_args.h"

#include <vector>

namespace roofline::test {
namespace {

using aten::concreteBoolList;
using aten::concreteWhole;
using aten::concreteWholeList;

TEST(AtenArgs, AWholeNumberIsReadUpToFifteenDigitsEveryOneOfThemExact)
{
    // Fifteen decimal digits are always an exact double; a sixteenth may not be, so it is not read as one.
    EXPECT_EQ(concreteWhole("999999999999999"), 999999999999999.0);
    EXPECT_EQ(concreteWhole(" 3 "), 3.0);
    EXPECT_EQ(concreteWhole("1000000000000000"), std::nullopt);
    EXPECT_EQ(concreteWhole(""), std::nullopt);
    EXPECT_EQ(concreteWhole("-1"), std::nullopt);
    EXPECT_EQ(concreteWhole("2.5"), std::nullopt);
}

TEST(AtenArgs, AListIsItsItemsAnEmptyListHasNoneAndAnEmptyItemIsNoList)
{
    EXPECT_EQ(concreteWholeList("[2, 2]"), (std::vector<double> {2.0, 2.0}));
    EXPECT_EQ(concreteWholeList("[]"), std::vector<double> {}); // output_padding of a 0-d convolution
    EXPECT_EQ(concreteWholeList("[ ]"), std::vector<double> {});
    EXPECT_EQ(concreteWholeList("[1, ]"), std::nullopt);
    EXPECT_EQ(concreteWholeList("[,1]"), std::nullopt);
    EXPECT_EQ(concreteWholeList("[1"), std::nullopt);
    EXPECT_EQ(concreteWholeList("]"), std::nullopt);
    EXPECT_EQ(concreteBoolList("[True, False, True]"), (std::vector<bool> {true, false, true}));
    EXPECT_EQ(concreteBoolList("[True, maybe]"), std::nullopt);
}

TEST(AtenArgs, AnOutCallIsOneArgumentMoreThanTheFunctionalCallAndATensorLast)
{
    const std::vector<AtenArgument> mmOut {
        {{4, 8}, "c10::BFloat16", ""}, {{8, 2}, "c10::BFloat16", ""}, {{4, 2}, "float", ""}};
    const aten::OutOverload call = aten::outOverload(mmOut, 2);
    EXPECT_EQ(call.inputs.size(), 2u);
    ASSERT_TRUE(call.out);
    EXPECT_EQ(call.out->dims, (std::vector<double> {4, 2}));
    EXPECT_EQ(call.out->dtype, Dtype::FP32);
    // Any other count, a last argument that is no tensor, or an op with no out= overload (0): as recorded.
    EXPECT_FALSE(aten::outOverload(std::span(mmOut).first(2), 2).out);
    EXPECT_FALSE(aten::outOverload(mmOut, 1).out);
    EXPECT_FALSE(aten::outOverload(mmOut, 0).out);
    EXPECT_EQ(aten::outOverload(mmOut, 0).inputs.size(), 3u);
    const std::vector<AtenArgument> scalarLast {{{4}, "float", ""}, {{4}, "float", ""}, {{}, "Scalar", "1"}};
    EXPECT_FALSE(aten::outOverload(scalarLast, 2).out);
    EXPECT_EQ(aten::outOverload(scalarLast, 2).inputs.size(), 3u);
    const std::vector<AtenArgument> longOut {{{4}, "float", ""}, {{4}, "float", ""}, {{4}, "long int", ""}};
    EXPECT_NE(aten::outOverload(longOut, 2).problem.find("\"long int\""), std::string::npos);
}

} // namespace
} // namespace roofline::test
