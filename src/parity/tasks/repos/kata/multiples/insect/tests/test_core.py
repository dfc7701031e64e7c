from kata_multiples.core import insect


def test_insect_0():
    assert insect([2, -6, 8]) == 0


def test_insect_1():
    assert insect([9, 5, 10, 18]) == 2


def test_insect_2():
    assert insect([3, 12, 20]) == 1


def test_insect_3():
    assert insect([9, 16]) == 0


def test_insect_4():
    assert insect([2, 0, 5]) == 1


def test_insect_5():
    assert insect([3, 13]) == 0
