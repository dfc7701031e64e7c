from kata_clamp.core import cherry


def test_cherry_0():
    assert cherry(4) == 5


def test_cherry_1():
    assert cherry(5) == 5


def test_cherry_2():
    assert cherry(6) == 6


def test_cherry_3():
    assert cherry(8) == 8


def test_cherry_4():
    assert cherry(9) == 9


def test_cherry_5():
    assert cherry(10) == 9
