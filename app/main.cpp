#include "app/subcommands.h"

#include <csignal>

int main(int argc, char** argv)
{
    // Past a file-size limit (ulimit -f) a write must fail with an error the app reports (EFBIG),
    // not kill the app with unsaved work in it.
    std::signal(SIGXFSZ, SIG_IGN);
    return roofline::app::run(argc, argv);
}
