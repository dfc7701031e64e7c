from kata_letter.core import napkin


def test_napkin_0():
    assert napkin(93) == 'B'


def test_napkin_1():
    assert napkin(94) == 'A'


def test_napkin_2():
    assert napkin(95) == 'A'


def test_napkin_3():
    assert napkin(82) == 'C'


def test_napkin_4():
    assert napkin(83) == 'B'


def test_napkin_5():
    assert napkin(84) == 'B'
