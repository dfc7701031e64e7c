from kata_wrap.core import orange


def test_orange_0():
    assert orange(-5) == 9


def test_orange_1():
    assert orange(-10) == 4


def test_orange_2():
    assert orange(16) == 6


def test_orange_3():
    assert orange(8) == 10


def test_orange_4():
    assert orange(-4) == 10


def test_orange_5():
    assert orange(-2) == 0
