// Measured groups linked to the modelled op of their shape: a trace's aten::mm [512,4096]·[4096,1024]
// bf16 is the matmul B=512 D=4096 F=1024 bf16 on the chart, at the sliders' values.
#include "support/test_helpers.h"

#include "core/measured/shape_links.h"

#include <vector>

namespace roofline::test {
namespace {

MeasuredShape shape(const char* name, const char* spec, double copies = 1.0)
{
    return MeasuredShape {name, opFromSpec(spec), copies};
}

TEST(ShapeLinks, AGroupLinksToTheOpOfItsShapeAndDtypes)
{
    const std::vector<Op> ops {opFromSpec("matmul B=512 D=4096 F=4096 x=bf16 w=bf16 z=bf16"),
        opFromSpec("matmul B=B D=4096 F=1024 x=bf16 w=bf16 z=bf16"),
        opFromSpec("attention B=2 T=512 S=512 N=32 K=8 H=128 causal=1 flash=1 x=bf16 kv=bf16")};
    Dims dims;
    dims.b = 512; // the second op follows the B slider
    const std::vector<MeasuredShape> shapes {shape("mm", "matmul B=512 D=4096 F=1024 x=bf16 w=bf16 z=bf16"),
        shape("mm fp16", "matmul B=512 D=4096 F=1024 x=fp16 w=fp16 z=fp16"), // another dtype: no op
        shape("attention", "attention B=2 T=512 S=512 N=32 K=8 H=128 causal=1 flash=1 x=bf16 kv=bf16"),
        shape("bmm", "matmul B=512 D=4096 F=1024 x=bf16 w=bf16 z=bf16", 8), // 8 matrices: not one op
        MeasuredShape {"add", std::nullopt, 1.0}};
    const std::vector<MeasuredLink> links = linksByShape(shapes, ops, dims);
    ASSERT_EQ(links.size(), 2u);
    EXPECT_EQ(links[0], (MeasuredLink {"mm", "", 1}));
    EXPECT_EQ(links[1], (MeasuredLink {"attention", "", 2}));
    // At B = 256 the bound matmul is another shape.
    dims.b = 256;
    EXPECT_EQ(linksByShape(shapes, ops, dims).size(), 1u);
    // A group the user linked keeps its link.
    dims.b = 512;
    const std::vector<MeasuredLink> existing {{"mm", "", 0}};
    EXPECT_EQ(linksByShape(shapes, ops, dims, existing).size(), 1u);
}

TEST(ShapeLinks, TheSameShapeComparesEveryNumberAndTensorDtype)
{
    const Dims dims;
    const Op matmul = opFromSpec("matmul B=4 D=8 F=16 x=bf16 w=int8 z=bf16");
    EXPECT_TRUE(sameShape(matmul, opFromSpec("matmul B=4 D=8 F=16 x=bf16 w=int8 z=bf16 compute=fp32"), dims));
    EXPECT_FALSE(sameShape(matmul, opFromSpec("matmul B=4 D=8 F=17 x=bf16 w=int8 z=bf16"), dims));
    EXPECT_FALSE(sameShape(matmul, opFromSpec("matmul B=4 D=8 F=16 x=bf16 w=bf16 z=bf16"), dims));
    EXPECT_FALSE(sameShape(matmul, opFromSpec("batched-matmul B=4 D=8 F=16 x=bf16 w=int8 z=bf16"), dims));
    // Flash attention keeps no scores: their dtype is no tensor's. Without flash it is one.
    const Op flash = opFromSpec("attention B=1 T=1 S=64 N=4 K=4 H=8 flash=1 s=fp32");
    EXPECT_TRUE(sameShape(flash, opFromSpec("attention B=1 T=1 S=64 N=4 K=4 H=8 flash=1 s=bf16"), dims));
    EXPECT_FALSE(sameShape(opFromSpec("attention B=1 T=1 S=64 N=4 K=4 H=8 flash=0 s=fp32"),
        opFromSpec("attention B=1 T=1 S=64 N=4 K=4 H=8 flash=0 s=bf16"), dims));
    EXPECT_FALSE(sameShape(flash, opFromSpec("attention B=1 T=1 S=64 N=4 K=4 H=8 causal=0"), dims));
}

} // namespace
} // namespace roofline::test
