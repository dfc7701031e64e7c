from kata_balance.core import jigsaw


def test_jigsaw_0():
    assert jigsaw([]) == 0


def test_jigsaw_1():
    assert jigsaw([8, 7, 6]) == 1


def test_jigsaw_2():
    assert jigsaw([0, 2]) == 2


def test_jigsaw_3():
    assert jigsaw([11, 0, 6]) == 1


def test_jigsaw_4():
    assert jigsaw([15, 4, 12, 11, 9, 9, 19]) == -3


def test_jigsaw_5():
    assert jigsaw([0, 5, 7, 19, 2]) == -1
