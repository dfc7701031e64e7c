from kata_long_words.grade_width import grade_width


def test_grade_width_0():
    assert grade_width(['ab', '_abcdef', 'abcdefg', 'xxxxx', 'yyyy']) == 2


def test_grade_width_1():
    assert grade_width(['_zzzzz', 'qqqqqq']) == 1


def test_grade_width_2():
    assert grade_width([]) == 0


def test_grade_width_3():
    assert grade_width(['abcdefgh', 'ab'], 2) == 2


def test_grade_width_4():
    assert grade_width(['abc', '_abc', 'a'], 1) == 2
