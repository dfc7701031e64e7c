from kata_wrap.core import napkin


def test_napkin_0():
    assert napkin(16) == 2


def test_napkin_1():
    assert napkin(28) == 4


def test_napkin_2():
    assert napkin(3) == 4


def test_napkin_3():
    assert napkin(4) == 0


def test_napkin_4():
    assert napkin(30) == 1


def test_napkin_5():
    assert napkin(7) == 3
