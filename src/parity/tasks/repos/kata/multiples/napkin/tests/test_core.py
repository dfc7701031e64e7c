from kata_multiples.core import napkin


def test_napkin_0():
    assert napkin([17, 0, 4, 7, 18, -2]) == 2


def test_napkin_1():
    assert napkin([1, 5]) == 0


def test_napkin_2():
    assert napkin([8, -1, 15, 20, 5]) == 2


def test_napkin_3():
    assert napkin([7, 7, 5, 12, -3]) == 1


def test_napkin_4():
    assert napkin([11, 19]) == 0


def test_napkin_5():
    assert napkin([14, 9, 1, 6, 14]) == 3
