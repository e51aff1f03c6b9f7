#!/usr/bin/env python3
"""Pastes the real output of every command in docs/exercises.md into the text block after it.

    python3 docs/exercises/refresh.py build/dev/app/roofline-studio

Run from the repository's root. Each command is a ```sh block of one line, "$ roofline-studio …",
followed by a ```text block; the text block is replaced by what the command prints on stdout.
ExercisesCli.EveryCommandPrintsWhatTheDocShows checks the same pairs."""
import os
import re
import shlex
import subprocess
import sys

DOC = 'docs/exercises.md'
PAIR = re.compile(r'(```sh\n\$ (roofline-studio [^\n]*)\n```\n\n```text\n)(.*?)(```)', re.S)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    app = sys.argv[1]
    text = open(DOC, encoding='utf-8').read()
    # An empty data folder, so the user's own saved chips never change what the page shows.
    env = dict(os.environ, XDG_DATA_HOME='/nonexistent-roofline-docs')

    def run(match):
        arguments = shlex.split(match.group(2))[1:]
        result = subprocess.run([app] + arguments, capture_output=True, text=True, env=env)
        if result.returncode != 0:
            sys.exit(f'{match.group(2)}\nexited {result.returncode}: {result.stderr}')
        return match.group(1) + result.stdout + match.group(4)

    new, count = PAIR.subn(run, text)
    open(DOC, 'w', encoding='utf-8').write(new)
    print(f'{count} commands run')


if __name__ == '__main__':
    main()
