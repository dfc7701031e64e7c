from kata_mean.core import insect


def test_insect_0():
    assert insect([]) == 0


def test_insect_1():
    assert insect([12, 1, 14, 21]) == 12


def test_insect_2():
    assert insect([9, 12, 3, 5, 6]) == 7


def test_insect_3():
    assert insect([11, 12, 19, 20, 4]) == 13


def test_insect_4():
    assert insect([16, 28, 25, 24, 9, 11]) == 18


def test_insect_5():
    assert insect([26, 27, 13, 16, 24]) == 21
