// docs/model.md §14: a link's domain (how many chips it joins directly), which link(s) a collective over n chips
// takes when it names none, and the two-tier all-reduce
//   T = 2(d−1)/d·Z/bw_in + 2(n/d−1)/(n/d)·(Z/d)/bw_out + 2(d−1)·lat_in + 2(n/d−1)·lat_out.
// Every expected number below is worked by hand from the shipped files' figures (quoted in each test), not read
// back from the app.
#include "support/test_helpers.h"

#include "core/base/error.h"
#include "core/formats/chip_json.h"
#include "core/formulas/collective.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"
#include "core/scene/scene.h"

namespace roofline::test {
namespace {

constexpr double kByHand = 1e-12;

// H100 SXM as shipped: NVLink 18 × 2.5e10 B/s each way, 0.6 µs a hop, domain 8 (an HGX board); PCIe 6.4e10, domain 1
// (the host); NIC 5e10, 2.7 µs a hop, any number of chips.
TEST(CollectiveTiers, SixteenH100sAllReduceInsideEachBoardOfEightThenAcrossTwoOverTheNic)
{
    const Chip& h100 = shippedChip("h100-sxm");
    // N = 2^24 bf16 elements: Z = 33,554,432 bytes per chip; n = 16, d = 8, n/d = 2; both ways round each ring.
    const Evaluation e = evaluate(h100, parseOpSpec("all-reduce N=16777216 chips=16 links=18 ring=bi dtype=bf16"), {});
    ASSERT_EQ(e.tiers.size(), 2u);
    EXPECT_EQ(e.tiers[0].link, "NVLink");
    EXPECT_EQ(e.tiers[0].chips, 8.0);
    EXPECT_EQ(e.tiers[1].link, "NIC");
    EXPECT_EQ(e.tiers[1].chips, 2.0);
    // Inside: 2·7/8·Z = 58,720,256 bytes at 18 × 2.5e10 × 2 = 9e11 B/s, 2·7 hops of 0.6 µs = 8.4 µs.
    EXPECT_TRUE(relativelyNear(e.tiers[0].bytes, 58720256.0, kByHand));
    EXPECT_TRUE(relativelyNear(e.tiers[0].bandwidthBytesPerS, 9e11, kByHand));
    EXPECT_TRUE(relativelyNear(e.tiers[0].seconds, 58720256.0 / 9e11 + 8.4e-6, kByHand));
    // Across: 2·1/2·Z/8 = 4,194,304 bytes at 1 NIC × 5e10 × 2 = 1e11 B/s, 2·1 hops of 2.7 µs = 5.4 µs.
    EXPECT_TRUE(relativelyNear(e.tiers[1].bytes, 4194304.0, kByHand));
    EXPECT_TRUE(relativelyNear(e.tiers[1].bandwidthBytesPerS, 1e11, kByHand));
    EXPECT_TRUE(relativelyNear(e.tiers[1].seconds, 4194304.0 / 1e11 + 5.4e-6, kByHand));
    // T_comms is both tiers': 65.2447 µs + 41.9430 µs + 13.8 µs = 120.988 µs.
    EXPECT_TRUE(relativelyNear(e.tComms, 58720256.0 / 9e11 + 4194304.0 / 1e11 + 13.8e-6, kByHand));
    EXPECT_TRUE(relativelyNear(e.latencyS, 13.8e-6, kByHand));
    // Drawn against the NIC, the tier across boards: its bytes, and the FLOPs (15/16 of N additions) over them.
    EXPECT_EQ(e.levelName, "NIC");
    EXPECT_TRUE(relativelyNear(e.bytes, 4194304.0, kByHand));
    EXPECT_TRUE(relativelyNear(e.intensity, 15.0 / 16.0 * 16777216.0 / 4194304.0, kByHand));
}

TEST(CollectiveTiers, ABStepMovesATwoTierCollectiveAsEvaluatingItAgainDoes)
{
    // A point following the B slider is moved from its cost lines, not evaluated again: the outer tier's share of
    // the bytes must come with it. 16 H100s all-reduce N = B bf16 elements, B from 1000 to 4096.
    const Chip& h100 = shippedChip("h100-sxm");
    const std::vector<const Chip*> chips {&h100};
    const std::vector<Op> ops {parseOpSpec("all-reduce N=B chips=16 links=18 ring=bi dtype=bf16")};
    RooflineScene scene = buildRooflineScene(chips, ops, Dims {1000, 0, 0}, RooflineOptions {});
    OpPointCache cache;
    updateOpPoints(scene, cache, chips, ops, Dims {1000, 0, 0});
    updateOpPoints(scene, cache, chips, ops, Dims {4096, 0, 0});
    const Evaluation& moved = scene.chips[0].points[0].evaluation;
    const Evaluation again = evaluate(h100, ops[0], Dims {4096, 0, 0});
    EXPECT_TRUE(relativelyNear(moved.tComms, again.tComms, kByHand));
    EXPECT_TRUE(relativelyNear(moved.bytes, again.bytes, kByHand));
    EXPECT_TRUE(relativelyNear(moved.intensity, again.intensity, kByHand));
    // By hand: Z = 8192 bytes; inside 2·7/8·Z at 9e11 plus 8.4 µs, across 2·1/2·Z/8 at 1e11 plus 5.4 µs.
    EXPECT_TRUE(relativelyNear(moved.tComms, 1.75 * 8192 / 9e11 + 8192.0 / 8 / 1e11 + 13.8e-6, kByHand));
}

TEST(CollectiveTiers, TheRooflineDrawsATwoTierCollectiveOnItsOuterLinkWithTheInnerAsAGhost)
{
    const Chip& h100 = shippedChip("h100-sxm");
    const std::vector<const Chip*> chips {&h100};
    const auto slopesOf = [&](const std::vector<Op>& ops, const RooflineOptions& options) {
        return buildRooflineScene(chips, ops, Dims {1024, 0, 0}, options).chips[0];
    };
    const auto named = [](const ChipRoofline& layer, std::string_view name) -> const SlopeLine* {
        for (const SlopeLine& slope : layer.slopes) {
            if (slope.name == name)
                return &slope;
        }
        return nullptr;
    };
    // Focused detail: the lines the ops are against. 16 H100s: drawn against the NIC (its slope, with a ridge),
    // NVLink inside each board as a ghost, one link's 25 GB/s as every link slope is by default, with no ridge.
    RooflineOptions focused;
    focused.detail = Detail::Focused;
    const ChipRoofline across = slopesOf({parseOpSpec("all-reduce N=B chips=16 dtype=bf16")}, focused);
    ASSERT_EQ(across.points.size(), 1u);
    EXPECT_EQ(across.points[0].evaluation.levelName, "NIC");
    const SlopeLine* nic = named(across, "NIC");
    const SlopeLine* nvlink = named(across, "NVLink");
    ASSERT_TRUE(nic && nvlink);
    EXPECT_FALSE(nic->ghost);
    EXPECT_TRUE(nvlink->ghost);
    EXPECT_EQ(nvlink->bytesPerS, 2.5e10);
    EXPECT_EQ(nvlink->toFlopsPerS, nic->toFlopsPerS); // it still ends at the roof, as every slope does
    EXPECT_FALSE(std::ranges::any_of(across.ridges, [](const RidgePoint& r) { return r.levelName == "NVLink"; }));
    EXPECT_TRUE(std::ranges::any_of(across.ridges, [](const RidgePoint& r) { return r.levelName == "NIC"; }));
    // For all 18 links, as the other link slopes then are.
    RooflineOptions all = focused;
    all.allLinks = true;
    EXPECT_EQ(named(slopesOf({parseOpSpec("all-reduce N=B chips=16")}, all), "NVLink")->bytesPerS, 18 * 2.5e10);
    // An op over NVLink itself draws it as a slope: no ghost then. Nor within a board, nor with NVLink hidden.
    const ChipRoofline both
        = slopesOf({parseOpSpec("all-reduce N=B chips=16"), parseOpSpec("all-reduce N=B chips=8")}, focused);
    EXPECT_FALSE(named(both, "NVLink")->ghost);
    const ChipRoofline inside = slopesOf({parseOpSpec("all-reduce N=B chips=8")}, focused);
    EXPECT_FALSE(std::ranges::any_of(inside.slopes, [](const SlopeLine& s) { return s.ghost; }));
    // Full detail draws every link as itself.
    EXPECT_FALSE(named(slopesOf({parseOpSpec("all-reduce N=B chips=16")}, RooflineOptions {}), "NVLink")->ghost);
    RooflineOptions hidden = focused;
    hidden.hiddenLevels = {"nvlink"};
    EXPECT_EQ(named(slopesOf({parseOpSpec("all-reduce N=B chips=16")}, hidden), "NVLink"), nullptr);
}

TEST(CollectiveTiers, EightH100sStayOnNvlinkAndANamedLinkIsTakenAtAnyCount)
{
    const Chip& h100 = shippedChip("h100-sxm");
    const Evaluation eight = evaluate(h100, parseOpSpec("all-reduce N=1000000 chips=8 links=18 ring=bi"), {});
    ASSERT_EQ(eight.tiers.size(), 1u);
    EXPECT_EQ(eight.tiers[0].link, "NVLink");
    // 2·7/8·2e6 = 3.5e6 bytes at 9e11 B/s, 8.4 µs of hops.
    EXPECT_TRUE(relativelyNear(eight.tComms, 3.5e6 / 9e11 + 8.4e-6, kByHand));
    // --link still names one: sixteen chips over NVLink alone, as a user asked.
    const Evaluation named
        = evaluate(h100, parseOpSpec("all-reduce N=1000000 chips=16 links=18 ring=bi link=NVLink"), {});
    ASSERT_EQ(named.tiers.size(), 1u);
    EXPECT_EQ(named.levelName, "NVLink");
    EXPECT_TRUE(relativelyNear(named.bytes, 2.0 * 15.0 / 16.0 * 2e6, kByHand));
}

TEST(CollectiveTiers, ADomainThatDoesNotDivideTheChipsUsesItsLargestDivisorInside)
{
    // 12 H100s: 8 does not divide 12, so rings of 6 inside a board and 2 across.
    const CollectiveLinks plan = collectiveLinks(shippedChip("h100-sxm"), 12.0);
    ASSERT_NE(plan.outer, nullptr);
    EXPECT_EQ(plan.inner->name, "NVLink");
    EXPECT_EQ(plan.outer->name, "NIC");
    EXPECT_EQ(plan.innerChips, 6.0);
    // The shares of the one-ring bytes 2·11/12·Z: inside 2·5/6·Z, across 2·1/2·Z/6; they add up to 1.
    EXPECT_TRUE(relativelyNear(innerAllReduceShare(12, 6), (5.0 / 6.0) / (11.0 / 12.0), kByHand));
    EXPECT_TRUE(relativelyNear(outerAllReduceShare(12, 6), (1.0 / 2.0 / 6.0) / (11.0 / 12.0), kByHand));
    EXPECT_TRUE(relativelyNear(innerAllReduceShare(12, 6) + outerAllReduceShare(12, 6), 1.0, kByHand));
}

TEST(CollectiveTiers, ATpuSliceIsOneTierUpToItsLargestSliceAndCrossesDcnPast)
{
    // TPU v5e: ICI 4 × 4.5e10, domain 256 (a 16×16 slice); PCIe domain 1 (the host); DCN 3.125e9, any number.
    const Chip& v5e = shippedChip("tpu-v5e");
    EXPECT_EQ(collectiveLinks(v5e, 256.0).outer, nullptr);
    const CollectiveLinks past = collectiveLinks(v5e, 512.0);
    EXPECT_EQ(past.inner->name, "ICI");
    ASSERT_NE(past.outer, nullptr);
    EXPECT_EQ(past.outer->name, "DCN"); // not PCIe, which joins no other TPU
    EXPECT_EQ(past.innerChips, 256.0);
    // The chapter's two-chip all-reduce keeps ICI alone.
    EXPECT_EQ(collectiveLinks(v5e, 2.0).inner->name, "ICI");
}

TEST(CollectiveTiers, GB200Nvl72JoinsSeventyTwoOnNvlinkAlone)
{
    const Chip& gb200 = shippedChip("gb200-nvl72");
    EXPECT_EQ(collectiveLinks(gb200, 64.0).outer, nullptr);
    EXPECT_EQ(collectiveLinks(gb200, 72.0).inner->name, "NVLink");
    const CollectiveLinks past = collectiveLinks(gb200, 144.0);
    ASSERT_NE(past.outer, nullptr);
    EXPECT_EQ(past.innerChips, 72.0);
    EXPECT_EQ(past.outer->name, "NIC");
}

TEST(CollectiveTiers, WithoutDomainsTheFastestLinkCarriesEveryCollective)
{
    // Fastest by what a chip's links of a kind carry together: 8 × 1e10 = 8e10 beats one of 3e10.
    Chip chip = exampleChip(1e15, 1e12);
    chip.links.push_back({"fat", 3e10, std::nullopt, BandwidthKind::Link, {}, 1.0, 0.0});
    chip.links.push_back({"many", 1e10, std::nullopt, BandwidthKind::Link, {}, 8.0, 0.0});
    const CollectiveLinks plan = collectiveLinks(chip, 1024.0);
    EXPECT_EQ(plan.inner->name, "many");
    EXPECT_EQ(plan.outer, nullptr);
    EXPECT_EQ(plan.innerChips, 1024.0);
    // Of equals, the first the file lists.
    Chip equal = exampleChip(1e15, 1e12);
    equal.links.push_back({"first", 2e10, std::nullopt, BandwidthKind::Link, {}, 2.0, 0.0});
    equal.links.push_back({"second", 4e10, std::nullopt, BandwidthKind::Link, {}, 1.0, 0.0});
    EXPECT_EQ(collectiveLinks(equal, 16.0).inner->name, "first");
}

TEST(CollectiveTiers, APairOfCardsIsTheSmallestDomain)
{
    // H100 PCIe: an NVLink bridge joins 2 cards (domain 2), PCIe any number: 4 cards are 2 pairs, rings of 2
    // inside and of 2 across.
    const CollectiveLinks plan = collectiveLinks(shippedChip("h100-pcie"), 4.0);
    EXPECT_EQ(plan.inner->name, "NVLink");
    ASSERT_NE(plan.outer, nullptr);
    EXPECT_EQ(plan.outer->name, "PCIe");
    EXPECT_EQ(plan.innerChips, 2.0);
    EXPECT_EQ(collectiveLinks(shippedChip("h100-pcie"), 2.0).outer, nullptr);
}

TEST(CollectiveTiers, AnOuterLinkWithADomainMustHoldTheDomainsItJoins)
{
    // Boards of 8 on a rail link that joins 4 boards: 32 chips are 4 boards (the rail holds them), 64 are 8
    // (it does not, and nothing else joins them).
    Chip chip = exampleChip(1e15, 1e12);
    BandwidthLevel board {"board", 1e11, std::nullopt, BandwidthKind::Link, {}, 4.0, 0.0};
    board.domain = 8;
    BandwidthLevel rail {"rail", 5e10, std::nullopt, BandwidthKind::Link, {}, 1.0, 0.0};
    rail.domain = 4;
    chip.links = {board, rail};
    const CollectiveLinks plan = collectiveLinks(chip, 32.0);
    EXPECT_EQ(plan.inner->name, "board");
    ASSERT_NE(plan.outer, nullptr);
    EXPECT_EQ(plan.outer->name, "rail");
    EXPECT_EQ(plan.innerChips, 8.0);
    EXPECT_THROW((void)collectiveLinks(chip, 64.0), Error);
}

TEST(CollectiveTiers, ABoardWithNoLinkPastItIsRefusedNamingTheDomains)
{
    // A100 SXM: NVLink domain 8 and PCIe to the host; no NIC in the file, so nothing joins 16.
    try {
        (void)collectiveLinks(shippedChip("a100-sxm-80gb"), 16.0);
        FAIL() << "16 A100s were joined";
    } catch (const Error& error) {
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::NoLinkReaches);
        EXPECT_NE(std::string(error.what()).find("NVLink 8, PCIe 1"), std::string::npos) << error.what();
    }
}

TEST(CollectiveTiers, DomainIsALinksWholeNumberAndNoMemoryLevelsKey)
{
    const auto load = [](const std::string& links,
                          const std::string& memory = R"({"name": "HBM", "bandwidth_bytes_per_s": 1e12})") {
        return parseChipJson(R"({"id": "c", "name": "C", "vendor": "V", "peak_flops_per_s": {"bf16": 1e15},
            "memory": [)"
                + memory + R"(], "links": [)" + links + "]}",
            "c.json");
    };
    EXPECT_EQ(*load(R"({"name": "L", "bandwidth_bytes_per_s": 1e10, "domain": 8})").links[0].domain, 8.0);
    EXPECT_FALSE(load(R"({"name": "L", "bandwidth_bytes_per_s": 1e10})").links[0].domain);
    for (const char* bad : {"0", "2.5", "-8", "2e6"}) {
        SCOPED_TRACE(bad);
        EXPECT_THROW(
            load(std::string(R"({"name": "L", "bandwidth_bytes_per_s": 1e10, "domain": )") + bad + "}"), Error);
    }
    try {
        load(R"({"name": "L", "bandwidth_bytes_per_s": 1e10})",
            R"({"name": "HBM", "bandwidth_bytes_per_s": 1e12, "domain": 8})");
        FAIL() << "a memory level's domain was taken";
    } catch (const Error& error) {
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::DomainOnMemoryLevel);
        EXPECT_EQ(error.detail()->keyPath, "memory[0].domain");
    }
    // Written back as it was read.
    const Chip chip = load(R"({"name": "L", "bandwidth_bytes_per_s": 1e10, "domain": 72})");
    EXPECT_EQ(parseChipJson(chipToJson(chip).dump(), "again.json").links[0].domain, 72.0);
}

} // namespace
} // namespace roofline::test
