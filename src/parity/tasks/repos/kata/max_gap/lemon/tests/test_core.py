from kata_max_gap.core import lemon


def test_lemon_0():
    assert lemon([12]) == 0


def test_lemon_1():
    assert lemon([1, 14, 25, 27]) == 13


def test_lemon_2():
    assert lemon([19, 26, 28]) == 7


def test_lemon_3():
    assert lemon([1, 6, 21, 25]) == 15


def test_lemon_4():
    assert lemon([7, 7]) == 0


def test_lemon_5():
    assert lemon([2, 7, 18, 25, 26, 29]) == 11
