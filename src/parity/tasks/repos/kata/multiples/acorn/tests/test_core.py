from kata_multiples.core import acorn


def test_acorn_0():
    assert acorn([17, 9, 17, 20, 6, 3]) == 1


def test_acorn_1():
    assert acorn([-6, 1, 5, 5, 20, 4]) == 3


def test_acorn_2():
    assert acorn([7, 0, 6]) == 0


def test_acorn_3():
    assert acorn([19, -6]) == 0


def test_acorn_4():
    assert acorn([18, 13, 11, 0]) == 0


def test_acorn_5():
    assert acorn([-1, 17, 8, 13, -2, 20]) == 1
