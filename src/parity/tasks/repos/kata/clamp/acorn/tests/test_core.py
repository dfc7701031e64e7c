from kata_clamp.core import acorn


def test_acorn_0():
    assert acorn(0) == 1


def test_acorn_1():
    assert acorn(1) == 1


def test_acorn_2():
    assert acorn(2) == 2


def test_acorn_3():
    assert acorn(18) == 18


def test_acorn_4():
    assert acorn(19) == 19


def test_acorn_5():
    assert acorn(20) == 19
