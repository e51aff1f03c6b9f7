# cmake -DBUILD_DIR=… -DPREFIX=… -DAPP_ID=… -DVERSION=… -DAPPSTREAMCLI=… -P check_install_tree.cmake
# Installs the build into PREFIX and checks that every file lands where the desktop expects it, that
# nothing else is installed, and that the .desktop file, the metainfo and the icon agree.
cmake_minimum_required(VERSION 3.25)

file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${result}):\n${output}")
endif()

set(desktop "share/applications/${APP_ID}.desktop")
set(metainfo "share/metainfo/${APP_ID}.metainfo.xml")
set(icon "share/icons/hicolor/scalable/apps/${APP_ID}.svg")
set(mime "share/mime/packages/${APP_ID}.xml")
set(expected
    bin/roofline-studio
    "${desktop}"
    "${metainfo}"
    "${icon}"
    "${mime}"
    share/doc/roofline-studio/LICENSE
    share/doc/roofline-studio/README.md)

set(problems "")
file(GLOB_RECURSE installed LIST_DIRECTORIES false RELATIVE "${PREFIX}" "${PREFIX}/*")
foreach(path IN LISTS expected)
    if(NOT path IN_LIST installed)
        string(APPEND problems "\n  missing: ${path}")
    endif()
endforeach()
foreach(path IN LISTS installed)
    if(NOT path IN_LIST expected)
        string(APPEND problems "\n  not expected (add it to tests/packaging/check_install_tree.cmake if it should be installed): ${path}")
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "cmake --install into ${PREFIX}:${problems}")
endif()

# The .desktop file starts the installed executable and names the installed icon.
file(STRINGS "${PREFIX}/${desktop}" exec_line REGEX "^Exec=")
file(STRINGS "${PREFIX}/${desktop}" icon_line REGEX "^Icon=")
string(REGEX REPLACE "^Exec=([^ ]+).*" "\\1" exec_name "${exec_line}")
string(REGEX REPLACE "^Icon=" "" icon_name "${icon_line}")
if(NOT EXISTS "${PREFIX}/bin/${exec_name}")
    string(APPEND problems "\n  ${desktop}: Exec=${exec_name} is not an installed executable in bin/")
endif()
# It opens project files: the MIME type it declares is the one the installed MIME package defines.
file(STRINGS "${PREFIX}/${desktop}" mime_line REGEX "^MimeType=")
string(REGEX REPLACE "^MimeType=([a-zA-Z0-9/.+-]+).*" "\\1" desktop_mime "${mime_line}")
file(READ "${PREFIX}/${mime}" mime_xml)
if(desktop_mime STREQUAL "" OR NOT mime_xml MATCHES "<mime-type type=\"${desktop_mime}\">")
    string(APPEND problems "\n  ${desktop}: MimeType=${desktop_mime} is not defined by ${mime}")
endif()
if(NOT exec_line MATCHES " %F$")
    string(APPEND problems "\n  ${desktop}: Exec= does not pass the files (%F): ${exec_line}")
endif()
if(NOT icon_name STREQUAL APP_ID OR NOT EXISTS "${PREFIX}/share/icons/hicolor/scalable/apps/${icon_name}.svg")
    string(APPEND problems "\n  ${desktop}: Icon=${icon_name} is not the installed icon ${icon}")
endif()

# The metainfo's id is the app id, its launchable is the installed .desktop file, and its newest
# release is this version (a version bump needs a <release> entry).
file(READ "${PREFIX}/${metainfo}" xml)
string(REGEX MATCH "<id>([^<]*)</id>" _ "${xml}")
set(component_id "${CMAKE_MATCH_1}")
string(REGEX MATCH "<launchable type=\"desktop-id\">([^<]*)</launchable>" _ "${xml}")
set(launchable "${CMAKE_MATCH_1}")
string(REGEX MATCH "<release version=\"([^\"]*)\"" _ "${xml}")
set(newest_release "${CMAKE_MATCH_1}")
if(NOT component_id STREQUAL APP_ID)
    string(APPEND problems "\n  ${metainfo}: <id> is '${component_id}', expected '${APP_ID}'")
endif()
if(launchable STREQUAL "" OR NOT EXISTS "${PREFIX}/share/applications/${launchable}")
    string(APPEND problems "\n  ${metainfo}: launchable '${launchable}' is not an installed .desktop file")
endif()
if(NOT newest_release STREQUAL VERSION)
    string(APPEND problems "\n  ${metainfo}: newest <release> is '${newest_release}', the project version is ${VERSION}")
endif()
if(problems)
    message(FATAL_ERROR "Installed desktop integration is inconsistent:${problems}")
endif()

# AppStream's own check of the installed tree (metainfo next to its .desktop file and icon).
execute_process(COMMAND "${APPSTREAMCLI}" validate-tree --no-net "${PREFIX}"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "appstreamcli validate-tree ${PREFIX} failed:\n${output}")
endif()

# The installed executable runs.
execute_process(COMMAND "${PREFIX}/bin/roofline-studio" --version
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0 OR NOT output MATCHES "${VERSION}")
    message(FATAL_ERROR "${PREFIX}/bin/roofline-studio --version: status ${result}, output:\n${output}")
endif()
message(STATUS "install tree in ${PREFIX}: ${installed}")
