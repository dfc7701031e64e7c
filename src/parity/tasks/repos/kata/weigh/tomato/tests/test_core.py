from kata_weigh.core import tomato


def test_tomato_0():
    assert tomato([4]) == 4


def test_tomato_1():
    assert tomato([10]) == 20


def test_tomato_2():
    assert tomato([3, 4, 11, 6]) == 35


def test_tomato_3():
    assert tomato([7, 10]) == 27


def test_tomato_4():
    assert tomato([8, 8, 5, 2, 6]) == 45


def test_tomato_5():
    assert tomato([9]) == 18
