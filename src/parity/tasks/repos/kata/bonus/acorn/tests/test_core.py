from kata_bonus.core import acorn


def test_acorn_0():
    assert acorn(46) == 61


def test_acorn_1():
    assert acorn(17) == 22


def test_acorn_2():
    assert acorn(18) == 24


def test_acorn_3():
    assert acorn(38) == 50


def test_acorn_4():
    assert acorn(58, 3) == 77


def test_acorn_5():
    assert acorn(58, 4) == 96
