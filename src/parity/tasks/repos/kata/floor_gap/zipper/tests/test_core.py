from kata_floor_gap.core import zipper


def test_zipper_0():
    assert zipper(9, 17) == 2


def test_zipper_1():
    assert zipper(10, 5) == 5


def test_zipper_2():
    assert zipper(12, 12) == 2


def test_zipper_3():
    assert zipper(3, 15) == 2


def test_zipper_4():
    assert zipper(0, 3) == 2


def test_zipper_5():
    assert zipper(20, 3) == 17
