from kata_bonus.core import acorn


def test_acorn_0():
    assert acorn(11) == 15


def test_acorn_1():
    assert acorn(30) == 42


def test_acorn_2():
    assert acorn(55) == 77


def test_acorn_3():
    assert acorn(57) == 79


def test_acorn_4():
    assert acorn(19, 2) == 22


def test_acorn_5():
    assert acorn(19, 3) == 25
