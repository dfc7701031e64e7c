from kata_long_words.grade_level import grade_level


def test_grade_level_0():
    assert grade_level(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_grade_level_1():
    assert grade_level(['_zzzzzz', 'qqqqqqq']) == 1


def test_grade_level_2():
    assert grade_level([]) == 0


def test_grade_level_3():
    assert grade_level(['abcdefgh', 'ab'], 2) == 2


def test_grade_level_4():
    assert grade_level(['abc', '_abc', 'a'], 1) == 2
