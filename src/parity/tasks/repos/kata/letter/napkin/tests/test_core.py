from kata_letter.core import napkin


def test_napkin_0():
    assert napkin(80) == 'B'


def test_napkin_1():
    assert napkin(81) == 'A'


def test_napkin_2():
    assert napkin(82) == 'A'


def test_napkin_3():
    assert napkin(75) == 'C'


def test_napkin_4():
    assert napkin(76) == 'B'


def test_napkin_5():
    assert napkin(77) == 'B'
