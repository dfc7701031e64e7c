from kata_mean.core import tomato


def test_tomato_0():
    assert tomato([]) == 0


def test_tomato_1():
    assert tomato([27]) == 27


def test_tomato_2():
    assert tomato([3, 3, 13]) == 6


def test_tomato_3():
    assert tomato([29, 26, 30, 27]) == 28


def test_tomato_4():
    assert tomato([18, 11, 8, 19]) == 14


def test_tomato_5():
    assert tomato([18, 25, 1, 7, 20]) == 14
