# roofline_discover_tests(<target> [TEST_FILTER <gtest filter>] [LABELS <label>] [ENVIRONMENT <VAR=value>])
#
# Registers a GoogleTest executable's tests with ctest. With ROOFLINE_TESTS_BY_SUITE (the asan preset,
# which CI runs) each GoogleTest suite is one ctest test and one process; otherwise each test is its own
# (gtest_discover_tests), so that `ctest -R Suite.Test` and the break experiments pick single tests.
# A process per test paid a sanitized start-up and an exit-time leak scan 1,200 times, about a sixth of
# the suite's time (docs/performance.md, "A process per suite").
option(ROOFLINE_TESTS_BY_SUITE "Run each GoogleTest suite as one ctest test (one process) instead of each test" OFF)

set(ROOFLINE_GTEST_SUITES_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/GTestSuitesAddTests.cmake")

function(roofline_discover_tests target)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "TEST_FILTER;LABELS;ENVIRONMENT" "")
    if(NOT ROOFLINE_TESTS_BY_SUITE)
        set(properties "")
        if(ARG_LABELS)
            list(APPEND properties LABELS "${ARG_LABELS}")
        endif()
        if(ARG_ENVIRONMENT)
            list(APPEND properties ENVIRONMENT "${ARG_ENVIRONMENT}")
        endif()
        set(filter "")
        if(ARG_TEST_FILTER)
            set(filter TEST_FILTER "${ARG_TEST_FILTER}")
        endif()
        if(properties)
            gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60 ${filter} PROPERTIES ${properties})
        else()
            gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60 ${filter})
        endif()
        return()
    endif()
    if(NOT ARG_TEST_FILTER)
        set(ARG_TEST_FILTER "*")
    endif()
    # As gtest_discover_tests does: the list is made after each link, and ctest includes it if it exists.
    set(ctest_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_suites.cmake")
    set(include_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_suites_include.cmake")
    add_custom_command(TARGET ${target} POST_BUILD
        BYPRODUCTS "${ctest_file}"
        COMMAND "${CMAKE_COMMAND}" "-DTEST_EXECUTABLE=$<TARGET_FILE:${target}>" "-DTEST_FILTER=${ARG_TEST_FILTER}"
                "-DCTEST_FILE=${ctest_file}" "-DTEST_LABELS=${ARG_LABELS}" "-DTEST_ENVIRONMENT=${ARG_ENVIRONMENT}"
                -P "${ROOFLINE_GTEST_SUITES_SCRIPT}"
        VERBATIM)
    file(WRITE "${include_file}"
        "if(EXISTS [==[${ctest_file}]==])\n"
        "    include([==[${ctest_file}]==])\n"
        "else()\n"
        "    add_test([==[${target}_NOT_BUILT]==] [==[${target}_NOT_BUILT]==])\n"
        "endif()\n")
    set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include_file}")
endfunction()
