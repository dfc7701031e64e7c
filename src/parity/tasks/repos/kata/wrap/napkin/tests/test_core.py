from kata_wrap.core import napkin


def test_napkin_0():
    assert napkin(13) == 3


def test_napkin_1():
    assert napkin(12) == 2


def test_napkin_2():
    assert napkin(3) == 5


def test_napkin_3():
    assert napkin(1) == 3


def test_napkin_4():
    assert napkin(22) == 0


def test_napkin_5():
    assert napkin(18) == 2
