from kata_weigh.core import jigsaw


def test_jigsaw_0():
    assert jigsaw([0, 8, 6, 10]) == 44


def test_jigsaw_1():
    assert jigsaw([12, 12, 12, 3, 0]) == 111


def test_jigsaw_2():
    assert jigsaw([8, 2, 10]) == 40


def test_jigsaw_3():
    assert jigsaw([10, 5]) == 35


def test_jigsaw_4():
    assert jigsaw([0, 11, 11, 3]) == 69


def test_jigsaw_5():
    assert jigsaw([9, 10]) == 39
