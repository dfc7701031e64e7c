from kata_floor_gap.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(16, 10) == 6


def test_jigsaw_1():
    assert jigsaw(18, 2) == 16


def test_jigsaw_2():
    assert jigsaw(8, 18) == 2


def test_jigsaw_3():
    assert jigsaw(0, 8) == 2


def test_jigsaw_4():
    assert jigsaw(4, 4) == 2


def test_jigsaw_5():
    assert jigsaw(1, 11) == 2
