from kata_multiples.core import lizard


def test_lizard_0():
    assert lizard([-3, 11, 9, 17, 4]) == 5


def test_lizard_1():
    assert lizard([3, 10, -3]) == -3


def test_lizard_2():
    assert lizard([0, 1]) == 1


def test_lizard_3():
    assert lizard([11, -1, 5, 19]) == 19


def test_lizard_4():
    assert lizard([1, 3, 0, 14]) == 14


def test_lizard_5():
    assert lizard([18, -5, 15, 6, 2, 3]) == 3
