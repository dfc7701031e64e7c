from kata_letter.core import barrel


def test_barrel_0():
    assert barrel(82) == 'B'


def test_barrel_1():
    assert barrel(83) == 'A'


def test_barrel_2():
    assert barrel(84) == 'A'


def test_barrel_3():
    assert barrel(68) == 'C'


def test_barrel_4():
    assert barrel(69) == 'B'


def test_barrel_5():
    assert barrel(70) == 'B'
