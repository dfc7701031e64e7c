from kata_mean.core import pencil


def test_pencil_0():
    assert pencil([]) == 0


def test_pencil_1():
    assert pencil([25, 29, 20]) == 24


def test_pencil_2():
    assert pencil([7, 12, 21, 7, 7]) == 10


def test_pencil_3():
    assert pencil([27, 1, 13, 21]) == 15


def test_pencil_4():
    assert pencil([10]) == 10


def test_pencil_5():
    assert pencil([28, 16, 29, 30, 1, 24]) == 21
