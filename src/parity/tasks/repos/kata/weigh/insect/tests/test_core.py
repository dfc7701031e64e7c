from kata_weigh.core import insect


def test_insect_0():
    assert insect([6, 0, 4, 8]) == 60


def test_insect_1():
    assert insect([8, 7, 0]) == 60


def test_insect_2():
    assert insect([9, 8, 4, 10, 0]) == 112


def test_insect_3():
    assert insect([6, 11, 1, 6]) == 93


def test_insect_4():
    assert insect([7, 0, 0]) == 28


def test_insect_5():
    assert insect([4, 5]) == 24
