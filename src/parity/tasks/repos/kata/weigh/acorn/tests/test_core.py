from kata_weigh.core import acorn


def test_acorn_0():
    assert acorn([2, 7, 3]) == 33


def test_acorn_1():
    assert acorn([12, 9, 0, 10]) == 124


def test_acorn_2():
    assert acorn([9, 11]) == 80


def test_acorn_3():
    assert acorn([6, 12, 6, 2]) == 98


def test_acorn_4():
    assert acorn([10, 6]) == 64


def test_acorn_5():
    assert acorn([5, 6]) == 29
