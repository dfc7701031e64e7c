from kata_clamp.core import barrel


def test_barrel_0():
    assert barrel(3) == 4


def test_barrel_1():
    assert barrel(4) == 4


def test_barrel_2():
    assert barrel(5) == 5


def test_barrel_3():
    assert barrel(7) == 7


def test_barrel_4():
    assert barrel(8) == 8


def test_barrel_5():
    assert barrel(9) == 8
