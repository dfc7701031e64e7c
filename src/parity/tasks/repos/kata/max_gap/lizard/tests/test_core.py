from kata_max_gap.core import lizard


def test_lizard_0():
    assert lizard([17, 19]) == 2


def test_lizard_1():
    assert lizard([5]) == 0


def test_lizard_2():
    assert lizard([28]) == 0


def test_lizard_3():
    assert lizard([8, 11, 30]) == 19


def test_lizard_4():
    assert lizard([4, 12, 13, 22, 23, 23]) == 9


def test_lizard_5():
    assert lizard([8, 26]) == 18
