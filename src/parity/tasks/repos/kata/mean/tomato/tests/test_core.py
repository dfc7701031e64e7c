from kata_mean.core import tomato


def test_tomato_0():
    assert tomato([]) == 0


def test_tomato_1():
    assert tomato([18, 26, 21, 27]) == 23


def test_tomato_2():
    assert tomato([15, 11, 28, 27, 26, 21]) == 21


def test_tomato_3():
    assert tomato([19, 22, 25, 4]) == 17


def test_tomato_4():
    assert tomato([23]) == 23


def test_tomato_5():
    assert tomato([12, 21, 26, 13, 11]) == 16
