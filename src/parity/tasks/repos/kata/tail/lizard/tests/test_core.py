from kata_tail.core import lizard


def test_lizard_0():
    assert lizard([0, 9, 1, 5]) == [9, 1, 5]


def test_lizard_1():
    assert lizard([0, 2, 4, 1, 6, 7, 2]) == [6, 7, 2]


def test_lizard_2():
    assert lizard([6, 2, 8, 0]) == [2, 8, 0]


def test_lizard_3():
    assert lizard([4, 2]) == [4, 2]


def test_lizard_4():
    assert lizard([8, 5, 2, 3, 0, 7], 0) == []


def test_lizard_5():
    assert lizard([8, 9, 7, 8, 5, 9], 1) == [9]
