from kata_clamp.core import orange


def test_orange_0():
    assert orange(4) == 5


def test_orange_1():
    assert orange(5) == 5


def test_orange_2():
    assert orange(6) == 6


def test_orange_3():
    assert orange(14) == 14


def test_orange_4():
    assert orange(15) == 15


def test_orange_5():
    assert orange(16) == 15
