from kata_floor_gap.core import zipper


def test_zipper_0():
    assert zipper(13, 9) == 4


def test_zipper_1():
    assert zipper(15, 16) == 3


def test_zipper_2():
    assert zipper(20, 3) == 17


def test_zipper_3():
    assert zipper(5, 0) == 5


def test_zipper_4():
    assert zipper(1, 15) == 3


def test_zipper_5():
    assert zipper(19, 8) == 11
