#include "core/base/color.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace roofline {

namespace {

// D65 white in XYZ (Y = 1), as sRGB defines it.
constexpr double kWhiteX = 0.95047;
constexpr double kWhiteY = 1.0;
constexpr double kWhiteZ = 1.08883;
constexpr double kEpsilon = 216.0 / 24389.0;
constexpr double kKappa = 24389.0 / 27.0;

double degrees(double radians)
{
    return radians * 180.0 / std::numbers::pi;
}

double radians(double degrees)
{
    return degrees * std::numbers::pi / 180.0;
}

double linearize(std::uint8_t channel)
{
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// Linear → 8-bit sRGB, clamped to the gamut.
std::uint8_t encode(double linear)
{
    const double v = std::clamp(linear, 0.0, 1.0);
    const double c = v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1.0 / 2.4) - 0.055;
    return static_cast<std::uint8_t>(std::lround(c * 255.0));
}

struct Linear {
    double r, g, b;
};

Linear toLinear(Rgb color)
{
    return {linearize(color.r), linearize(color.g), linearize(color.b)};
}

double labF(double t)
{
    return t > kEpsilon ? std::cbrt(t) : (kKappa * t + 16.0) / 116.0;
}

double labFInverse(double f)
{
    const double cube = f * f * f;
    return cube > kEpsilon ? cube : (116.0 * f - 16.0) / kKappa;
}

// L*a*b* → linear RGB, unclamped (a component outside 0…1 is out of the sRGB gamut).
Linear labToLinear(const Lab& lab)
{
    const double fy = (lab.l + 16.0) / 116.0;
    const double fx = fy + lab.a / 500.0;
    const double fz = fy - lab.b / 200.0;
    const double x = kWhiteX * labFInverse(fx);
    const double y = kWhiteY * labFInverse(fy);
    const double z = kWhiteZ * labFInverse(fz);
    return {3.2404542 * x - 1.5371385 * y - 0.4985314 * z, -0.9692660 * x + 1.8760108 * y + 0.0415560 * z,
        0.0556434 * x - 0.2040259 * y + 1.0572252 * z};
}

bool inGamut(const Linear& c)
{
    constexpr double slack = 1e-9;
    return c.r >= -slack && c.r <= 1.0 + slack && c.g >= -slack && c.g <= 1.0 + slack && c.b >= -slack
        && c.b <= 1.0 + slack;
}

Rgb encode(const Linear& c)
{
    return {encode(c.r), encode(c.g), encode(c.b)};
}

// The end of good…bad where keep() still holds, to far below one 8-bit step: 40 halvings shrink
// any interval searched here (a lightness in 0…100, a chroma under 200) below 2e-10.
template<typename Keep> double bisect(double good, double bad, Keep keep)
{
    for (int step = 0; step < 40; ++step) {
        const double mid = (good + bad) / 2.0;
        (keep(mid) ? good : bad) = mid;
    }
    return good;
}

// The colour of lightness l and hue h with as much of `chroma` as sRGB can show.
Rgb atLightness(double l, double chroma, double hue)
{
    const auto linear = [&](double c) {
        return labToLinear(Lab {l, c * std::cos(radians(hue)), c * std::sin(radians(hue))});
    };
    double shown = chroma;
    if (!inGamut(linear(chroma)))
        shown = bisect(0.0, chroma, [&](double c) { return inGamut(linear(c)); });
    return encode(linear(shown));
}

} // namespace

std::optional<Rgb> parseHexColor(std::string_view text)
{
    if (text.size() != 7 || text[0] != '#')
        return std::nullopt;
    const auto digit = [](char c) -> int {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    };
    std::array<std::uint8_t, 3> channels {};
    for (std::size_t i = 0; i < 3; ++i) {
        const int high = digit(text[1 + 2 * i]);
        const int low = digit(text[2 + 2 * i]);
        if (high < 0 || low < 0)
            return std::nullopt;
        channels[i] = static_cast<std::uint8_t>(high * 16 + low);
    }
    return Rgb {channels[0], channels[1], channels[2]};
}

std::string hexColor(Rgb color)
{
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string text = "#";
    for (const std::uint8_t channel : {color.r, color.g, color.b}) {
        text += kDigits[channel / 16];
        text += kDigits[channel % 16];
    }
    return text;
}

Lab toLab(Rgb color)
{
    const Linear c = toLinear(color);
    const double x = 0.4124564 * c.r + 0.3575761 * c.g + 0.1804375 * c.b;
    const double y = 0.2126729 * c.r + 0.7151522 * c.g + 0.0721750 * c.b;
    const double z = 0.0193339 * c.r + 0.1191920 * c.g + 0.9503041 * c.b;
    const double fx = labF(x / kWhiteX);
    const double fy = labF(y / kWhiteY);
    const double fz = labF(z / kWhiteZ);
    return {116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)};
}

