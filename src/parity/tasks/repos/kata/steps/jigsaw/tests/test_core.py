from kata_steps.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(5, 6) == [15]


def test_jigsaw_1():
    assert jigsaw(2, 5) == [6, 9, 12]


def test_jigsaw_2():
    assert jigsaw(4, 10) == [12, 15, 18, 21, 24, 27]


def test_jigsaw_3():
    assert jigsaw(0, 2) == [0, 3]


def test_jigsaw_4():
    assert jigsaw(3, 6) == [9, 12, 15]


def test_jigsaw_5():
    assert jigsaw(0, 6) == [0, 3, 6, 9, 12, 15]
