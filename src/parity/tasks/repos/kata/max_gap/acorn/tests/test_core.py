from kata_max_gap.core import acorn


def test_acorn_0():
    assert acorn([5, 6, 11]) == 5


def test_acorn_1():
    assert acorn([3, 6, 7, 16, 19, 29]) == 10


def test_acorn_2():
    assert acorn([2, 12, 19]) == 10


def test_acorn_3():
    assert acorn([0, 4, 9, 10, 24]) == 14


def test_acorn_4():
    assert acorn([0]) == 0


def test_acorn_5():
    assert acorn([2, 5, 11, 18, 24]) == 7
