from kata_mean.core import pencil


def test_pencil_0():
    assert pencil([]) == 0


def test_pencil_1():
    assert pencil([2, 26]) == 14


def test_pencil_2():
    assert pencil([1, 21]) == 11


def test_pencil_3():
    assert pencil([9, 30, 6, 24, 20]) == 17


def test_pencil_4():
    assert pencil([7, 18, 2]) == 9


def test_pencil_5():
    assert pencil([21, 13]) == 17
