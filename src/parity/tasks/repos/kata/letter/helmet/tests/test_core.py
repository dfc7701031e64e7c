from kata_letter.core import helmet


def test_helmet_0():
    assert helmet(90) == 'B'


def test_helmet_1():
    assert helmet(91) == 'A'


def test_helmet_2():
    assert helmet(92) == 'A'


def test_helmet_3():
    assert helmet(75) == 'C'


def test_helmet_4():
    assert helmet(76) == 'B'


def test_helmet_5():
    assert helmet(77) == 'B'
