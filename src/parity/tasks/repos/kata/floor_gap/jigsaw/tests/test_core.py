from kata_floor_gap.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(6, 2) == 4


def test_jigsaw_1():
    assert jigsaw(13, 11) == 2


def test_jigsaw_2():
    assert jigsaw(8, 15) == 0


def test_jigsaw_3():
    assert jigsaw(19, 9) == 10


def test_jigsaw_4():
    assert jigsaw(10, 14) == 0


def test_jigsaw_5():
    assert jigsaw(12, 8) == 4
