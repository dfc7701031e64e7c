from kata_mean.core import jigsaw


def test_jigsaw_0():
    assert jigsaw([]) == 0


def test_jigsaw_1():
    assert jigsaw([12, 17]) == 14


def test_jigsaw_2():
    assert jigsaw([21, 6, 14, 30, 29]) == 20


def test_jigsaw_3():
    assert jigsaw([6, 7, 2, 9]) == 6


def test_jigsaw_4():
    assert jigsaw([24, 24]) == 24


def test_jigsaw_5():
    assert jigsaw([24, 1, 13, 8, 27]) == 14
