from kata_letter.core import dollar


def test_dollar_0():
    assert dollar(89) == 'B'


def test_dollar_1():
    assert dollar(90) == 'A'


def test_dollar_2():
    assert dollar(91) == 'A'


def test_dollar_3():
    assert dollar(83) == 'C'


def test_dollar_4():
    assert dollar(84) == 'B'


def test_dollar_5():
    assert dollar(85) == 'B'
