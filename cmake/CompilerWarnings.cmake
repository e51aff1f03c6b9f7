# Strict settings for every target of the project (hotspot-style), applied through an interface target.
add_library(roofline_warnings INTERFACE)
target_compile_options(roofline_warnings INTERFACE
    -Wall -Wextra -pedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align
    -Woverloaded-virtual -Wnull-dereference -Wdouble-promotion -Wformat=2 -Wimplicit-fallthrough)
if(ROOFLINE_WARNINGS_AS_ERRORS)
    target_compile_options(roofline_warnings INTERFACE -Werror)
endif()
