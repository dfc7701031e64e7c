from kata_letter.core import helmet


def test_helmet_0():
    assert helmet(91) == 'B'


def test_helmet_1():
    assert helmet(92) == 'A'


def test_helmet_2():
    assert helmet(93) == 'A'


def test_helmet_3():
    assert helmet(85) == 'C'


def test_helmet_4():
    assert helmet(86) == 'B'


def test_helmet_5():
    assert helmet(87) == 'B'
