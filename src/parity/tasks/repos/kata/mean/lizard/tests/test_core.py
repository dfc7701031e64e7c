from kata_mean.core import lizard


def test_lizard_0():
    assert lizard([]) == 0


def test_lizard_1():
    assert lizard([9, 5]) == 7


def test_lizard_2():
    assert lizard([16]) == 16


def test_lizard_3():
    assert lizard([9, 19, 16, 21, 1, 24]) == 15


def test_lizard_4():
    assert lizard([28, 13, 3, 29]) == 18


def test_lizard_5():
    assert lizard([5, 11]) == 8
