from kata_floor_gap.core import pencil


def test_pencil_0():
    assert pencil(12, 16) == 3


def test_pencil_1():
    assert pencil(2, 15) == 3


def test_pencil_2():
    assert pencil(4, 2) == 3


def test_pencil_3():
    assert pencil(12, 18) == 3


def test_pencil_4():
    assert pencil(14, 1) == 13


def test_pencil_5():
    assert pencil(2, 18) == 3
