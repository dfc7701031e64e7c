from kata_weigh.core import lizard


def test_lizard_0():
    assert lizard([9, 2]) == 11


def test_lizard_1():
    assert lizard([6, 4, 11, 3, 1]) == 47


def test_lizard_2():
    assert lizard([2, 7]) == 9


def test_lizard_3():
    assert lizard([6, 2, 0, 4, 12]) == 48


def test_lizard_4():
    assert lizard([9, 1, 10, 5]) == 45


def test_lizard_5():
    assert lizard([1]) == 1
