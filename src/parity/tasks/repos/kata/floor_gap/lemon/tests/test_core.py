from kata_floor_gap.core import lemon


def test_lemon_0():
    assert lemon(19, 12) == 7


def test_lemon_1():
    assert lemon(17, 2) == 15


def test_lemon_2():
    assert lemon(9, 10) == 1


def test_lemon_3():
    assert lemon(12, 1) == 11


def test_lemon_4():
    assert lemon(15, 13) == 2


def test_lemon_5():
    assert lemon(9, 15) == 1
