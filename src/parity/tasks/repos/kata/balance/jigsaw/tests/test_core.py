from kata_balance.core import jigsaw


def test_jigsaw_0():
    assert jigsaw([12, 13]) == 0


def test_jigsaw_1():
    assert jigsaw([1, 14, 18, 9, 12, 3]) == 0


def test_jigsaw_2():
    assert jigsaw([6, 17]) == 0


def test_jigsaw_3():
    assert jigsaw([12, 19, 20, 4, 16]) == 3


def test_jigsaw_4():
    assert jigsaw([11, 19, 13, 16]) == -2


def test_jigsaw_5():
    assert jigsaw([8, 10, 20, 18, 0, 13]) == 4
