from kata_wrap.core import lizard


def test_lizard_0():
    assert lizard(20) == 0


def test_lizard_1():
    assert lizard(5) == 1


def test_lizard_2():
    assert lizard(-4) == 0


def test_lizard_3():
    assert lizard(2) == 6


def test_lizard_4():
    assert lizard(22) == 2


def test_lizard_5():
    assert lizard(25) == 5
