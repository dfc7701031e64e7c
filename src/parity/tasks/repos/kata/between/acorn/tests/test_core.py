from kata_between.core import acorn


def test_acorn_0():
    assert acorn(2, 3, 9) == False


def test_acorn_1():
    assert acorn(3, 3, 9) == True


def test_acorn_2():
    assert acorn(4, 3, 9) == True


def test_acorn_3():
    assert acorn(8, 3, 9) == True


def test_acorn_4():
    assert acorn(9, 3, 9) == False


def test_acorn_5():
    assert acorn(10, 3, 9) == False
