from kata_wrap.core import acorn


def test_acorn_0():
    assert acorn(20) == 4


def test_acorn_1():
    assert acorn(23) == 7


def test_acorn_2():
    assert acorn(4) == 8


def test_acorn_3():
    assert acorn(-10) == 4


def test_acorn_4():
    assert acorn(-7) == 7


def test_acorn_5():
    assert acorn(10, 4, 2) == 0
