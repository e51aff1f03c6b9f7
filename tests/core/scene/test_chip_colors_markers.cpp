// A chip's colour and an op's marker shape are the project's, not their position's.
#include "support/test_helpers.h"

#include "core/formats/project_json.h"
#include "core/formulas/marker.h"
#include "core/formulas/op_spec.h"
#include "core/scene/project.h"

namespace roofline::test {
namespace {

constexpr Rgb kBlue {0x00, 0x72, 0xb2};
constexpr Rgb kVermillion {0xbc, 0x54, 0x00};
constexpr Rgb kGreen {0x13, 0x90, 0x5b};
constexpr Rgb kPurple {0xda, 0x85, 0xbd};

// The load fails with `kind` and a message that holds every one of `parts`.
template<typename F> void expectError(F load, ErrorKind kind, std::initializer_list<std::string> parts)
{
    try {
        load();
        ADD_FAILURE() << "no error";
    } catch (const Error& error) {
        EXPECT_EQ(error.kind(), kind) << error.what();
        for (const std::string& part : parts)
            EXPECT_NE(std::string(error.what()).find(part), std::string::npos) << part << " not in " << error.what();
    }
}

Op op(const std::string& spec)
{
    return parseOpSpec(spec);
}

TEST(ChipColors, OldFilesGetThePaletteInOrder)
{
    Project project;
    project.chipIds = {"a", "b", "c"};
    EXPECT_EQ(chipColors(project), (std::vector<Rgb> {kBlue, kVermillion, kGreen}));
    EXPECT_EQ(chipColor(project, "b"), kVermillion);
    EXPECT_EQ(chipColor(project, "not-shown"), kPurple); // what it would get next
    assignChipColors(project);
    EXPECT_EQ(project.chipColors.size(), 3U);
    EXPECT_EQ(project.chipColors.at("c"), kGreen);
}

TEST(ChipColors, AChipKeepsItsColourWhenOthersComeAndGo)
{
    Project project;
    project.chipIds = {"a", "b", "c"};
    assignChipColors(project);
    // b hidden, d added, b shown again at the front.
    project.chipIds = {"a", "c", "d"};
    assignChipColors(project);
    EXPECT_EQ(project.chipColors.at("d"), kVermillion); // the first colour no shown chip has
    project.chipIds = {"b", "a", "c", "d"};
    EXPECT_EQ(chipColors(project), (std::vector<Rgb> {kVermillion, kBlue, kGreen, kVermillion}));
    // A colour the user picked is kept; a new chip skips it.
    project.chipColors["a"] = kPurple;
    project.chipIds = {"a", "e"};
    EXPECT_EQ(chipColors(project), (std::vector<Rgb> {kPurple, kBlue}));
}

TEST(ChipColors, PastEightChipsThePaletteRepeats)
{
    Project project;
    for (int i = 0; i < 10; ++i)
        project.chipIds.push_back("chip" + std::to_string(i));
    const std::vector<Rgb> colors = chipColors(project);
    ASSERT_EQ(colors.size(), 10U);
    for (std::size_t i = 0; i < 8; ++i)
        EXPECT_EQ(colors[i], kChipPalette[i]);
    EXPECT_EQ(colors[8], kChipPalette[0]);
    EXPECT_EQ(colors[9], kChipPalette[1]);
}

TEST(ChipColors, SavedAndLoaded)
{
    Project project = defaultProject();
    EXPECT_EQ(project.chipColors.at("tpu-v5e"), kBlue);
    EXPECT_EQ(project.chipColors.at("h100-sxm"), kVermillion);
    project.chipColors["h100-sxm"] = Rgb {0x12, 0xab, 0xef};
    const std::string text = projectToText(project);
    EXPECT_NE(text.find("\"chip_colors\""), std::string::npos);
    EXPECT_NE(text.find("\"h100-sxm\": \"#12abef\""), std::string::npos);
    EXPECT_EQ(parseProjectJson(text, "p.json"), project);

    // A file without the key loads with no stored colours: the palette draws them in order.
    const Project old = parseProjectJson(R"({"format": 1, "chips": ["h100-sxm", "tpu-v5e"]})", "old.json");
    EXPECT_TRUE(old.chipColors.empty());
    EXPECT_EQ(chipColors(old), (std::vector<Rgb> {kBlue, kVermillion}));
}

TEST(ChipColors, BadColourNamesFileKeyAndValue)
{
    expectError([] { parseProjectJson(R"({"format": 1, "chip_colors": {"tpu-v5e": "blue"}})", "p.json"); },
        ErrorKind::InvalidValue, {"p.json", "chip_colors.tpu-v5e", "#rrggbb", "\"blue\""});
    expectError([] { parseProjectJson(R"({"format": 1, "chip_colors": {"tpu-v5e": 3}})", "p.json"); },
        ErrorKind::WrongType, {"p.json", "chip_colors.tpu-v5e"});
    expectError([] { parseProjectJson(R"({"format": 1, "chip_colors": ["#000000"]})", "p.json"); },
        ErrorKind::WrongType, {"p.json", "chip_colors"});
}

TEST(OpMarkers, NamesRoundTrip)
{
    for (const MarkerShape shape : kAllMarkerShapes)
        EXPECT_EQ(parseMarkerShape(markerShapeName(shape)), shape);
    EXPECT_EQ(parseMarkerShape("Triangle-Down"), MarkerShape::TriangleDown);
    EXPECT_EQ(parseMarkerShape("STAR"), MarkerShape::Star);
    EXPECT_FALSE(parseMarkerShape("hexagon"));
    EXPECT_FALSE(parseMarkerShape(""));
    EXPECT_EQ(markerShapeNameList(),
        "circle, square, triangle, diamond, triangle-down, cross-square, plus-circle, star, "
        "cross, plus, plus-square, cross-circle");
}

TEST(OpMarkers, FirstFreeShapeAndOldFilesInOrder)
{
    std::vector<Op> ops {op("dot N=10"), op("dot N=20"), op("dot N=30")};
    EXPECT_EQ(
        opMarkers(ops), (std::vector<MarkerShape> {MarkerShape::Circle, MarkerShape::Square, MarkerShape::Triangle}));
    EXPECT_EQ(firstFreeMarker(ops), MarkerShape::Diamond);
    ops[1].marker = MarkerShape::Circle; // the first op without its own skips what others hold
    EXPECT_EQ(
        opMarkers(ops), (std::vector<MarkerShape> {MarkerShape::Square, MarkerShape::Circle, MarkerShape::Triangle}));
    EXPECT_EQ(firstFreeMarker({}), MarkerShape::Circle);
    // Twelve ops, as many as a legend lists, have twelve shapes; the thirteenth repeats the first.
    std::vector<Op> many(13, op("dot N=10"));
    assignOpMarkers(many);
    const std::vector<MarkerShape> twelve {MarkerShape::Circle, MarkerShape::Square, MarkerShape::Triangle,
        MarkerShape::Diamond, MarkerShape::TriangleDown, MarkerShape::CrossSquare, MarkerShape::PlusCircle,
        MarkerShape::Star, MarkerShape::Cross, MarkerShape::Plus, MarkerShape::PlusSquare, MarkerShape::CrossCircle};
    for (std::size_t i = 0; i < 12; ++i)
        EXPECT_EQ(many[i].marker, twelve[i]);
    EXPECT_EQ(many[12].marker, MarkerShape::Circle);
    EXPECT_EQ(firstFreeMarker(many), MarkerShape::Square); // all taken: by the count, repeating
}

TEST(OpMarkers, InsertingAnOpBeforeOthersKeepsTheirShapes)
{
    std::vector<Op> ops {op("dot N=10"), op("dot N=20"), op("dot N=30")};
    assignOpMarkers(ops);
    const std::vector<MarkerShape> before = opMarkers(ops);
    Op added = op("dot N=5");
    added.marker = firstFreeMarker(ops);
    ops.insert(ops.begin(), added);
    EXPECT_EQ(opMarkers(ops), (std::vector<MarkerShape> {MarkerShape::Diamond, before[0], before[1], before[2]}));
    ops.erase(ops.begin() + 1); // delete the first of the old ones
    std::swap(ops[1], ops[2]); // and reorder
    EXPECT_EQ(opMarkers(ops), (std::vector<MarkerShape> {MarkerShape::Diamond, before[2], before[1]}));
    EXPECT_EQ(firstFreeMarker(ops), MarkerShape::Circle); // the deleted op's shape is free again
}

TEST(OpMarkers, SavedAndLoaded)
{
    Project project = defaultProject();
    EXPECT_EQ(project.ops[0].marker, MarkerShape::Circle);
    EXPECT_EQ(project.ops[2].marker, MarkerShape::Triangle);
    EXPECT_EQ(project.sweeps[1].marker, MarkerShape::Square);
    project.ops[1].marker = MarkerShape::Star;
    const std::string text = projectToText(project);
    EXPECT_NE(text.find("\"marker\": \"star\""), std::string::npos);
    EXPECT_EQ(parseProjectJson(text, "p.json"), project);
    expectError(
        [] {
            parseProjectJson(
                R"({"format": 1, "ops": [{"kind": "dot", "numbers": {"N": 4}, "marker": "hexagon"}]})", "p.json");
        },
        ErrorKind::UnknownName, {"p.json", "ops[0].marker", "\"hexagon\"", "triangle-down"});
}

} // namespace
} // namespace roofline::test
