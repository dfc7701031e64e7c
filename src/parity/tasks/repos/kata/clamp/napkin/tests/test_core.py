from kata_clamp.core import napkin


def test_napkin_0():
    assert napkin(3) == 4


def test_napkin_1():
    assert napkin(4) == 4


def test_napkin_2():
    assert napkin(5) == 5


def test_napkin_3():
    assert napkin(8) == 8


def test_napkin_4():
    assert napkin(9) == 9


def test_napkin_5():
    assert napkin(10) == 9
