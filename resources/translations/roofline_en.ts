<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>SlideWording</name>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <comment>a slide&apos;s title</comment>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceGpuChoice</name>
    <message numerus="yes">
        <source>%1 holds the kernels of %Ln GPU(s). One is read at a time; which?</source>
        <translation>
            <numerusform>%1 holds the kernels of %Ln GPU. One is read at a time; which?</numerusform>
            <numerusform>%1 holds the kernels of %Ln GPUs. One is read at a time; which?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TraceJoinText</name>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>and %Ln more</numerusform>
            <numerusform>and %Ln more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui</name>
    <message numerus="yes">
        <source> (×%1 chip(s))</source>
        <translation>
            <numerusform> (×%1 chip)</numerusform>
            <numerusform> (×%1 chips)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::BatchSizeChart</name>
    <message numerus="yes">
        <source>%1 of %n sweep(s) not drawn: %2</source>
        <translation>
            <numerusform>%1 of %n sweep not drawn: %2</numerusform>
            <numerusform>%1 of %n sweeps not drawn: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalibrationActions</name>
    <message numerus="yes">
        <source>%1 calibrated from %n measured group(s).</source>
        <translation>
            <numerusform>%1 calibrated from %n measured group.</numerusform>
            <numerusform>%1 calibrated from %n measured groups.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::CalibrationDialog</name>
    <message numerus="yes">
        <source>%1, calibrated from %n measured group(s) of the project&apos;s measurements.</source>
        <translation>
            <numerusform>%1, calibrated from %n measured group of the project&apos;s measurements.</numerusform>
            <numerusform>%1, calibrated from %n measured groups of the project&apos;s measurements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, calibrated from %n measured group(s) of %2.</source>
        <translation>
            <numerusform>%1, calibrated from %n measured group of %2.</numerusform>
            <numerusform>%1, calibrated from %n measured groups of %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2-bound %3 (%n group(s))</source>
        <translation>
            <numerusform>%1 %2-bound %3 (%n group)</numerusform>
            <numerusform>%1 %2-bound %3 (%n groups)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2-bound kept at 100 % (%n group(s), too few)</source>
        <translation>
            <numerusform>%1 %2-bound kept at 100 % (%n group, too few)</numerusform>
            <numerusform>%1 %2-bound kept at 100 % (%n groups, too few)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::DetailsPanel</name>
    <message numerus="yes">
        <source>Measured %1 (%Ln kernel(s)) reaches %2 % of the roofline&apos;s prediction: %3 predicted, %4 measured per kernel.</source>
        <translation>
            <numerusform>Measured %1 (%Ln kernel) reaches %2 % of the roofline&apos;s prediction: %3 predicted, %4 measured per kernel.</numerusform>
            <numerusform>Measured %1 (%Ln kernels) reaches %2 % of the roofline&apos;s prediction: %3 predicted, %4 measured per kernel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ErrorText</name>
    <message numerus="yes">
        <source>this line has %n field(s)</source>
        <translation>
            <numerusform>this line has %n field</numerusform>
            <numerusform>this line has %n fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the header has %n field(s)</source>
        <translation>
            <numerusform>the header has %n field</numerusform>
            <numerusform>the header has %n fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must be the index of one of the %n sweep(s), got %1</source>
        <translation>
            <numerusform>must be the index of the %n sweep, got %1</numerusform>
            <numerusform>must be the index of one of the %n sweeps, got %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>must be the index of one of the %n op(s), got %1</source>
        <translation>
            <numerusform>must be the index of the %n op, got %1</numerusform>
            <numerusform>must be the index of one of the %n ops, got %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the regular expression is longer than %n character(s)</source>
        <translation>
            <numerusform>the regular expression is longer than %n character</numerusform>
            <numerusform>the regular expression is longer than %n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::EvaluationText</name>
    <message numerus="yes">
        <source>its %1 token(s) touch E_act = %2 of the %3 experts (%4 per token), whose weights it reads</source>
        <translation>
            <numerusform>its %1 token touches E_act = %2 of the %3 experts (%4 per token), whose weights it reads</numerusform>
            <numerusform>its %1 tokens touch E_act = %2 of the %3 experts (%4 per token), whose weights it reads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::MeasuredTableModel</name>
    <message numerus="yes">
        <source>%Ln kernel(s) of this name, %1 of the profile&apos;s time</source>
        <translation>
            <numerusform>%Ln kernel of this name, %1 of the profile&apos;s time</numerusform>
            <numerusform>%Ln kernels of this name, %1 of the profile&apos;s time</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::MeasurementsPanel</name>
    <message numerus="yes">
        <source>One point per kernel name and chip, at the kernels&apos; total FLOPs, bytes and time (on by default above %Ln kernel(s))</source>
        <translation>
            <numerusform>One point per kernel name and chip, at the kernels&apos; total FLOPs, bytes and time (on by default above %Ln kernel)</numerusform>
            <numerusform>One point per kernel name and chip, at the kernels&apos; total FLOPs, bytes and time (on by default above %Ln kernels)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln group(s)</source>
        <translation>
            <numerusform>%Ln group</numerusform>
            <numerusform>%Ln groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln kernel(s) shown</source>
        <translation>
            <numerusform>%Ln kernel shown</numerusform>
            <numerusform>%Ln kernels shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln filtered out</source>
        <translation>
            <numerusform>%Ln filtered out</numerusform>
            <numerusform>%Ln filtered out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import %Ln measured kernel(s) from %1</source>
        <translation>
            <numerusform>Import %Ln measured kernel from %1</numerusform>
            <numerusform>Import %Ln measured kernels from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln measured kernel(s) from %1.</source>
        <translation>
            <numerusform>Imported %Ln measured kernel from %1.</numerusform>
            <numerusform>Imported %Ln measured kernels from %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln kernel(s) left out (no FLOPs, bytes or time to place them).</source>
        <translation>
            <numerusform>%Ln kernel left out (no FLOPs, bytes or time to place it).</numerusform>
            <numerusform>%Ln kernels left out (no FLOPs, bytes or time to place them).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln measured kernel(s)</source>
        <translation>
            <numerusform>Delete %Ln measured kernel</numerusform>
            <numerusform>Delete %Ln measured kernels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… and %Ln more</numerusform>
            <numerusform>… and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Link %Ln measured group(s) to the op of their shape</source>
        <translation>
            <numerusform>Link %Ln measured group to the op of its shape</numerusform>
            <numerusform>Link %Ln measured groups to the ops of their shapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln group(s) linked to the op of their shape.</source>
        <translation>
            <numerusform>%Ln group linked to the op of its shape.</numerusform>
            <numerusform>%Ln groups linked to the ops of their shapes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ModelStepView</name>
    <message numerus="yes">
        <source>from the project&apos;s measurements, %n group(s)</source>
        <translation>
            <numerusform>from the project&apos;s measurements, %n group</numerusform>
            <numerusform>from the project&apos;s measurements, %n groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1, %n group(s)</source>
        <translation>
            <numerusform>from %1, %n group</numerusform>
            <numerusform>from %1, %n groups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ParityChart</name>
    <message numerus="yes">
        <source>%1, calibrated from %n group(s)</source>
        <translation>
            <numerusform>%1, calibrated from %n group</numerusform>
            <numerusform>%1, calibrated from %n groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, calibrated from %n group(s) of %2</source>
        <translation>
            <numerusform>%1, calibrated from %n group of %2</numerusform>
            <numerusform>%1, calibrated from %n groups of %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measured group(s), nominal roofline (hollow) and calibrated (filled)</source>
        <translation>
            <numerusform>%n measured group, nominal roofline (hollow) and calibrated (filled)</numerusform>
            <numerusform>%n measured groups, nominal roofline (hollow) and calibrated (filled)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProjectFileActions</name>
    <message numerus="yes">
        <source>%n more recovery file(s) are kept for later.</source>
        <translation>
            <numerusform>%n more recovery file is kept for later.</numerusform>
            <numerusform>%n more recovery files are kept for later.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProjectionChart</name>
    <message numerus="yes">
        <source>%n group(s) compute-bound, %1 bandwidth-bound</source>
        <translation>
            <numerusform>%n group compute-bound, %1 bandwidth-bound</numerusform>
            <numerusform>%n groups compute-bound, %1 bandwidth-bound</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::ProjectionDialog</name>
    <message numerus="yes">
        <source>The step measured on %1 (%n group(s) of the project&apos;s measurements)</source>
        <translation>
            <numerusform>The step measured on %1 (%n group of the project&apos;s measurements)</numerusform>
            <numerusform>The step measured on %1 (%n groups of the project&apos;s measurements)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The step measured on %1 (%n group(s) of %2)</source>
        <translation>
            <numerusform>The step measured on %1 (%n group of %2)</numerusform>
            <numerusform>The step measured on %1 (%n groups of %2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n group(s) it cannot place were carried over as measured.</source>
        <translation>
            <numerusform>%n group it cannot place was carried over as measured.</numerusform>
            <numerusform>%n groups it cannot place were carried over as measured.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>roofline::ui::RooflineChart</name>
    <message numerus="yes">
        <source>%1: %2 of %n op(s) cannot be placed (Details says why)</source>
        <translation>
            <numerusform>%1: %2 of %n op cannot be placed (Details says why)</numerusform>
            <numerusform>%1: %2 of %n ops cannot be placed (Details says why)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;%n link(s) at once, each way</source>
        <translation>
            <numerusform>&lt;br&gt;%n link at once, each way</numerusform>
            <numerusform>&lt;br&gt;%n links at once, each way</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln measured kernel(s) cannot be placed (Measurements says why)</source>
        <translation>
            <numerusform>%1: %Ln measured kernel cannot be placed (Measurements says why)</numerusform>
            <numerusform>%1: %Ln measured kernels cannot be placed (Measurements says why)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n more op(s) (the Ops panel lists them)</source>
        <translation>
            <numerusform>+%n more op (the Ops panel lists them)</numerusform>
            <numerusform>+%n more ops (the Ops panel lists them)</numerusform>
        </translation>
    </message>
</context>
</TS>
