from kata_balance.core import lizard


def test_lizard_0():
    assert lizard([19, 8, 16, 14, 16]) == 3


def test_lizard_1():
    assert lizard([12, 7]) == 0


def test_lizard_2():
    assert lizard([4]) == 1


def test_lizard_3():
    assert lizard([0, 12, 12, 5, 3, 20]) == 2


def test_lizard_4():
    assert lizard([3]) == -1


def test_lizard_5():
    assert lizard([3, 6, 20]) == 1
