// The translations (resources/translations/*.ts) are complete and up to date with the code: every entry
// is translated with its placeholders, and lupdate over the code finds nothing new and nothing left over.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace {

// ---- the .ts files ----

struct TsMessage {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString translationType; // "unfinished", "vanished", "obsolete" or empty
    QStringList translations; // one, or one per plural form
};

std::vector<TsMessage> readTs(const QString& path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    QXmlStreamReader xml(&file);
    std::vector<TsMessage> messages;
    QString context;
    TsMessage* current = nullptr;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name") && !current) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            messages.push_back(
                {context, {}, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {}});
            current = &messages.back();
        } else if (current && name == QLatin1String("source")) {
            current->source = xml.readElementText();
        } else if (current && name == QLatin1String("comment")) {
            current->comment = xml.readElementText();
        } else if (current && name == QLatin1String("translation")) {
            current->translationType = xml.attributes().value(QLatin1String("type")).toString();
            if (!current->numerus) {
                current->translations = {xml.readElementText()};
                current = nullptr; // a message ends with its translation
            }
        } else if (current && name == QLatin1String("numerusform")) {
            current->translations.append(xml.readElementText());
        }
    }
    EXPECT_FALSE(xml.hasError()) << path.toStdString() << ": " << xml.errorString().toStdString();
    return messages;
}

QString tsPath(const QString& language)
{
    return QStringLiteral(ROOFLINE_TS_DIR "/roofline_%1.ts").arg(language);
}

// %1…%99 and %n, each counted: a translation must use every placeholder of its source.
QStringList placeholders(const QString& text)
{
    QStringList found;
    static const QRegularExpression pattern(QStringLiteral("%(\\d+|n)"));
    for (auto match = pattern.globalMatch(text); match.hasNext();)
        found.append(match.next().captured());
    found.sort();
    return found;
}

struct TsCase {
    const char* language;
    int pluralForms; // zh_CN has one form, ru three (1, 2–4, 5+), en two
    bool pluralOnly; // English is the source; its file holds only plural forms
};

class TsFileTest : public ::testing::TestWithParam<TsCase> { };

TEST_P(TsFileTest, EveryEntryIsTranslatedWithItsPlaceholders)
{
    const TsCase param = GetParam();
    const std::vector<TsMessage> messages = readTs(tsPath(QString::fromLatin1(param.language)));
    ASSERT_FALSE(messages.empty());
    for (const TsMessage& message : messages) {
        const std::string where = message.context.toStdString() + ": " + message.source.toStdString();
        EXPECT_TRUE(message.translationType.isEmpty()) << where << " is " << message.translationType.toStdString();
        EXPECT_TRUE(!param.pluralOnly || message.numerus) << where;
        ASSERT_FALSE(message.translations.isEmpty()) << where;
        EXPECT_EQ(message.translations.size(), message.numerus ? param.pluralForms : 1) << where;
        for (const QString& translation : message.translations) {
            EXPECT_FALSE(translation.trimmed().isEmpty() && !message.source.trimmed().isEmpty()) << where;
            EXPECT_EQ(placeholders(translation), placeholders(message.source))
                << where << " → " << translation.toStdString();
        }
    }
}

// lupdate over the code, into a copy: nothing new to translate and nothing left over.
TEST_P(TsFileTest, IsUpToDateWithTheCode)
{
    const TsCase param = GetParam();
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("copy_%1.ts").arg(QString::fromLatin1(param.language)));
    ASSERT_TRUE(QFile::copy(tsPath(QString::fromLatin1(param.language)), copy));
    QFile sourcesFile(QStringLiteral(ROOFLINE_TRANSLATED_SOURCES_FILE));
    ASSERT_TRUE(sourcesFile.open(QIODevice::ReadOnly));
    QStringList arguments = QString::fromUtf8(sourcesFile.readAll()).split(QLatin1Char(';'), Qt::SkipEmptyParts);
    arguments << QStringLiteral("-I") << QStringLiteral(ROOFLINE_SOURCE_DIR) << QStringLiteral("-locations")
              << QStringLiteral("none") << QStringLiteral("-no-obsolete");
    if (param.pluralOnly)
        arguments << QStringLiteral("-pluralonly");
    arguments << QStringLiteral("-ts") << copy;
    QProcess lupdate;
    lupdate.start(QStringLiteral(ROOFLINE_LUPDATE), arguments);
    ASSERT_TRUE(lupdate.waitForFinished(60000));
    ASSERT_EQ(lupdate.exitCode(), 0) << lupdate.readAllStandardError().toStdString();
    const auto keys = [](const std::vector<TsMessage>& messages) {
        QSet<QString> set;
        for (const TsMessage& m : messages)
            set.insert(m.context + QLatin1Char('|') + m.source + QLatin1Char('|') + m.comment);
        return set;
    };
    const std::vector<TsMessage> updated = readTs(copy);
    const QSet<QString> before = keys(readTs(tsPath(QString::fromLatin1(param.language))));
    for (const QString& key : keys(updated) - before)
        ADD_FAILURE() << param.language
                      << ": not in the .ts (run the update_translations target): " << key.toStdString();
    for (const TsMessage& message : updated)
        EXPECT_TRUE(message.translationType.isEmpty())
            << param.language << ": " << message.source.toStdString() << " needs a translation";
}

INSTANTIATE_TEST_SUITE_P(Languages, TsFileTest,
    ::testing::Values(TsCase {"zh_CN", 1, false}, TsCase {"ru", 3, false}, TsCase {"en", 2, true}),
    [](const auto& test) { return std::string(test.param.language); });

} // namespace
