from kata_letter.core import dollar


def test_dollar_0():
    assert dollar(85) == 'B'


def test_dollar_1():
    assert dollar(86) == 'A'


def test_dollar_2():
    assert dollar(87) == 'A'


def test_dollar_3():
    assert dollar(78) == 'C'


def test_dollar_4():
    assert dollar(79) == 'B'


def test_dollar_5():
    assert dollar(80) == 'B'
