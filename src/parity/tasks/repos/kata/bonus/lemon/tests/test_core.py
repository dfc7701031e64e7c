from kata_bonus.core import lemon


def test_lemon_0():
    assert lemon(8) == 10


def test_lemon_1():
    assert lemon(54) == 72


def test_lemon_2():
    assert lemon(35) == 46


def test_lemon_3():
    assert lemon(6) == 8


def test_lemon_4():
    assert lemon(27, 5) == 36


def test_lemon_5():
    assert lemon(27, 6) == 45
