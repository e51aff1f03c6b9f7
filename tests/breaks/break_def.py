"""One break experiment: a search-and-replace on one file of core/, ui/ or app/."""

import dataclasses


@dataclasses.dataclass
class Break:
    name: str
    what: str  # the mistake, in words
    file: str  # a file name, found under core/, ui/ or app/ wherever the folders put it
    search: str  # the text as it is (must occur exactly `count` times)
    replace: str  # the text broken
    tests: str  # a ctest -R regular expression: the tests that guard this promise
    count: int = 1
