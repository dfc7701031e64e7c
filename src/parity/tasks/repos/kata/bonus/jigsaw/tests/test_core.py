from kata_bonus.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(28) == 32


def test_jigsaw_1():
    assert jigsaw(6) == 6


def test_jigsaw_2():
    assert jigsaw(36) == 41


def test_jigsaw_3():
    assert jigsaw(0) == 0


def test_jigsaw_4():
    assert jigsaw(46, 4) == 52


def test_jigsaw_5():
    assert jigsaw(46, 5) == 58
