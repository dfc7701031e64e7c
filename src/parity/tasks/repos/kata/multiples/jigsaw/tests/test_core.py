from kata_multiples.core import jigsaw


def test_jigsaw_0():
    assert jigsaw([18, 4, 6]) == 3


def test_jigsaw_1():
    assert jigsaw([5, 8, 9, 7]) == 4


def test_jigsaw_2():
    assert jigsaw([18, 7, 14, 20]) == 4


def test_jigsaw_3():
    assert jigsaw([9, -5, 4, 19, 9]) == 4


def test_jigsaw_4():
    assert jigsaw([14, -5, 4, 9]) == 3


def test_jigsaw_5():
    assert jigsaw([14, 14, 8, -4]) == 3
