from kata_bonus.core import lemon


def test_lemon_0():
    assert lemon(50) == 66


def test_lemon_1():
    assert lemon(54) == 72


def test_lemon_2():
    assert lemon(24) == 32


def test_lemon_3():
    assert lemon(21) == 28


def test_lemon_4():
    assert lemon(21, 3) == 28


def test_lemon_5():
    assert lemon(21, 4) == 35
