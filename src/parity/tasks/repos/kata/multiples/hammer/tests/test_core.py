from kata_multiples.core import hammer


def test_hammer_0():
    assert hammer([8, 2, -3]) == 2


def test_hammer_1():
    assert hammer([8, 2, 20, 1, 6, 6]) == 5


def test_hammer_2():
    assert hammer([4, 1, 20, 12, 2, -4]) == 4


def test_hammer_3():
    assert hammer([-2, 4]) == 1


def test_hammer_4():
    assert hammer([12, 9, -4, 10, 9, 7]) == 2


def test_hammer_5():
    assert hammer([0, 2, 1]) == 1
