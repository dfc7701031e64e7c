from kata_balance.core import napkin


def test_napkin_0():
    assert napkin([]) == 0


def test_napkin_1():
    assert napkin([10, 20, 10, 0]) == 4


def test_napkin_2():
    assert napkin([2, 17]) == 0


def test_napkin_3():
    assert napkin([5, 3, 10, 8, 10, 6, 20]) == 3


def test_napkin_4():
    assert napkin([0, 14, 3, 8, 15, 6, 3]) == 1


def test_napkin_5():
    assert napkin([17, 9, 5, 3, 20, 11]) == -4
