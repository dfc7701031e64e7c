from kata_tail.core import lizard


def test_lizard_0():
    assert lizard([9, 8, 8, 1, 2, 9]) == [8, 1, 2, 9]


def test_lizard_1():
    assert lizard([5, 9]) == [5, 9]


def test_lizard_2():
    assert lizard([9, 6]) == [9, 6]


def test_lizard_3():
    assert lizard([9, 6, 6, 4, 3]) == [6, 6, 4, 3]


def test_lizard_4():
    assert lizard([5, 5, 5, 7, 9, 4], 0) == []


def test_lizard_5():
    assert lizard([9, 8, 1, 0, 1, 4], 1) == [4]
