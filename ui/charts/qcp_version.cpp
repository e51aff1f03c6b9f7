#include "ui/charts/qcp_version.h"

#include "ui/charts/qcp.h"

namespace roofline::ui {

QString qcustomplotVersion()
{
    return QStringLiteral(QCUSTOMPLOT_VERSION_STR);
}

} // namespace roofline::ui
