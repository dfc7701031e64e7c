from kata_wrap.core import cherry


def test_cherry_0():
    assert cherry(-8) == 4


def test_cherry_1():
    assert cherry(-9) == 3


def test_cherry_2():
    assert cherry(-2) == 2


def test_cherry_3():
    assert cherry(21) == 1


def test_cherry_4():
    assert cherry(0) == 4


def test_cherry_5():
    assert cherry(10, 4, 2) == 0