double hueAngle(const Lab& color)
{
    if (color.a == 0.0 && color.b == 0.0)
        return 0.0;
    const double h = degrees(std::atan2(color.b, color.a));
    return h < 0.0 ? h + 360.0 : h;
}

double ciede2000(const Lab& first, const Lab& second)
{
    // Sharma, Wu & Dalal 2005, equations (2)–(22).
    const double c1 = std::hypot(first.a, first.b);
    const double c2 = std::hypot(second.a, second.b);
    const double cMean7 = std::pow((c1 + c2) / 2.0, 7.0);
    const double g = 0.5 * (1.0 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7.0))));
    const Lab p1 {first.l, (1.0 + g) * first.a, first.b};
    const Lab p2 {second.l, (1.0 + g) * second.a, second.b};
    const double c1p = std::hypot(p1.a, p1.b);
    const double c2p = std::hypot(p2.a, p2.b);
    const double h1p = hueAngle(p1);
    const double h2p = hueAngle(p2);

    const double deltaL = p2.l - p1.l;
    const double deltaC = c2p - c1p;
    // Sharma sets Δh' = 0 and h̄' = h1' + h2' when a chroma is 0; no branch is needed for that: ΔH'
    // then has the factor √(C1'·C2') = 0, and h̄' reaches ΔE only through S_H and R_T, which both
    // multiply ΔH'.
    double deltah = h2p - h1p;
    if (deltah > 180.0)
        deltah -= 360.0;
    else if (deltah < -180.0)
        deltah += 360.0;
    const double deltaH = 2.0 * std::sqrt(c1p * c2p) * std::sin(radians(deltah / 2.0));

    const double lMean = (p1.l + p2.l) / 2.0;
    const double cMeanP = (c1p + c2p) / 2.0;
    double hMean = (h1p + h2p) / 2.0;
    if (std::fabs(h1p - h2p) > 180.0)
        hMean += h1p + h2p < 360.0 ? 180.0 : -180.0;
    const double t = 1.0 - 0.17 * std::cos(radians(hMean - 30.0)) + 0.24 * std::cos(radians(2.0 * hMean))
        + 0.32 * std::cos(radians(3.0 * hMean + 6.0)) - 0.20 * std::cos(radians(4.0 * hMean - 63.0));
    const double deltaTheta = 30.0 * std::exp(-std::pow((hMean - 275.0) / 25.0, 2.0));
    const double cMeanP7 = std::pow(cMeanP, 7.0);
    const double rc = 2.0 * std::sqrt(cMeanP7 / (cMeanP7 + std::pow(25.0, 7.0)));
    const double lOffset = (lMean - 50.0) * (lMean - 50.0);
    const double sl = 1.0 + 0.015 * lOffset / std::sqrt(20.0 + lOffset);
    const double sc = 1.0 + 0.045 * cMeanP;
    const double sh = 1.0 + 0.015 * cMeanP * t;
    const double rt = -std::sin(radians(2.0 * deltaTheta)) * rc;
    const double l = deltaL / sl;
    const double c = deltaC / sc;
    const double h = deltaH / sh;
    return std::sqrt(l * l + c * c + h * h + rt * c * h);
}

double ciede2000(Rgb first, Rgb second)
{
    return ciede2000(toLab(first), toLab(second));
}

double relativeLuminance(Rgb color)
{
    const Linear c = toLinear(color);
    return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
}

double contrastRatio(Rgb first, Rgb second)
{
    const double a = relativeLuminance(first);
    const double b = relativeLuminance(second);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

Rgb simulateDeuteranopia(Rgb color)
{
    const Linear c = toLinear(color);
    return encode(Linear {0.367322 * c.r + 0.860646 * c.g - 0.227968 * c.b,
        0.280085 * c.r + 0.672501 * c.g + 0.047413 * c.b, -0.011820 * c.r + 0.042940 * c.g + 0.968881 * c.b});
}

Rgb textShade(Rgb color, Rgb background, double minContrast)
{
    if (contrastRatio(color, background) >= minContrast)
        return color;
    // Away from the background: darker on a background that black contrasts with more.
    const Rgb black {0, 0, 0};
    const Rgb white {255, 255, 255};
    const bool darker = contrastRatio(black, background) >= contrastRatio(white, background);
    const Lab lab = toLab(color);
    const double chroma = std::hypot(lab.a, lab.b);
    const double hue = hueAngle(lab);
    // Contrast grows as the lightness moves away: find the nearest lightness that reaches it.
    const double extreme = darker ? 0.0 : 100.0;
    if (contrastRatio(atLightness(extreme, chroma, hue), background) < minContrast)
        return darker ? black : white;
    const double nearest = bisect(extreme, lab.l,
        [&](double l) { return contrastRatio(atLightness(l, chroma, hue), background) >= minContrast; });
    return atLightness(nearest, chroma, hue);
}

} // namespace roofline
