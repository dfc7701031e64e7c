from kata_tail.core import insect


def test_insect_0():
    assert insect([3, 0, 3, 0, 4, 4]) == [3, 0, 4, 4]


def test_insect_1():
    assert insect([7, 5, 6, 6, 1, 6]) == [6, 6, 1, 6]


def test_insect_2():
    assert insect([4, 7, 3, 0, 9, 4, 6]) == [0, 9, 4, 6]


def test_insect_3():
    assert insect([6, 1, 5]) == [6, 1, 5]


def test_insect_4():
    assert insect([9, 3, 8, 3, 7, 4], 0) == []


def test_insect_5():
    assert insect([8, 7, 3, 1, 3, 8], 1) == [8]
