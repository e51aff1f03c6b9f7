# cmake -DBUILD_DIR=… -DOUT=… -DAPP_ID=… -DVERSION=… -DDEPENDS=… -P check_deb_package.cmake
# Runs `cpack -G DEB` on the build into OUT and checks the package's control fields and that it
# holds the program and its desktop integration under /usr.
cmake_minimum_required(VERSION 3.25)

file(REMOVE_RECURSE "${OUT}")
execute_process(COMMAND "${CMAKE_CPACK_COMMAND}" -G DEB --config "${BUILD_DIR}/CPackConfig.cmake" -B "${OUT}"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
file(GLOB debs "${OUT}/*.deb")
list(LENGTH debs count)
if(NOT result EQUAL 0 OR NOT count EQUAL 1)
    message(FATAL_ERROR "cpack -G DEB made ${count} packages (status ${result}):\n${output}")
endif()
execute_process(COMMAND dpkg-architecture -qDEB_HOST_ARCH OUTPUT_VARIABLE arch OUTPUT_STRIP_TRAILING_WHITESPACE
    ERROR_QUIET)
if(arch STREQUAL "")
    execute_process(COMMAND dpkg --print-architecture OUTPUT_VARIABLE arch OUTPUT_STRIP_TRAILING_WHITESPACE)
endif()
set(expected_name "roofline-studio_${VERSION}_${arch}.deb")
get_filename_component(name "${debs}" NAME)
set(problems "")
if(NOT name STREQUAL expected_name)
    string(APPEND problems "\n  file name ${name}, expected ${expected_name}")
endif()

foreach(field Package Version Architecture Depends Recommends Section Maintainer Description)
    execute_process(COMMAND dpkg-deb -f "${debs}" ${field} OUTPUT_VARIABLE value OUTPUT_STRIP_TRAILING_WHITESPACE)
    set(control_${field} "${value}")
    if(value STREQUAL "")
        string(APPEND problems "\n  no ${field} field")
    endif()
endforeach()
if(NOT control_Package STREQUAL "roofline-studio")
    string(APPEND problems "\n  Package: ${control_Package}")
endif()
if(NOT control_Version STREQUAL VERSION)
    string(APPEND problems "\n  Version: ${control_Version}, the project version is ${VERSION}")
endif()
if(NOT control_Depends STREQUAL DEPENDS)
    string(APPEND problems "\n  Depends: ${control_Depends}\n  expected: ${DEPENDS}")
endif()

if(NOT control_Recommends STREQUAL "qt6-translations-l10n")
    string(APPEND problems "\n  Recommends: ${control_Recommends}, expected qt6-translations-l10n")
endif()

execute_process(COMMAND dpkg-deb -c "${debs}" OUTPUT_VARIABLE contents)
foreach(path
        usr/bin/roofline-studio
        "usr/share/applications/${APP_ID}.desktop"
        "usr/share/metainfo/${APP_ID}.metainfo.xml"
        "usr/share/icons/hicolor/scalable/apps/${APP_ID}.svg"
        "usr/share/mime/packages/${APP_ID}.xml"
        usr/share/doc/roofline-studio/LICENSE
        usr/share/doc/roofline-studio/README.md)
    string(FIND "${contents}" " ./${path}\n" at)
    if(at EQUAL -1)
        string(APPEND problems "\n  does not hold /${path}")
    endif()
endforeach()
if(NOT contents MATCHES "-rwxr-xr-x root/root [^\n]* ./usr/bin/roofline-studio\n")
    string(APPEND problems "\n  /usr/bin/roofline-studio is not an executable owned by root")
endif()

if(problems)
    message(FATAL_ERROR "${debs}:${problems}\n${contents}")
endif()
message(STATUS "${name}: Depends: ${control_Depends}")
