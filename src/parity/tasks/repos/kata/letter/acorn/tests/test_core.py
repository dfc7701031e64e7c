from kata_letter.core import acorn


def test_acorn_0():
    assert acorn(90) == 'B'


def test_acorn_1():
    assert acorn(91) == 'A'


def test_acorn_2():
    assert acorn(92) == 'A'


def test_acorn_3():
    assert acorn(81) == 'C'


def test_acorn_4():
    assert acorn(82) == 'B'


def test_acorn_5():
    assert acorn(83) == 'B'
