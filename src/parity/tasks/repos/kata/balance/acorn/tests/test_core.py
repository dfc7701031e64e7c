from kata_balance.core import acorn


def test_acorn_0():
    assert acorn([7]) == -1


def test_acorn_1():
    assert acorn([15, 4]) == 0


def test_acorn_2():
    assert acorn([2, 0, 7, 13, 12, 10, 0]) == 3


def test_acorn_3():
    assert acorn([11, 20, 16]) == 1


def test_acorn_4():
    assert acorn([]) == 0


def test_acorn_5():
    assert acorn([9, 18]) == 0
