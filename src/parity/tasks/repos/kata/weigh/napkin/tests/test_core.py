from kata_weigh.core import napkin


def test_napkin_0():
    assert napkin([0, 9, 4, 5]) == 27


def test_napkin_1():
    assert napkin([1, 0, 12, 10]) == 45


def test_napkin_2():
    assert napkin([3, 7, 10]) == 37


def test_napkin_3():
    assert napkin([8, 3, 6]) == 25


def test_napkin_4():
    assert napkin([6]) == 6


def test_napkin_5():
    assert napkin([6, 7]) == 20
