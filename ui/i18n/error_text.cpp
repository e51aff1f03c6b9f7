#include "ui/i18n/error_text.h"

#include "core/error.h"

#include <QCoreApplication>
#include <QLocale>
#include <string>

namespace roofline::ui {

namespace {

class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::ErrorText)

public:
    static QString problem(const ErrorDetail& detail);
    static QString typeName(const std::string& type);
    static QString size(unsigned long long bytes);
};

QString text(const std::string& value)
{
    return QString::fromStdString(value);
}

QString ErrorText::typeName(const std::string& type)
{
    if (type == "object")
        return tr("an object");
    if (type == "array")
        return tr("an array");
    if (type == "string")
        return tr("a string");
    if (type == "number")
        return tr("a number");
    if (type == "boolean")
        return tr("true or false");
    return text(type);
}

QString ErrorText::size(unsigned long long bytes)
{
    return QLocale().formattedDataSize(static_cast<qint64>(bytes), 0, QLocale::DataSizeTraditionalFormat);
}

QString ErrorText::problem(const ErrorDetail& d)
{
    const QString value = text(d.value);
    switch (d.code) {
    case ErrorCode::NoSuchFile:
        return tr("no such file");
    case ErrorCode::IsDirectory:
        return tr("is a folder, not a file");
    case ErrorCode::CannotRead:
        return tr("cannot be read (permission denied?)");
    case ErrorCode::ReadFailed:
        return tr("read error");
    case ErrorCode::CannotWrite:
        return tr("cannot be written (%1); the old file is unchanged").arg(value);
    case ErrorCode::FileTooLarge:
    case ErrorCode::TextTooLarge:
        return tr("larger than %1, the limit for this kind of file").arg(size(d.limit));
    case ErrorCode::Empty:
        return tr("the file is empty");
    case ErrorCode::Utf16:
        return tr("the file is UTF-16 text; save it as UTF-8");
    case ErrorCode::NulByte:
        return tr("binary data (a NUL byte), not a text file");
    case ErrorCode::NotUtf8:
        return tr("the text is not valid UTF-8 (byte %1); save the file as UTF-8").arg(value);
    case ErrorCode::MalformedJson:
        return tr("malformed JSON");
    case ErrorCode::TruncatedJson:
        return tr("truncated JSON (the text ends too early)");
    case ErrorCode::DuplicateKey:
        return tr("the key %1 appears twice in the same object").arg(value);
    case ErrorCode::NumberOutOfRange:
        return tr("the number %1 is out of range (larger than 1.8e308)").arg(value);
    case ErrorCode::TooDeep:
        return tr("JSON nested deeper than %1 levels").arg(d.limit);
    case ErrorCode::MissingKey:
        return tr("missing key “%1”").arg(value);
    case ErrorCode::WrongType:
        return tr("expected %1, got %2").arg(typeName(d.expected), value);
    case ErrorCode::MustNotBeEmpty:
        return tr("must not be empty");
    case ErrorCode::NotFinite:
        return value.isEmpty() ? tr("must be a finite number") : tr("%1 is not a finite number").arg(value);
    case ErrorCode::NotPositive:
        return tr("must be a positive number, got %1").arg(value);
    case ErrorCode::NotWhole:
        return tr("must be a whole number, got %1").arg(value);
    case ErrorCode::NotInRange:
        if (d.low.empty())
            return tr("must be a positive number up to %1, got %2").arg(text(d.high), value);
        return tr("must be between %1 and %2, got %3").arg(text(d.low), text(d.high), value);
    case ErrorCode::NotFraction:
        return tr("must be in (0, 1], got %1").arg(value);
    case ErrorCode::InvalidChipId:
        return tr("must be 1–64 characters of a–z, 0–9, “-”, “_” or “.”, got %1").arg(value);
    case ErrorCode::NameUsedTwice:
        return tr("%1 is used twice (names of memory levels and links must be unique)").arg(value);
    case ErrorCode::NoPrecision:
        return tr("needs at least one precision, e.g. bf16");
    case ErrorCode::NoMemoryLevel:
        return tr("needs at least one memory level (the first is HBM or similar)");
    case ErrorCode::UnknownName:
        return tr("unknown name %1; expected one of %2").arg(value, text(d.expected));
    case ErrorCode::UnclosedQuote:
        return tr("a quoted field is not closed (a \" is missing)");
    case ErrorCode::TextAfterQuote:
        return tr("unexpected text after a closing quote (write \"\" for a quote inside a field)");
    case ErrorCode::EmptyField:
        return tr("no value (the field is empty)");
    case ErrorCode::NotANumber:
        return tr("%1 is not a number").arg(value);
    case ErrorCode::NotGroupedNumber:
        return tr("%1 is not a number in the expected form (1,234,567.8: commas between groups of three digits, a "
                  "point before decimals)")
            .arg(value);
    case ErrorCode::Negative:
        return tr("must not be negative, got %1").arg(value);
    case ErrorCode::DuplicateColumn:
        return tr("the column %1 appears twice in the header").arg(value);
    case ErrorCode::MissingColumn:
        return tr("the header has no column %1; a measured-kernels CSV needs name, flops, bytes, seconds (and may "
                  "have chip, link); found %2")
            .arg(value, text(d.expected));
    case ErrorCode::FieldCount:
        return tr("this line has %n field(s)", nullptr, std::stoi(d.value)) + QStringLiteral("; ")
            + tr("the header has %n field(s)", nullptr, std::stoi(d.expected));
    case ErrorCode::NoKernels:
        return tr("the file has no kernels");
    }
    return {};
}

} // namespace

QString errorText(const Error& error, ErrorSource source)
{
    const ErrorDetail* detail = error.detail();
    if (!detail)
        return QString::fromUtf8(error.what());
    QString where;
    if (source == ErrorSource::Shown && !detail->source.empty()) {
        where = text(detail->source);
        if (detail->line > 0)
            where += QLatin1Char(':') + QString::number(detail->line) + QLatin1Char(':')
                + QString::number(detail->column);
    }
    if (!detail->keyPath.empty())
        where += (where.isEmpty() ? QString() : QStringLiteral(": ")) + text(detail->keyPath);
    const QString problem = ErrorText::problem(*detail);
    return where.isEmpty() ? problem : where + QStringLiteral(": ") + problem;
}

} // namespace roofline::ui
