from kata_wrap.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(9) == 1


def test_jigsaw_1():
    assert jigsaw(1) == 3


def test_jigsaw_2():
    assert jigsaw(18) == 0


def test_jigsaw_3():
    assert jigsaw(14) == 1


def test_jigsaw_4():
    assert jigsaw(-1) == 1


def test_jigsaw_5():
    assert jigsaw(7) == 4
