from kata_discount.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(19, 7) == 111


def test_jigsaw_1():
    assert jigsaw(19, 9) == 143


def test_jigsaw_2():
    assert jigsaw(24, 11) == 220


def test_jigsaw_3():
    assert jigsaw(16, 8) == 107


def test_jigsaw_4():
    assert jigsaw(20, 3) == 60


def test_jigsaw_5():
    assert jigsaw(20, 4) == 67
