# Precompiled headers: Qt, QCustomPlot, GoogleTest and nlohmann_json are two thirds of the time each
# file takes to compile (measured: ui/charts/roofline/roofline_chart.cpp 11.7 s, of which 7.6 s are its headers),
# and CI builds every file on 2 cores. Each target gets its own header set; the files keep including
# what they use, so a build with ROOFLINE_PRECOMPILED_HEADERS=OFF (the dev preset) still checks that.
option(ROOFLINE_PRECOMPILED_HEADERS "Precompile the Qt, QCustomPlot, GoogleTest and JSON headers" ON)
add_feature_info(PrecompiledHeaders ROOFLINE_PRECOMPILED_HEADERS "third-party headers compiled once per target")

function(roofline_precompile target)
    if(ROOFLINE_PRECOMPILED_HEADERS)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()
