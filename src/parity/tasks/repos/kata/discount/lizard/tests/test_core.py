from kata_discount.core import lizard


def test_lizard_0():
    assert lizard(23, 3) == 69


def test_lizard_1():
    assert lizard(39, 8) == 234


def test_lizard_2():
    assert lizard(13, 1) == 13


def test_lizard_3():
    assert lizard(3, 8) == 18


def test_lizard_4():
    assert lizard(38, 3) == 114


def test_lizard_5():
    assert lizard(20, 4) == 80
