from kata_multiples.core import napkin


def test_napkin_0():
    assert napkin([-3, 17, 15, 9, 10, 13]) == 0


def test_napkin_1():
    assert napkin([3, 4, 13, -4, 0]) == 1


def test_napkin_2():
    assert napkin([14, 6]) == 0


def test_napkin_3():
    assert napkin([10, 16, 4, 1]) == 2


def test_napkin_4():
    assert napkin([4, 2, 17, 19, 17, 16]) == 2


def test_napkin_5():
    assert napkin([19, 20]) == 1
