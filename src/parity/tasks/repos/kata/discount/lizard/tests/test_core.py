from kata_discount.core import lizard


def test_lizard_0():
    assert lizard(13, 12) == 137


def test_lizard_1():
    assert lizard(5, 10) == 44


def test_lizard_2():
    assert lizard(27, 1) == 27


def test_lizard_3():
    assert lizard(40, 7) == 280


def test_lizard_4():
    assert lizard(38, 6) == 228


def test_lizard_5():
    assert lizard(20, 8) == 140
