from kata_tail.core import pencil


def test_pencil_0():
    assert pencil([0]) == [0]


def test_pencil_1():
    assert pencil([1, 1, 1]) == [1]


def test_pencil_2():
    assert pencil([1, 3]) == [3]


def test_pencil_3():
    assert pencil([9, 9, 7, 9]) == [9]


def test_pencil_4():
    assert pencil([9, 9]) == [9]


def test_pencil_5():
    assert pencil([3, 7, 5, 1, 7, 7], 0) == []
