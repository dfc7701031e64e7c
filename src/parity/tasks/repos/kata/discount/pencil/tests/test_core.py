from kata_discount.core import pencil


def test_pencil_0():
    assert pencil(24, 1) == 24


def test_pencil_1():
    assert pencil(27, 4) == 93


def test_pencil_2():
    assert pencil(32, 2) == 64


def test_pencil_3():
    assert pencil(40, 3) == 120


def test_pencil_4():
    assert pencil(7, 8) == 48


def test_pencil_5():
    assert pencil(20, 3) == 60
