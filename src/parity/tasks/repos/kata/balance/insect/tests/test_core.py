from kata_balance.core import insect


def test_insect_0():
    assert insect([1, 8, 10, 1, 0, 15]) == 0


def test_insect_1():
    assert insect([20, 12, 7, 13, 19, 11]) == -2


def test_insect_2():
    assert insect([13, 9]) == -2


def test_insect_3():
    assert insect([11, 2, 11, 5, 2]) == -1


def test_insect_4():
    assert insect([19, 16, 7, 12, 1]) == -1


def test_insect_5():
    assert insect([6]) == 1
