#pragma once

#include <nlohmann/json.hpp>

#include <QString>

namespace roofline::app {

// What the window part of `bench --measured N` does, in the process that runs it.
struct MeasuredWindowRun {
    QString profile; // the measured-kernels file to import
    int steps = 200; // B-slider steps, before and after the import
    bool ungrouped = false; // every kernel its own point
    bool importOnly = false; // time the import to its first frame and stop
    bool files = false; // also autosave, save and open the project with the profile in it
};

// The heavy scene in the real main window (offscreen, charts 1600×900): B-slider steps, then the
// profile imported as Import Measurements… does (read on the worker, a progress bar, the kernels added
// on the UI thread), the largest group linked to an op, the steps again with it shown; with `files`,
// the project autosaved, saved and opened again on the worker. Every one of these is watched by a
// StallProbe (the UI thread's longest gap). The peak memory is this process's VmHWM once the profile
// is shown. Returns the figures as JSON (bench --measured's keys). Needs a QApplication.
nlohmann::json runMeasuredWindow(const MeasuredWindowRun& run);

} // namespace roofline::app
