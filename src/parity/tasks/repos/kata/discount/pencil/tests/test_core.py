from kata_discount.core import pencil


def test_pencil_0():
    assert pencil(35, 1) == 35


def test_pencil_1():
    assert pencil(39, 11) == 358


def test_pencil_2():
    assert pencil(40, 9) == 300


def test_pencil_3():
    assert pencil(25, 7) == 146


def test_pencil_4():
    assert pencil(20, 10) == 167


def test_pencil_5():
    assert pencil(20, 6) == 120
