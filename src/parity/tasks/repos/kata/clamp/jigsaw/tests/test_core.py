from kata_clamp.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(1) == 2


def test_jigsaw_1():
    assert jigsaw(2) == 2


def test_jigsaw_2():
    assert jigsaw(3) == 3


def test_jigsaw_3():
    assert jigsaw(19) == 19


def test_jigsaw_4():
    assert jigsaw(20) == 20


def test_jigsaw_5():
    assert jigsaw(21) == 20
