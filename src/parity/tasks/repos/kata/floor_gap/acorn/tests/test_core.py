from kata_floor_gap.core import acorn


def test_acorn_0():
    assert acorn(14, 5) == 9


def test_acorn_1():
    assert acorn(3, 3) == 3


def test_acorn_2():
    assert acorn(4, 20) == 3


def test_acorn_3():
    assert acorn(15, 20) == 3


def test_acorn_4():
    assert acorn(15, 11) == 4


def test_acorn_5():
    assert acorn(14, 4) == 10
