from kata_wrap.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(29) == 2


def test_jigsaw_1():
    assert jigsaw(5) == 2


def test_jigsaw_2():
    assert jigsaw(-6) == 3


def test_jigsaw_3():
    assert jigsaw(30) == 3


def test_jigsaw_4():
    assert jigsaw(18) == 3


def test_jigsaw_5():
    assert jigsaw(10, 4, 2) == 0
