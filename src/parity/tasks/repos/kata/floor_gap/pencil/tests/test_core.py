from kata_floor_gap.core import pencil


def test_pencil_0():
    assert pencil(12, 8) == 4


def test_pencil_1():
    assert pencil(3, 11) == 2


def test_pencil_2():
    assert pencil(10, 5) == 5


def test_pencil_3():
    assert pencil(18, 18) == 2


def test_pencil_4():
    assert pencil(4, 1) == 3


def test_pencil_5():
    assert pencil(12, 3) == 9
