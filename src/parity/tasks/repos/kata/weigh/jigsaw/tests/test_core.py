from kata_weigh.core import jigsaw


def test_jigsaw_0():
    assert jigsaw([1]) == 1


def test_jigsaw_1():
    assert jigsaw([12, 11, 1, 2, 11]) == 173


def test_jigsaw_2():
    assert jigsaw([3, 3, 4, 11]) == 65


def test_jigsaw_3():
    assert jigsaw([11]) == 55


def test_jigsaw_4():
    assert jigsaw([8, 6, 0, 1, 6]) == 53


def test_jigsaw_5():
    assert jigsaw([7, 8]) == 47
