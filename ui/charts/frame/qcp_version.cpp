#include "ui/charts/frame/qcp_version.h"

#include "ui/charts/frame/qcp.h"

namespace roofline::ui {

QString qcustomplotVersion()
{
    return QStringLiteral(QCUSTOMPLOT_VERSION_STR);
}

} // namespace roofline::ui
