from kata_tail.core import jigsaw


def test_jigsaw_0():
    assert jigsaw([6, 5, 9, 6, 3]) == [9, 6, 3]


def test_jigsaw_1():
    assert jigsaw([0, 0, 1, 9, 8]) == [1, 9, 8]


def test_jigsaw_2():
    assert jigsaw([1, 6, 5, 3, 5, 5]) == [3, 5, 5]


def test_jigsaw_3():
    assert jigsaw([5, 2, 5, 5, 1]) == [5, 5, 1]


def test_jigsaw_4():
    assert jigsaw([3, 4, 7, 2, 4, 2], 0) == []


def test_jigsaw_5():
    assert jigsaw([4, 0, 0, 3, 5, 5], 1) == [5]
