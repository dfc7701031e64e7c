from kata_max_gap.core import insect


def test_insect_0():
    assert insect([1, 2, 21, 22]) == 19


def test_insect_1():
    assert insect([7, 9, 11, 20, 27]) == 9


def test_insect_2():
    assert insect([23, 26]) == 3


def test_insect_3():
    assert insect([0, 14, 19, 26, 30]) == 14


def test_insect_4():
    assert insect([19]) == 0


def test_insect_5():
    assert insect([7, 10, 13, 21, 27]) == 8
