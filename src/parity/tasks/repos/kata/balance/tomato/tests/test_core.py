from kata_balance.core import tomato


def test_tomato_0():
    assert tomato([0, 14, 8]) == 3


def test_tomato_1():
    assert tomato([6, 20, 6]) == 3


def test_tomato_2():
    assert tomato([6, 20, 13]) == 1


def test_tomato_3():
    assert tomato([]) == 0


def test_tomato_4():
    assert tomato([17, 14, 9, 9]) == -2


def test_tomato_5():
    assert tomato([5, 20, 1]) == -1
