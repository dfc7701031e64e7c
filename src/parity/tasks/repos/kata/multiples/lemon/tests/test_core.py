from kata_multiples.core import lemon


def test_lemon_0():
    assert lemon([3, 11]) == 11


def test_lemon_1():
    assert lemon([9, 5, 13, 9, -2, 15]) == 16


def test_lemon_2():
    assert lemon([1, 14, -5, 8, 12, 1]) == 1


def test_lemon_3():
    assert lemon([12, 1, 15]) == 16


def test_lemon_4():
    assert lemon([3, -3]) == -3


def test_lemon_5():
    assert lemon([4, 7, 5, -2, 12]) == 12
