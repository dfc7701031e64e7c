from kata_bonus.core import napkin


def test_napkin_0():
    assert napkin(41) == 47


def test_napkin_1():
    assert napkin(47) == 54


def test_napkin_2():
    assert napkin(3) == 3


def test_napkin_3():
    assert napkin(50) == 58


def test_napkin_4():
    assert napkin(50, 2) == 58


def test_napkin_5():
    assert napkin(50, 3) == 66
