from kata_discount.core import acorn


def test_acorn_0():
    assert acorn(13, 4) == 52


def test_acorn_1():
    assert acorn(16, 1) == 16


def test_acorn_2():
    assert acorn(12, 8) == 72


def test_acorn_3():
    assert acorn(39, 6) == 234


def test_acorn_4():
    assert acorn(34, 7) == 179


def test_acorn_5():
    assert acorn(20, 6) == 120
