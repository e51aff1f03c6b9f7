#!/usr/bin/env python3
"""Writes the calibration errors of every real trace into docs/model.md §15.

    python3 docs/calibration/refresh.py build/asan/app/roofline-studio
    python3 docs/calibration/refresh.py build/asan/app/roofline-studio --check

Run from the repository's root. For each trace of tests/data/traces/real it runs
`roofline-studio calibrate TRACE --chip ID --json` on the chip of the library that is the GPU the trace
was recorded on, and writes a table of its groups, nominal, calibrated and leave-one-out MAPE and
time-weighted error between the lines <!-- calibration-errors:begin --> and <!-- calibration-errors:end -->.
A trace whose GPU is not named, or is no chip of the library, or that calibrate refuses, gets a row that
says so. --check writes nothing: it exits 1, showing what differs, when the table is not what the binary
gives now."""
import difflib
import glob
import gzip
import json
import os
import statistics
import subprocess
import sys
from math import floor, log10

DOC = 'docs/model.md'
TRACES = 'tests/data/traces/real'
BEGIN = '<!-- calibration-errors:begin -->'
END = '<!-- calibration-errors:end -->'

# The GPU as the trace's deviceProperties name it -> the chip of hardware-profiles/ that is it, and why
# when the two are not the same part (None: why no chip of the library is it).
CHIPS = {
    'Tesla V100-SXM2-32GB': ('v100', None),
    'Tesla V100-DGXS-32GB': ('v100', "the DGX Station's V100: not the SXM2 board of `v100` but the same 32 GB "
                                     'GV100 with its tensor peak (500 TFLOPS for the station\'s 4)'),
    'NVIDIA A100-SXM4-80GB': ('a100-sxm-80gb', None),
    'NVIDIA A100-PG509-200': (None, 'a 40 GB A100 (its `totalGlobalMem`, 39.4 GiB), not the A100 SXM 80GB of '
                                    '`a100-sxm-80gb`; the library has no 40 GB A100'),
    'AMD Instinct MI250': (None, 'the library has no MI250'),
}
# Traces whose deviceProperties do not tell the GPU; what tests/data/traces/real/README.md says it is.
README_GPU = {
    'rocm62-mi250-minitoy.json.gz': ('AMD Instinct MI250', 'the trace names it "AMD Radeon Graphics"; '
                                                           'README.md: an MI250'),
}


def trace_gpu(path):
    """The name of the GPU with the most kernel time (as `measured` reads it), None when not recorded."""
    with (gzip.open if path.endswith('.gz') else open)(path, 'rt', encoding='utf-8') as f:
        trace = json.load(f)
    seconds = {}
    for event in trace.get('traceEvents', []):
        if event.get('cat') in ('kernel', 'Kernel') and event.get('ph') == 'X':
            device = (event.get('args') or {}).get('device')
            seconds[device] = seconds.get(device, 0) + event.get('dur', 0)
    if not seconds:
        return None, None
    device = max(seconds, key=seconds.get)
    names = {p.get('id'): p.get('name') for p in trace.get('deviceProperties', [])}
    return device, names.get(device)


def percent(value):
    """A fraction as a percentage of 3 significant figures; — when there is none."""
    if value is None:
        return '—'
    x = value * 100
    if x == 0:
        return '0 %'
    decimals = 2 - floor(log10(abs(x)))
    if decimals >= 0:
        return f'{x:.{decimals}f} %'
    return f'{round(x, decimals):.0f} %'


def one_line(stderr):
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    return lines[-1] if lines else '(nothing on stderr)'


def cell(text):
    return text.replace('|', '\\|')


