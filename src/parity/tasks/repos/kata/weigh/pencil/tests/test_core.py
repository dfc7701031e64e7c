from kata_weigh.core import pencil


def test_pencil_0():
    assert pencil([12, 2, 12, 7, 6]) == 76


def test_pencil_1():
    assert pencil([6, 7]) == 26


def test_pencil_2():
    assert pencil([2, 6]) == 14


def test_pencil_3():
    assert pencil([12]) == 24


def test_pencil_4():
    assert pencil([12, 10, 8]) == 60


def test_pencil_5():
    assert pencil([4, 5]) == 14
