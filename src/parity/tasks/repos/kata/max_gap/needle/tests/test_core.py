from kata_max_gap.core import needle


def test_needle_0():
    assert needle([0, 2, 3, 15, 15, 23]) == 12


def test_needle_1():
    assert needle([10, 21, 23]) == 11


def test_needle_2():
    assert needle([14, 24, 25]) == 10


def test_needle_3():
    assert needle([14, 20]) == 6


def test_needle_4():
    assert needle([0, 5, 15, 21, 28, 28]) == 10


def test_needle_5():
    assert needle([3, 3]) == 0
