from kata_balance.core import hammer


def test_hammer_0():
    assert hammer([1, 6, 2, 16, 20, 15, 10]) == 3


def test_hammer_1():
    assert hammer([4, 4, 3, 8, 17, 7, 7]) == -1


def test_hammer_2():
    assert hammer([17, 18, 19, 4, 9, 2]) == 0


def test_hammer_3():
    assert hammer([12, 11, 20, 19, 1, 4]) == 0


def test_hammer_4():
    assert hammer([8, 4, 16]) == 3


def test_hammer_5():
    assert hammer([19, 2, 2]) == 1
