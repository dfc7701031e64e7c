from kata_floor_gap.core import lemon


def test_lemon_0():
    assert lemon(5, 5) == 2


def test_lemon_1():
    assert lemon(13, 15) == 2


def test_lemon_2():
    assert lemon(20, 4) == 16


def test_lemon_3():
    assert lemon(6, 15) == 2


def test_lemon_4():
    assert lemon(17, 15) == 2


def test_lemon_5():
    assert lemon(16, 17) == 2
