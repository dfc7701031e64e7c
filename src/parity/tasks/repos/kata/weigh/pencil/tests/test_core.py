from kata_weigh.core import pencil


def test_pencil_0():
    assert pencil([2, 2]) == 4


def test_pencil_1():
    assert pencil([1, 7, 5, 11]) == 42


def test_pencil_2():
    assert pencil([2, 0, 3]) == 5


def test_pencil_3():
    assert pencil([5, 7, 4]) == 23


def test_pencil_4():
    assert pencil([8, 10, 5]) == 41


def test_pencil_5():
    assert pencil([9, 1]) == 19
