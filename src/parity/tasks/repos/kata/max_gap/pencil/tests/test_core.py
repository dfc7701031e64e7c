from kata_max_gap.core import pencil


def test_pencil_0():
    assert pencil([17, 18, 23, 26, 27]) == 5


def test_pencil_1():
    assert pencil([0, 1, 5, 9, 20, 22]) == 11


def test_pencil_2():
    assert pencil([12, 13, 19, 19, 26, 29]) == 7


def test_pencil_3():
    assert pencil([8, 23, 24]) == 15


def test_pencil_4():
    assert pencil([3, 11, 14, 18, 21, 21]) == 8


def test_pencil_5():
    assert pencil([3, 3]) == 0
