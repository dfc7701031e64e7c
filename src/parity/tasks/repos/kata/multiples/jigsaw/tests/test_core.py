from kata_multiples.core import jigsaw


def test_jigsaw_0():
    assert jigsaw([-5, 6, 14]) == 0


def test_jigsaw_1():
    assert jigsaw([-3, 15, -4, 10, 2, 12]) == 1


def test_jigsaw_2():
    assert jigsaw([5, 15, 17, 9]) == 0


def test_jigsaw_3():
    assert jigsaw([12, 20, 4, 17, 15]) == 3


def test_jigsaw_4():
    assert jigsaw([8, 10, 5, 1, 18, 10]) == 1


def test_jigsaw_5():
    assert jigsaw([0, 4, 1]) == 1
