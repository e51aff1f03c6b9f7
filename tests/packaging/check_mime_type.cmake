# cmake -DMIME_FILE=… -DDESKTOP_FILE=… -DUPDATE_MIME_DATABASE=… -DSCRATCH=… -P check_mime_type.cmake
# Compiles the MIME package into a scratch database as the desktop would (update-mime-database),
# fails on any warning it prints, and checks that *.roofline.json maps to the type the .desktop file
# opens, above plain JSON.
cmake_minimum_required(VERSION 3.25)

file(REMOVE_RECURSE "${SCRATCH}")
file(MAKE_DIRECTORY "${SCRATCH}/packages")
file(COPY "${MIME_FILE}" DESTINATION "${SCRATCH}/packages")
execute_process(COMMAND "${UPDATE_MIME_DATABASE}" -V "${SCRATCH}"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0 OR output MATCHES "[Ww]arning|[Ee]rror|[Ii]nvalid")
    message(FATAL_ERROR "update-mime-database ${SCRATCH} (${result}):\n${output}")
endif()

file(STRINGS "${DESKTOP_FILE}" mime_line REGEX "^MimeType=")
string(REGEX REPLACE "^MimeType=([a-zA-Z0-9/.+-]+).*" "\\1" desktop_mime "${mime_line}")
if(desktop_mime STREQUAL "")
    message(FATAL_ERROR "${DESKTOP_FILE} has no MimeType=")
endif()
# globs2 lines are weight:type:pattern.
file(STRINGS "${SCRATCH}/globs2" globs)
if(NOT "60:${desktop_mime}:*.roofline.json" IN_LIST globs)
    list(JOIN globs "\n" text)
    message(FATAL_ERROR "globs2 does not map *.roofline.json to ${desktop_mime} at weight 60:\n${text}")
endif()
file(READ "${SCRATCH}/subclasses" subclasses)
if(NOT subclasses MATCHES "${desktop_mime} application/json")
    message(FATAL_ERROR "${desktop_mime} is not a subclass of application/json:\n${subclasses}")
endif()
