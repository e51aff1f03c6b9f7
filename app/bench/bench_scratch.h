#pragma once

#include <QString>

namespace roofline::app {

// Points this process's user folders (XDG config, data, state and cache) into the bench's scratch
// folder, for it and for the processes it starts. The bench's window holds the heavy scene: its
// autosave, written a minute in, would otherwise sit among the user's, and a bench stopped with
// Ctrl-C would leave its scene for the user's next start to offer as work to recover (and every
// cold start the bench timed would read it). The bench's figures also stop depending on the user's
// theme, language and remembered layout.
void keepUserFoldersIn(const QString& scratch);

} // namespace roofline::app
