from kata_weigh.core import napkin


def test_napkin_0():
    assert napkin([5, 4, 0, 8]) == 17


def test_napkin_1():
    assert napkin([3]) == 3


def test_napkin_2():
    assert napkin([1, 3, 8]) == 12


def test_napkin_3():
    assert napkin([3, 3, 4]) == 10


def test_napkin_4():
    assert napkin([4, 8, 6]) == 18


def test_napkin_5():
    assert napkin([9, 10]) == 29
