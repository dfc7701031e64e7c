from kata_wrap.core import acorn


def test_acorn_0():
    assert acorn(4) == 8


def test_acorn_1():
    assert acorn(21) == 5


def test_acorn_2():
    assert acorn(10) == 4


def test_acorn_3():
    assert acorn(9) == 3


def test_acorn_4():
    assert acorn(26) == 0


def test_acorn_5():
    assert acorn(3, 7, 0) == 3
