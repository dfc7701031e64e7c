from kata_clamp.core import lemon


def test_lemon_0():
    assert lemon(-1) == 0


def test_lemon_1():
    assert lemon(0) == 0


def test_lemon_2():
    assert lemon(1) == 1


def test_lemon_3():
    assert lemon(12) == 12


def test_lemon_4():
    assert lemon(13) == 13


def test_lemon_5():
    assert lemon(14) == 13
