#pragma once

// The one way ui/ includes QCustomPlot. qcustomplot.h is written with the `signals` and `foreach`
// keywords, which this project switches off (QT_NO_KEYWORDS, QT_NO_FOREACH); they are defined only
// while it is read. Only files in ui/charts include this.

#include <QtCore/qglobal.h>
#include <QtCore/qobjectdefs.h>

#define signals Q_SIGNALS
#define foreach(variable, container) for (variable : container)
#include <qcustomplot.h>
#undef foreach
#undef signals
