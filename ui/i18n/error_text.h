#pragma once

#include <QString>

#include <string>

namespace roofline {
class Error;
struct ErrorDetail;
} // namespace roofline

namespace roofline::ui {

// An error of the core in the language of the interface. Core's messages are English (the CLI and
// calc print them); where an error carries an ErrorDetail, it is said again here with tr(), keeping
// the file name, line:column, key path and values verbatim (they are names). Without a detail the
// English message is shown as it is.
enum class ErrorSource { Shown, Hidden }; // Hidden: the text is not a file (a dialog's own fields)
QString errorText(const Error& error, ErrorSource source = ErrorSource::Shown);
// The same for an error kept as its message and detail (a scene's problems); null detail: the message.
QString errorText(const std::string& message, const ErrorDetail* detail, ErrorSource source = ErrorSource::Shown);

} // namespace roofline::ui
