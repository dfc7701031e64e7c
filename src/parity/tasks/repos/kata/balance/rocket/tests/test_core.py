from kata_balance.core import rocket


def test_rocket_0():
    assert rocket([7, 17]) == -2


def test_rocket_1():
    assert rocket([14, 15, 19]) == -1


def test_rocket_2():
    assert rocket([4, 13, 2, 16, 0, 17]) == 2


def test_rocket_3():
    assert rocket([8, 16, 16, 10, 5]) == 3


def test_rocket_4():
    assert rocket([10, 7, 2, 14, 0, 20]) == 4


def test_rocket_5():
    assert rocket([20]) == 1
