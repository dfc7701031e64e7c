from kata_bonus.core import lizard


def test_lizard_0():
    assert lizard(31) == 36


def test_lizard_1():
    assert lizard(60) == 70


def test_lizard_2():
    assert lizard(21) == 24


def test_lizard_3():
    assert lizard(56) == 65


def test_lizard_4():
    assert lizard(38, 4) == 44


def test_lizard_5():
    assert lizard(38, 5) == 50
