// SharedText, the text a profile's kernels share (a million launches, a few thousand names), and
// TextPool, which hands out one copy of each text a reader meets.
#include "core/base/shared_text.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace roofline {
namespace {

TEST(SharedText, ComparesOrdersAndHashesByItsCharactersLikeTheStringItHolds)
{
    const SharedText a(std::string("gemm_bf16"));
    const SharedText b(std::string_view("gemm_bf16"));
    EXPECT_FALSE(a.sharesWith(b)); // two copies of the characters
    EXPECT_EQ(a, b);
    EXPECT_EQ(a, "gemm_bf16");
    EXPECT_EQ(a, std::string("gemm_bf16"));
    EXPECT_NE(a, SharedText("gemm_fp8"));
    EXPECT_LT(a, SharedText("gemm_fp8")); // 'b' < 'f'
    EXPECT_GT(SharedText("softmax"), a);
    EXPECT_EQ(std::hash<SharedText> {}(a), std::hash<std::string_view> {}("gemm_bf16"));
    EXPECT_EQ(a.size(), 9u);
    EXPECT_EQ(std::string(a.c_str()), "gemm_bf16");
    EXPECT_EQ("void " + a, "void gemm_bf16");
    EXPECT_EQ(a + "<128>", "gemm_bf16<128>");
    const std::unordered_set<SharedText> set {a, b, SharedText("softmax")};
    EXPECT_EQ(set.size(), 2u);
}

TEST(SharedText, AnEmptyTextHoldsNothingAndEqualsTheEmptyString)
{
    const SharedText none;
    const SharedText fromEmpty(std::string {});
    EXPECT_TRUE(none.empty());
    EXPECT_TRUE(fromEmpty.empty());
    EXPECT_EQ(none, fromEmpty);
    EXPECT_EQ(none, "");
    EXPECT_EQ(none.size(), 0u);
    EXPECT_STREQ(none.c_str(), "");
    EXPECT_LT(none, SharedText("a"));
}

TEST(SharedText, ACopySharesTheCharactersOfItsOriginal)
{
    const SharedText a("flash_attn_fwd");
    const SharedText copy = a; // NOLINT(performance-unnecessary-copy-initialization): the copy is the point
    EXPECT_TRUE(copy.sharesWith(a));
    EXPECT_EQ(copy.data(), a.data());
}

TEST(TextPool, HoldsEachTextOnceHoweverOftenItIsRead)
{
    TextPool pool;
    const std::vector<std::string_view> names {"gemm", "softmax", "layernorm"};
    std::vector<SharedText> read;
    for (int launch = 0; launch < 3000; ++launch)
        read.push_back(pool.intern(names[static_cast<std::size_t>(launch) % names.size()]));
    EXPECT_EQ(pool.size(), 3u);
    for (std::size_t i = 0; i < read.size(); ++i) {
        EXPECT_EQ(read[i], names[i % names.size()]);
        EXPECT_TRUE(read[i].sharesWith(read[i % names.size()])) << i;
    }
    EXPECT_FALSE(read[0].sharesWith(read[1]));
}

TEST(TextPool, AnEmptyTextIsNotHeld)
{
    TextPool pool;
    EXPECT_TRUE(pool.intern("").empty());
    EXPECT_EQ(pool.size(), 0u);
}

} // namespace
} // namespace roofline
