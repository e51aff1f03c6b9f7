#pragma once

#include <QString>

namespace roofline::ui {

// The QCustomPlot the charts were built against ("2.1.0"), for Help → About: only ui/charts may
// include qcustomplot.h.
QString qcustomplotVersion();

} // namespace roofline::ui
