from kata_balance.core import acorn


def test_acorn_0():
    assert acorn([14, 1]) == 0


def test_acorn_1():
    assert acorn([]) == 0


def test_acorn_2():
    assert acorn([7, 7, 19, 17, 20, 7, 12]) == -3


def test_acorn_3():
    assert acorn([15, 6, 16]) == 1


def test_acorn_4():
    assert acorn([20, 11, 16, 15, 2, 1]) == 0


def test_acorn_5():
    assert acorn([7, 3, 6, 16, 14, 4, 9]) == 1
