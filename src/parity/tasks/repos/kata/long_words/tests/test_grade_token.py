from kata_long_words.grade_token import grade_token


def test_grade_token_0():
    assert grade_token(['ab', '_abcdef', 'abcdefg', 'xxxxxx', 'yyyyy']) == 2


def test_grade_token_1():
    assert grade_token(['_zzzzzz', 'qqqqqqq']) == 1


def test_grade_token_2():
    assert grade_token([]) == 0


def test_grade_token_3():
    assert grade_token(['abcdefgh', 'ab'], 2) == 2


def test_grade_token_4():
    assert grade_token(['abc', '_abc', 'a'], 1) == 2