def rows(app, env):
    chips = json.loads(subprocess.run([app, 'chips', '--json'], capture_output=True, text=True, env=env,
                                      check=True).stdout)
    ids = {chip['id'] for chip in (chips['chips'] if isinstance(chips, dict) else chips)}
    result = []
    for path in sorted(glob.glob(os.path.join(TRACES, '*.json')) + glob.glob(os.path.join(TRACES, '*.json.gz'))):
        name = os.path.basename(path)
        if name == 'expected.json':
            continue
        device, gpu = trace_gpu(path)
        said = None
        if name in README_GPU:
            gpu, said = README_GPU[name]
        row = {'trace': name, 'figures': None}
        if gpu is None:
            row['gpu'] = f'GPU {device} not named (the trace has no `deviceProperties`): not calibrated'
            result.append(row)
            continue
        gpu_text = f'{gpu} ({said})' if said else gpu
        chip, why = CHIPS.get(gpu, (None, 'no chip of the library is known to be it'))
        if chip is not None and chip not in ids:
            chip, why = None, f'`{chip}` is not in `chips --json`'
        if chip is None:
            row['gpu'] = f'{gpu_text} → none: {why}; not calibrated'
            result.append(row)
            continue
        row['gpu'] = f'{gpu_text} → `{chip}`' + (f' ({why})' if why else '')
        command = [app, 'calibrate', path, '--chip', chip, '--json']
        run = subprocess.run(command, capture_output=True, text=True, env=env)
        if run.returncode != 0:
            row['gpu'] += f'; refused (exit {run.returncode}): `{one_line(run.stderr)}`'
        else:
            row['figures'] = json.loads(run.stdout)
        result.append(row)
    return result


def table(result):
    lines = ['| trace | GPU → chip | groups | nominal MAPE | calibrated MAPE | leave-one-out MAPE | '
             'time-weighted error |', '|---|---|---:|---:|---:|---:|---:|']
    for row in result:
        f = row['figures']
        if f is None:
            numbers = ['—'] * 5
        else:
            numbers = [str(len(f['groups']))] + [percent(f.get(k)) for k in
                                                 ('mape_nominal', 'mape_calibrated', 'mape_leave_one_out',
                                                  'time_weighted_error')]
        lines.append('| ' + ' | '.join([f'`{row["trace"]}`', cell(row['gpu'])] + numbers) + ' |')
    done = [row['figures'] for row in result if row['figures'] is not None]
    if done:
        drops = [f['mape_nominal'] - f['mape_calibrated'] for f in done]
        worse = [row['trace'] for row in result
                 if row['figures'] is not None and row['figures']['mape_leave_one_out'] > row['figures']['mape_nominal']]
        median = percent(statistics.median(drops)).replace(' %', '')
        summary = (f'{len(done)} of {len(result)} traces calibrated; the median drop from nominal to calibrated '
                   f'MAPE is {median} percentage points')
        if worse:
            summary += ('; leave-one-out is worse than nominal for ' + ', '.join(f'`{t}`' for t in worse))
        else:
            summary += '; leave-one-out is no worse than nominal for any of them'
        lines += ['', summary + '.']
    return '\n'.join(lines) + '\n'


def main():
    arguments = sys.argv[1:]
    check = '--check' in arguments
    arguments = [a for a in arguments if a != '--check']
    if len(arguments) != 1:
        sys.exit(__doc__)
    app = arguments[0]
    # An empty data folder, so the user's own saved chips never change the table; the ASan build's options.
    env = dict(os.environ, XDG_DATA_HOME='/nonexistent-roofline-docs')
    env.setdefault('ASAN_OPTIONS', 'detect_leaks=0')
    env.setdefault('QT_QPA_PLATFORM', 'offscreen')
    text = open(DOC, encoding='utf-8').read()
    if text.count(BEGIN) != 1 or text.count(END) != 1 or text.index(BEGIN) > text.index(END):
        sys.exit(f'{DOC}: expected one {BEGIN} followed by one {END}')
    start = text.index(BEGIN) + len(BEGIN) + 1
    stop = text.index(END)
    old = text[start:stop]
    new = table(rows(app, env))
    if check:
        if old != new:
            sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                                       f'{DOC} (as written)', f'{DOC} (as {app} gives it now)'))
            sys.exit(1)
        print(f'{DOC}: the calibration table is what {app} gives')
        return
    open(DOC, 'w', encoding='utf-8').write(text[:start] + new + text[stop:])
    print(f'{new.count(chr(10)) - 2} lines written between the markers of {DOC}')


if __name__ == '__main__':
    main()
