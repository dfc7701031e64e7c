from kata_wrap.core import lemon


def test_lemon_0():
    assert lemon(11) == 2


def test_lemon_1():
    assert lemon(3) == 0


def test_lemon_2():
    assert lemon(6) == 3


def test_lemon_3():
    assert lemon(27) == 0


def test_lemon_4():
    assert lemon(19) == 4


def test_lemon_5():
    assert lemon(2) == 5
