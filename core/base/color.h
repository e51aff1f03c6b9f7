#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace roofline {

// Colours as data, and the arithmetic that decides whether two of them can be told apart and
// whether text in one reads on another. Pure functions of 8-bit sRGB values.

struct Rgb {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;

    bool operator==(const Rgb&) const = default;
};

// "#rrggbb" (either case) → colour; anything else → nullopt.
std::optional<Rgb> parseHexColor(std::string_view text);
std::string hexColor(Rgb color); // "#rrggbb", lower case

// CIE L*a*b* under D65 (the sRGB white), L in 0…100.
struct Lab {
    double l = 0.0;
    double a = 0.0;
    double b = 0.0;
};
Lab toLab(Rgb color);

// The CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), kL = kC = kH = 1.
double ciede2000(const Lab& first, const Lab& second);
double ciede2000(Rgb first, Rgb second);

// WCAG 2 relative luminance (0 black … 1 white) and contrast ratio (1 … 21).
double relativeLuminance(Rgb color);
double contrastRatio(Rgb first, Rgb second);
constexpr double kTextContrast = 4.5; // WCAG AA for normal text

// What a deuteranope sees: Machado, Oliveira & Fernandes 2009, severity 1, applied in linear RGB.
Rgb simulateDeuteranopia(Rgb color);

// The L*a*b* hue angle in degrees (0 … 360).
double hueAngle(const Lab& color);

// `color` itself when text in it reads on `background` (contrast ≥ minContrast); otherwise the
// nearest shade of the same hue (darker on a light background, lighter on a dark one) that does.
Rgb textShade(Rgb color, Rgb background, double minContrast = kTextContrast);

// The chips' colours, handed out in this order: Okabe & Ito's palette adjusted so that any two are
// at least kPaletteMinDifference apart (CIEDE2000), at least kPaletteMinDeuteranopeDifference apart
// as a deuteranope sees them, and every one draws a line of contrast ≥ 2 on white and on the dark
// theme's plot: blue, vermillion, bluish green, reddish purple, orange, sky blue, grey, olive.
inline constexpr std::array<Rgb, 8> kChipPalette {Rgb {0x00, 0x72, 0xb2}, Rgb {0xbc, 0x54, 0x00},
    Rgb {0x13, 0x90, 0x5b}, Rgb {0xda, 0x85, 0xbd}, Rgb {0xff, 0xa3, 0x00}, Rgb {0x55, 0xba, 0xf4},
    Rgb {0x8a, 0x8a, 0x8a}, Rgb {0xa2, 0xa2, 0x4a}};
inline constexpr double kPaletteMinDifference = 20.0;
inline constexpr double kPaletteMinDeuteranopeDifference = 12.0;

} // namespace roofline
