#include "app/subcommands.h"

int main(int argc, char** argv)
{
    return roofline::app::run(argc, argv);
}
