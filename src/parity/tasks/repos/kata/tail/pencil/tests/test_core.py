from kata_tail.core import pencil


def test_pencil_0():
    assert pencil([1]) == [1]


def test_pencil_1():
    assert pencil([3, 7]) == [3, 7]


def test_pencil_2():
    assert pencil([0, 7]) == [0, 7]


def test_pencil_3():
    assert pencil([8, 7]) == [8, 7]


def test_pencil_4():
    assert pencil([7, 4, 5, 9, 5, 5], 0) == []


def test_pencil_5():
    assert pencil([1, 4, 6, 1, 7, 9], 1) == [9]
