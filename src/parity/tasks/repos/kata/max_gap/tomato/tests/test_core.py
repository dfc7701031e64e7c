from kata_max_gap.core import tomato


def test_tomato_0():
    assert tomato([10, 24, 25]) == 14


def test_tomato_1():
    assert tomato([17, 28]) == 11


def test_tomato_2():
    assert tomato([0, 23]) == 23


def test_tomato_3():
    assert tomato([6, 13, 22]) == 9


def test_tomato_4():
    assert tomato([0, 0, 4, 7, 10, 23]) == 13


def test_tomato_5():
    assert tomato([3, 3]) == 0
