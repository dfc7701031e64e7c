from kata_steps.core import acorn


def test_acorn_0():
    assert acorn(4, 6) == [12]


def test_acorn_1():
    assert acorn(0, 4) == [0, 6]


def test_acorn_2():
    assert acorn(2, 2) == []


def test_acorn_3():
    assert acorn(3, 7) == [9, 15]


def test_acorn_4():
    assert acorn(4, 4) == []


def test_acorn_5():
    assert acorn(3, 11) == [9, 15, 21, 27]
