from kata_discount.core import zipper


def test_zipper_0():
    assert zipper(10, 8) == 80


def test_zipper_1():
    assert zipper(32, 8) == 256


def test_zipper_2():
    assert zipper(28, 8) == 224


def test_zipper_3():
    assert zipper(36, 5) == 180


def test_zipper_4():
    assert zipper(7, 10) == 63


def test_zipper_5():
    assert zipper(20, 8) == 160
