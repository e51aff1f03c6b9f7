#!/usr/bin/env python3
"""The mutation script's rules: which mutant each kind of line gets, and which lines get none."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mutate_core import mutant_of  # noqa: E402


class MutantOf(unittest.TestCase):
    def test_the_first_operator_of_the_first_rule_that_applies_changes_once(self):
        self.assertEqual(mutant_of("    return a + b + c;"), "    return a - b + c;")
        self.assertEqual(mutant_of("    return 2 * m * n * k;"), "    return 2 / m * n * k;")
        self.assertEqual(mutant_of("    if (x <= y)"), "    if (x < y)")
        self.assertEqual(mutant_of("    if (x < y)"), "    if (x <= y)")
        self.assertEqual(mutant_of("    return a == b;"), "    return a != b;")
        self.assertEqual(mutant_of("    return ok && fits;"), "    return ok || fits;")
        self.assertEqual(mutant_of("    t = std::max(math, comms);"), "    t = std::min(math, comms);")

    def test_a_literal_two_becomes_three_where_no_operator_applies(self):
        self.assertEqual(mutant_of("    const double half = x / 2.0;"), "    const double half = x * 2.0;")
        self.assertEqual(mutant_of("    pow(x, 2.0);"), "    pow(x, 3.0);")
        self.assertEqual(mutant_of("    f(2);"), "    f(3);")
        self.assertIsNone(mutant_of("    f(12, 2.5, x2);"))

    def test_comments_preprocessor_lines_and_text_are_never_mutated(self):
        self.assertIsNone(mutant_of("// a + b"))
        self.assertIsNone(mutant_of("#include <a - b>"))
        self.assertIsNone(mutant_of(' * a doc line with a + b'))
        self.assertIsNone(mutant_of('    fail("a + b is wrong");'))
        self.assertEqual(mutant_of('    fail("a + b", x + y);'), '    fail("a + b", x - y);')
        self.assertEqual(mutant_of("    y = x + 1; // + here stays"), "    y = x - 1; // + here stays")

    def test_operators_without_spaces_are_left_alone(self):
        self.assertIsNone(mutant_of("    ++i; p->x; a<b>;"))


if __name__ == "__main__":
    unittest.main()
