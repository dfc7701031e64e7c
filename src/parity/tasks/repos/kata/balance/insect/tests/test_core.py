from kata_balance.core import insect


def test_insect_0():
    assert insect([0, 12]) == 2


def test_insect_1():
    assert insect([19]) == -1


def test_insect_2():
    assert insect([18, 16, 15, 9]) == 0


def test_insect_3():
    assert insect([12, 2, 20, 11, 10, 12]) == 4


def test_insect_4():
    assert insect([10, 17, 2, 1]) == 0


def test_insect_5():
    assert insect([4, 14, 16, 13]) == 2
