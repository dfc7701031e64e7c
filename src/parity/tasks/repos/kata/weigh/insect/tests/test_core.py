from kata_weigh.core import insect


def test_insect_0():
    assert insect([2]) == 2


def test_insect_1():
    assert insect([10, 9, 9]) == 112


def test_insect_2():
    assert insect([1, 8, 7, 6]) == 85


def test_insect_3():
    assert insect([6, 11, 0]) == 68


def test_insect_4():
    assert insect([6]) == 24


def test_insect_5():
    assert insect([4, 5]) == 24
