#pragma once

#include <string>

namespace roofline::test {

// What poppler-utils' pdfinfo and pdftotext read from a PDF file (the paths of both tools are found
// when the build is configured; see tests/CMakeLists.txt).
struct PdfFacts {
    bool readable = false; // pdfinfo accepted the file
    int pages = 0;
    double widthPoints = 0.0; // of the first page, 1/72 inch
    double heightPoints = 0.0;
    std::string title; // the document's Title
    std::string text; // every page's text as pdftotext gives it, ligatures (ﬁ, ﬂ…) spelled out
    std::string problem; // what went wrong when !readable
};

PdfFacts readPdf(const std::string& path);

} // namespace roofline::test
