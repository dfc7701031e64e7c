from kata_mean.core import acorn


def test_acorn_0():
    assert acorn([]) == 0


def test_acorn_1():
    assert acorn([21]) == 21


def test_acorn_2():
    assert acorn([20, 15, 23, 19]) == 19


def test_acorn_3():
    assert acorn([30]) == 30


def test_acorn_4():
    assert acorn([15, 22]) == 18


def test_acorn_5():
    assert acorn([24, 24, 8, 6]) == 15
