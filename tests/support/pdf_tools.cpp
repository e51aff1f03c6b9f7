#include "support/pdf_tools.h"

#include "support/run_process.h"

#include <cstdio>
#include <sstream>
#include <string_view>
#include <utility>

namespace roofline::test {

namespace {

// The chart fonts set "fl" in "Rooflines" as one glyph, U+FB02, and pdftotext gives it as such; a PDF
// viewer's search spells such ligatures out, and so does this.
std::string spellOutLigatures(std::string text)
{
    static const std::pair<std::string_view, std::string_view> kLigatures[] {
        {"\uFB00", "ff"}, {"\uFB01", "fi"}, {"\uFB02", "fl"}, {"\uFB03", "ffi"}, {"\uFB04", "ffl"}};
    for (const auto& [ligature, letters] : kLigatures) {
        for (std::size_t at = text.find(ligature); at != std::string::npos; at = text.find(ligature, at))
            text.replace(at, ligature.size(), letters);
    }
    return text;
}

} // namespace

PdfFacts readPdf(const std::string& path)
{
    PdfFacts facts;
    const ProcessResult info = runProcess(ROOFLINE_PDFINFO, {path});
    if (info.exitCode != 0) {
        facts.problem = "pdfinfo " + path + " failed: " + info.err;
        return facts;
    }
    std::istringstream lines(info.out);
    std::string line;
    while (std::getline(lines, line)) {
        const std::size_t colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const std::string key = line.substr(0, colon);
        std::string value = line.substr(colon + 1);
        value.erase(0, value.find_first_not_of(' '));
        if (key == "Pages")
            facts.pages = std::stoi(value);
        else if (key == "Title")
            facts.title = value;
        else if (key == "Page size") // "960 x 540 pts"
            std::sscanf(value.c_str(), "%lf x %lf", &facts.widthPoints, &facts.heightPoints);
    }
    const ProcessResult text = runProcess(ROOFLINE_PDFTOTEXT, {"-enc", "UTF-8", path, "-"});
    if (text.exitCode != 0) {
        facts.problem = "pdftotext " + path + " failed: " + text.err;
        return facts;
    }
    facts.text = spellOutLigatures(text.out);
    facts.readable = true;
    return facts;
}

} // namespace roofline::test
