from kata_floor_gap.core import acorn


def test_acorn_0():
    assert acorn(7, 2) == 5


def test_acorn_1():
    assert acorn(11, 18) == 2


def test_acorn_2():
    assert acorn(13, 5) == 8


def test_acorn_3():
    assert acorn(1, 13) == 2


def test_acorn_4():
    assert acorn(19, 13) == 6


def test_acorn_5():
    assert acorn(12, 5) == 7
