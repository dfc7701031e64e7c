from kata_tail.core import jigsaw


def test_jigsaw_0():
    assert jigsaw([0]) == [0]


def test_jigsaw_1():
    assert jigsaw([0, 2, 7, 3, 1, 2, 6]) == [1, 2, 6]


def test_jigsaw_2():
    assert jigsaw([]) == []


def test_jigsaw_3():
    assert jigsaw([6, 5]) == [6, 5]


def test_jigsaw_4():
    assert jigsaw([7, 8, 0, 0, 5, 6], 0) == []


def test_jigsaw_5():
    assert jigsaw([9, 0, 9, 3, 5, 3], 1) == [3]
