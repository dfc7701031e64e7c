from kata_max_gap.core import insect


def test_insect_0():
    assert insect([12]) == 0


def test_insect_1():
    assert insect([9, 26]) == 17


def test_insect_2():
    assert insect([5, 6, 8, 13, 15]) == 5


def test_insect_3():
    assert insect([14, 15, 18, 21, 25, 29]) == 4


def test_insect_4():
    assert insect([0, 4, 25, 29]) == 21


def test_insect_5():
    assert insect([17, 19, 30]) == 11
