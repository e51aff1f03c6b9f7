#include "core/base/color.h"

#include <gtest/gtest.h>

#include <cmath>

namespace roofline {
namespace {

struct SharmaPair {
    Lab first;
    Lab second;
    double expected;
};

// Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes,
// supplementary test data, and mathematical observations", Table 1: all 34 pairs.
const SharmaPair kSharmaPairs[] = {
    {{50.0000, 2.6772, -79.7751}, {50.0000, 0.0000, -82.7485}, 2.0425},
    {{50.0000, 3.1571, -77.2803}, {50.0000, 0.0000, -82.7485}, 2.8615},
    {{50.0000, 2.8361, -74.0200}, {50.0000, 0.0000, -82.7485}, 3.4412},
    {{50.0000, -1.3802, -84.2814}, {50.0000, 0.0000, -82.7485}, 1.0000},
    {{50.0000, -1.1848, -84.8006}, {50.0000, 0.0000, -82.7485}, 1.0000},
    {{50.0000, -0.9009, -85.5211}, {50.0000, 0.0000, -82.7485}, 1.0000},
    {{50.0000, 0.0000, 0.0000}, {50.0000, -1.0000, 2.0000}, 2.3669},
    {{50.0000, -1.0000, 2.0000}, {50.0000, 0.0000, 0.0000}, 2.3669},
    {{50.0000, 2.4900, -0.0010}, {50.0000, -2.4900, 0.0009}, 7.1792},
    {{50.0000, 2.4900, -0.0010}, {50.0000, -2.4900, 0.0010}, 7.1792},
    {{50.0000, 2.4900, -0.0010}, {50.0000, -2.4900, 0.0011}, 7.2195},
    {{50.0000, 2.4900, -0.0010}, {50.0000, -2.4900, 0.0012}, 7.2195},
    {{50.0000, -0.0010, 2.4900}, {50.0000, 0.0009, -2.4900}, 4.8045},
    {{50.0000, -0.0010, 2.4900}, {50.0000, 0.0010, -2.4900}, 4.8045},
    {{50.0000, -0.0010, 2.4900}, {50.0000, 0.0011, -2.4900}, 4.7461},
    {{50.0000, 2.5000, 0.0000}, {50.0000, 0.0000, -2.5000}, 4.3065},
    {{50.0000, 2.5000, 0.0000}, {73.0000, 25.0000, -18.0000}, 27.1492},
    {{50.0000, 2.5000, 0.0000}, {61.0000, -5.0000, 29.0000}, 22.8977},
    {{50.0000, 2.5000, 0.0000}, {56.0000, -27.0000, -3.0000}, 31.9030},
    {{50.0000, 2.5000, 0.0000}, {58.0000, 24.0000, 15.0000}, 19.4535},
    {{50.0000, 2.5000, 0.0000}, {50.0000, 3.1736, 0.5854}, 1.0000},
    {{50.0000, 2.5000, 0.0000}, {50.0000, 3.2972, 0.0000}, 1.0000},
    {{50.0000, 2.5000, 0.0000}, {50.0000, 1.8634, 0.5757}, 1.0000},
    {{50.0000, 2.5000, 0.0000}, {50.0000, 3.2592, 0.3350}, 1.0000},
    {{60.2574, -34.0099, 36.2677}, {60.4626, -34.1751, 39.4387}, 1.2644},
    {{63.0109, -31.0961, -5.8663}, {62.8187, -29.7946, -4.0864}, 1.2630},
    {{61.2901, 3.7196, -5.3901}, {61.4292, 2.2480, -4.9620}, 1.8731},
    {{35.0831, -44.1164, 3.7933}, {35.0232, -40.0716, 1.5901}, 1.8645},
    {{22.7233, 20.0904, -46.6940}, {23.0331, 14.9730, -42.5619}, 2.0373},
    {{36.4612, 47.8580, 18.3852}, {36.2715, 50.5065, 21.2231}, 1.4146},
    {{90.8027, -2.0831, 1.4410}, {91.1528, -1.6435, 0.0447}, 1.4441},
    {{90.9257, -0.5406, -0.9208}, {88.6381, -0.8985, -0.7239}, 1.5381},
    {{6.7747, -0.2908, -2.4247}, {5.8714, -0.0985, -2.2286}, 0.6377},
    {{2.0776, 0.0795, -1.1350}, {0.9033, -0.0636, -0.5514}, 0.9082},
};

TEST(ColorMath, Ciede2000MatchesSharmaTestData)
{
    int index = 1;
    for (const SharmaPair& pair : kSharmaPairs) {
        EXPECT_NEAR(ciede2000(pair.first, pair.second), pair.expected, 5e-5) << "pair " << index;
        EXPECT_NEAR(ciede2000(pair.second, pair.first), pair.expected, 5e-5) << "pair " << index << " swapped";
        ++index;
    }
    EXPECT_EQ(ciede2000(Lab {40.0, 10.0, -20.0}, Lab {40.0, 10.0, -20.0}), 0.0);
}

TEST(ColorMath, Ciede2000IsSymmetricAlsoWhenTheHuesAreExactlyOpposite)
{
    // Sharma's Δh' keeps h2' − h1' when it is exactly ±180° (the wrap is for |h2' − h1'| > 180°), so
    // swapping the colours negates ΔC' and ΔH' together and R_T·ΔC'·ΔH' keeps its sign. These two
    // have a' scaled by the same (1 + G) and hues 164.98° and 344.98°, whose difference is exactly
    // 180.0 in doubles; h̄' = 254.98° is where R_T is large, so a wrap at exactly 180° would show.
    const Lab first {50.0, -5.0, 2.0};
    const Lab second {50.0, 20.0, -8.0};
    EXPECT_EQ(ciede2000(first, second), ciede2000(second, first));
    EXPECT_GT(ciede2000(first, second), 10.0);
}

TEST(ColorMath, Ciede2000MeanHueWrapsBelow360)
{
    // |h1' − h2'| > 180° and h1' + h2' ≥ 360°: Sharma's h̄' = (h1' + h2' − 360°)/2 = 1.42°, not 361.42°.
    // The two differ only in Δθ = 30°·exp(−((h̄' − 275°)/25°)²), 0 against 2.6e-4°, which a large ΔC'
    // and ΔH' (blue against a yellowish colour) carry into the fourth decimal. The expected value
    // comes from an independent implementation of Sharma's equations (1)–(22) in Python doubles.
    const Lab blue {50.0, 10.0, -100.0};
    const Lab yellowish {60.0, 1.0, 20.0};
    EXPECT_NEAR(ciede2000(blue, yellowish), 47.49345003442075, 1e-9);
    EXPECT_NEAR(ciede2000(yellowish, blue), 47.49345003442075, 1e-9);
}

TEST(ColorMath, LabOfSrgbPrimariesAndWhite)
{
    // Published sRGB (D65) → CIELAB values.
    const Lab white = toLab({255, 255, 255});
    EXPECT_NEAR(white.l, 100.0, 1e-3);
    EXPECT_NEAR(white.a, 0.0, 1e-2);
    EXPECT_NEAR(white.b, 0.0, 1e-2);
    const Lab red = toLab({255, 0, 0});
    EXPECT_NEAR(red.l, 53.2408, 1e-3);
    EXPECT_NEAR(red.a, 80.0925, 1e-2);
    EXPECT_NEAR(red.b, 67.2032, 1e-2);
    const Lab black = toLab({0, 0, 0});
    EXPECT_NEAR(black.l, 0.0, 1e-9);
    // A dark grey below the linear segment of L* (Y < 216/24389): L* = 903.3 · Y.
    const Lab dark = toLab({1, 1, 1});
    EXPECT_NEAR(dark.l, 903.2963 * (1.0 / 255.0 / 12.92), 1e-6);
    EXPECT_NEAR(hueAngle(red), std::atan2(67.2032, 80.0925) * 180.0 / 3.14159265358979, 1e-2);
    EXPECT_GT(hueAngle(toLab({0, 0, 255})), 180.0); // blue: b* < 0, so past 180°
    EXPECT_EQ(hueAngle(Lab {50.0, 0.0, 0.0}), 0.0);
}

TEST(ColorMath, WcagLuminanceAndContrastExamples)
{
    EXPECT_DOUBLE_EQ(relativeLuminance({255, 255, 255}), 1.0);
    EXPECT_DOUBLE_EQ(relativeLuminance({0, 0, 0}), 0.0);
    EXPECT_NEAR(relativeLuminance({128, 128, 128}), 0.21586, 1e-5);
    EXPECT_DOUBLE_EQ(contrastRatio({0, 0, 0}, {255, 255, 255}), 21.0);
    EXPECT_DOUBLE_EQ(contrastRatio({255, 255, 255}, {0, 0, 0}), 21.0);
    EXPECT_DOUBLE_EQ(contrastRatio({12, 34, 56}, {12, 34, 56}), 1.0);
    // #767676 is the lightest grey that passes AA on white (4.54:1); #777777 fails (4.48:1).
    EXPECT_NEAR(contrastRatio({0x76, 0x76, 0x76}, {255, 255, 255}), 4.54, 5e-3);
    EXPECT_NEAR(contrastRatio({0x77, 0x77, 0x77}, {255, 255, 255}), 4.48, 5e-3);
    // Pure red on white: 4.0:1.
    EXPECT_NEAR(contrastRatio({255, 0, 0}, {255, 255, 255}), 3.998, 1e-3);
}

TEST(ColorMath, DeuteranopiaSimulation)
{
    // Machado et al. 2009, severity 1.0: the rows sum to 1, so greys are unchanged.
    EXPECT_EQ(simulateDeuteranopia({255, 255, 255}), (Rgb {255, 255, 255}));
    EXPECT_EQ(simulateDeuteranopia({0, 0, 0}), (Rgb {0, 0, 0}));
    EXPECT_EQ(simulateDeuteranopia({128, 128, 128}), (Rgb {128, 128, 128}));
    // Primaries through the matrix (linear RGB), values from an independent implementation.
    EXPECT_EQ(simulateDeuteranopia({255, 0, 0}), (Rgb {163, 144, 0}));
    EXPECT_EQ(simulateDeuteranopia({0, 255, 0}), (Rgb {239, 214, 58}));
    EXPECT_EQ(simulateDeuteranopia({0, 0, 255}), (Rgb {0, 61, 251}));
    // Red and green, far apart for most, nearly meet for a deuteranope.
    EXPECT_GT(ciede2000(Rgb {0xd0, 0x30, 0x30}, Rgb {0x30, 0xa0, 0x30}), 50.0);
    EXPECT_LT(ciede2000(simulateDeuteranopia({0xd0, 0x30, 0x30}), simulateDeuteranopia({0x30, 0xa0, 0x30})), 25.0);
}

TEST(ColorMath, HexColorsReadAndWrite)
{
    EXPECT_EQ(parseHexColor("#0072b2"), (Rgb {0x00, 0x72, 0xb2}));
    EXPECT_EQ(parseHexColor("#FFa300"), (Rgb {0xff, 0xa3, 0x00}));
    EXPECT_EQ(parseHexColor("#09afAF"), (Rgb {0x09, 0xaf, 0xaf}));
    EXPECT_EQ(hexColor({0x0a, 0xbc, 0xff}), "#0abcff");
    EXPECT_EQ(hexColor({0, 0, 0}), "#000000");
    for (const char* bad :
        {"", "0072b2", "#0072b", "#0072b2a", "#0g72b2", "#00 2b2", "red", "#:72b2", "#@72b2", "#G72b2", "#`72b2"})
        EXPECT_FALSE(parseHexColor(bad).has_value()) << bad;
}

constexpr Rgb kWhite {255, 255, 255};
constexpr Rgb kDarkPlot {0x26, 0x28, 0x2b}; // the dark theme's plot background

TEST(ColorMath, TextShadeKeepsReadableColoursAndHue)
{
    // Already readable: unchanged.
    EXPECT_EQ(textShade({0, 0, 0}, kWhite), (Rgb {0, 0, 0}));
    EXPECT_EQ(textShade({0x76, 0x76, 0x76}, kWhite), (Rgb {0x76, 0x76, 0x76}));
    // A grey that fails becomes the grey that just passes (#767676 or a hair darker).
    const Rgb grey = textShade({0x99, 0x99, 0x99}, kWhite);
    EXPECT_EQ(grey.r, grey.g);
    EXPECT_EQ(grey.g, grey.b);
    EXPECT_GE(grey.r, 0x74);
    EXPECT_LE(grey.r, 0x76);
    // Yellow on white: darker, same hue, and just enough (not black).
    const Rgb yellow {0xf0, 0xe4, 0x42};
    const Rgb shade = textShade(yellow, kWhite);
    EXPECT_GE(contrastRatio(shade, kWhite), 4.5);
    EXPECT_LT(contrastRatio(shade, kWhite), 4.8);
    EXPECT_LT(toLab(shade).l, toLab(yellow).l);
    EXPECT_NEAR(hueAngle(toLab(shade)), hueAngle(toLab(yellow)), 3.0);
    // Blue on the dark plot: lighter, same hue.
    const Rgb blue {0x00, 0x72, 0xb2};
    const Rgb light = textShade(blue, kDarkPlot);
    EXPECT_GE(contrastRatio(light, kDarkPlot), 4.5);
    EXPECT_LT(contrastRatio(light, kDarkPlot), 4.8);
    EXPECT_GT(toLab(light).l, toLab(blue).l);
    EXPECT_NEAR(hueAngle(toLab(light)), hueAngle(toLab(blue)), 3.0);
    // A contrast no shade reaches: the best there is.
    EXPECT_EQ(textShade(blue, kWhite, 30.0), (Rgb {0, 0, 0}));
    EXPECT_EQ(textShade(blue, kDarkPlot, 30.0), (Rgb {255, 255, 255}));
}

TEST(ColorMath, TextShadeKeepsAColourThatReachesTheContrastExactly)
{
    // A colour whose contrast is exactly the minimum asked for reads: it comes back as it is, not
    // as the nearest lightness the search would find for it. (#767676 on white is 4.54:1.)
    // #fbfe00 is one of the yellows at the edge of the gamut that the search would not find again
    // (at its own lightness, chroma and hue the search gives #fff99d): only the early return gives it back.
    for (const Rgb color :
        {Rgb {0x76, 0x76, 0x76}, Rgb {0xd5, 0x5e, 0x00}, Rgb {0x00, 0x72, 0xb2}, Rgb {0xfb, 0xfe, 0x00}}) {
        const double exactly = contrastRatio(color, kWhite);
        EXPECT_EQ(textShade(color, kWhite, exactly), color) << hexColor(color);
    }
}

TEST(ColorMath, TextShadeLandsOnTheLightestGreyThatReachesTheContrastExactly)
{
    // A lightness whose colour reaches the minimum exactly counts as reaching it: asked for exactly
    // #767676's contrast on white, a light grey becomes #767676 itself, not the next darker #757575.
    const Rgb passes {0x76, 0x76, 0x76};
    EXPECT_EQ(textShade({0x99, 0x99, 0x99}, kWhite, contrastRatio(passes, kWhite)), passes);
}

TEST(ChipPalette, EveryPairDistinctAlsoForDeuteranopes)
{
    for (std::size_t i = 0; i < kChipPalette.size(); ++i) {
        for (std::size_t j = i + 1; j < kChipPalette.size(); ++j) {
            EXPECT_GE(ciede2000(kChipPalette[i], kChipPalette[j]), kPaletteMinDifference)
                << hexColor(kChipPalette[i]) << " " << hexColor(kChipPalette[j]);
            EXPECT_GE(ciede2000(simulateDeuteranopia(kChipPalette[i]), simulateDeuteranopia(kChipPalette[j])),
                kPaletteMinDeuteranopeDifference)
                << hexColor(kChipPalette[i]) << " " << hexColor(kChipPalette[j]);
        }
    }
    EXPECT_GE(kPaletteMinDifference, 20.0);
}

TEST(ChipPalette, LinesAndTextReadInEveryTheme)
{
    // Light and slide plots are white; the dark theme's plot is #26282b.
    for (const Rgb background : {kWhite, kDarkPlot}) {
        for (const Rgb color : kChipPalette) {
            EXPECT_GE(contrastRatio(color, background), 2.0) << hexColor(color) << " line";
            const Rgb text = textShade(color, background);
            EXPECT_GE(contrastRatio(text, background), 4.5) << hexColor(color) << " on " << hexColor(background);
            // A shade of the same hue (the grey has none to keep).
            if (std::hypot(toLab(color).a, toLab(color).b) > 10.0) {
                EXPECT_NEAR(hueAngle(toLab(text)), hueAngle(toLab(color)), 4.0) << hexColor(color);
            }
        }
    }
}

} // namespace
} // namespace roofline

// Mutation testing of core/base/color.cpp (tests/mutation/mutate_core.py core/base/color.cpp): 71 mutants, 66 caught
// (92 %). The dead branches an earlier run left alive are gone from the code (Sharma's zero-chroma
// cases, which cannot reach ΔE; two copies of the bisection); the boundaries are tested where they
// bite (hues exactly 180° apart, the mean hue's wrap, a contrast reached exactly, #fbfe00). The five
// survivors change nothing a caller can see:
// - inGamut's slack (1 + 1e-9 → 1 − 1e-9, twice): moves the gamut's top edge by 2e-9 in linear light,
//   a millionth of what one 8-bit step (1/255 ≈ 4e-3) needs to round differently.
// - bisect's 40 → 41 halvings: the extra step halves an interval already below 100 / 2^40 (a
//   lightness) or 200 / 2^40 (a chroma), some 1e-10 of an 8-bit step of the colour returned.
// - darker = black ≥ white → black > white: differs only for a background exactly as far from black
//   as from white; no 8-bit colour is (all 16,777,216 checked: the two ratios are never equal).
// - extreme < minimum → ≤: differs only when black (or white) reaches the minimum exactly; then the
//   search's every lightness that reaches it encodes to black (white) too, so black (white) comes
//   back either way.
