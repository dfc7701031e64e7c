from kata_floor_gap.core import needle


def test_needle_0():
    assert needle(0, 5) == 3


def test_needle_1():
    assert needle(4, 18) == 3


def test_needle_2():
    assert needle(6, 1) == 5


def test_needle_3():
    assert needle(11, 14) == 3


def test_needle_4():
    assert needle(7, 8) == 3


def test_needle_5():
    assert needle(1, 11) == 3
