from kata_wrap.core import lizard


def test_lizard_0():
    assert lizard(10) == 1


def test_lizard_1():
    assert lizard(-2) == 9


def test_lizard_2():
    assert lizard(25) == 6


def test_lizard_3():
    assert lizard(-7) == 4


def test_lizard_4():
    assert lizard(2) == 3


def test_lizard_5():
    assert lizard(10, 4, 2) == 0
