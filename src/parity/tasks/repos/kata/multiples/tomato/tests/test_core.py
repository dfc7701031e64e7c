from kata_multiples.core import tomato


def test_tomato_0():
    assert tomato([13, -2, 20]) == 1


def test_tomato_1():
    assert tomato([19, -3, 4, 12, 12, 11]) == 3


def test_tomato_2():
    assert tomato([-3, 13, -1, 5, 2, 8]) == 1


def test_tomato_3():
    assert tomato([8, -1, 6, 7]) == 1


def test_tomato_4():
    assert tomato([-3, 4, -2, 2]) == 1


def test_tomato_5():
    assert tomato([0, 4, 1]) == 1
