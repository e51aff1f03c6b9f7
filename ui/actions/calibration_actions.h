#pragma once

#include <QObject>
#include <QString>

#include <string>

class QAction;
class QWidget;

namespace roofline::ui {

class CalibrationDialog;
class ProjectionDialog;
class Document;

// The Measurements menu's calibration (docs/model.md §15): calibrate a shown chip from the project's measured
// kernels, load a calibration file (`calibrate --out`), show the parity chart of predicted against measured time,
// remove a chip's calibration. Each change is one undo step; the project saves what it holds.
class CalibrationActions : public QObject {
    Q_OBJECT
public:
    CalibrationActions(Document& document, QWidget* parent);

    QAction* calibrateAction() const { return m_calibrate; }
    QAction* loadAction() const { return m_load; }
    QAction* showAction() const { return m_show; }
    QAction* removeAction() const { return m_remove; }
    QAction* projectAction() const { return m_project; }

    // Calibrates `chipId` (a shown chip) from the measured kernels; on failure says why (a message box unless
    // quiet) and changes nothing. Returns whether the project holds the new calibration.
    bool calibrateChip(const std::string& chipId, bool quiet = false);
    // Reads a calibration file and adds it (replacing its chip's). Same rules.
    bool loadFile(const QString& path, bool quiet = false);
    // The parity chart's window, made on first use.
    CalibrationDialog* dialog();
    // The projection's window (Measurements → Project onto Other Chips…), made on first use.
    ProjectionDialog* projectionDialog();

Q_SIGNALS:
    void message(const QString& text); // for the status bar

private:
    void chooseChipAndCalibrate();
    void chooseAndLoad();
    void removeShown();
    void updateActions();
    void sayNotDone(const QString& title, const QString& why, bool quiet);

    Document& m_document;
    QWidget* m_parent;
    QAction* m_calibrate;
    QAction* m_load;
    QAction* m_show;
    QAction* m_remove;
    QAction* m_project;
    CalibrationDialog* m_dialog = nullptr;
    ProjectionDialog* m_projection = nullptr;
};

} // namespace roofline::ui
