from kata_floor_gap.core import needle


def test_needle_0():
    assert needle(11, 14) == 3


def test_needle_1():
    assert needle(11, 2) == 9


def test_needle_2():
    assert needle(5, 18) == 3


def test_needle_3():
    assert needle(5, 10) == 3


def test_needle_4():
    assert needle(13, 10) == 3


def test_needle_5():
    assert needle(5, 12) == 3
