from kata_max_gap.core import jigsaw


def test_jigsaw_0():
    assert jigsaw([17, 19, 22]) == 3


def test_jigsaw_1():
    assert jigsaw([23, 23]) == 0


def test_jigsaw_2():
    assert jigsaw([1, 9, 11, 14, 14, 17]) == 8


def test_jigsaw_3():
    assert jigsaw([13]) == 0


def test_jigsaw_4():
    assert jigsaw([9, 10, 13, 25, 26]) == 12


def test_jigsaw_5():
    assert jigsaw([11]) == 0
