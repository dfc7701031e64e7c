from kata_between.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(2, 3, 9) == False


def test_jigsaw_1():
    assert jigsaw(3, 3, 9) == True


def test_jigsaw_2():
    assert jigsaw(4, 3, 9) == True


def test_jigsaw_3():
    assert jigsaw(8, 3, 9) == True


def test_jigsaw_4():
    assert jigsaw(9, 3, 9) == False


def test_jigsaw_5():
    assert jigsaw(10, 3, 9) == False
