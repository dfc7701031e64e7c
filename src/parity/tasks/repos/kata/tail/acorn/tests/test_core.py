from kata_tail.core import acorn


def test_acorn_0():
    assert acorn([8]) == [8]


def test_acorn_1():
    assert acorn([2, 5, 3, 7]) == [5, 3, 7]


def test_acorn_2():
    assert acorn([4, 1]) == [4, 1]


def test_acorn_3():
    assert acorn([5, 1]) == [5, 1]


def test_acorn_4():
    assert acorn([8, 8, 4, 0, 7, 3], 0) == []


def test_acorn_5():
    assert acorn([1, 8, 0, 3, 5, 5], 1) == [5]
