from kata_letter.core import barrel


def test_barrel_0():
    assert barrel(92) == 'B'


def test_barrel_1():
    assert barrel(93) == 'A'


def test_barrel_2():
    assert barrel(94) == 'A'


def test_barrel_3():
    assert barrel(77) == 'C'


def test_barrel_4():
    assert barrel(78) == 'B'


def test_barrel_5():
    assert barrel(79) == 'B'
