from kata_clamp.core import zipper


def test_zipper_0():
    assert zipper(1) == 2


def test_zipper_1():
    assert zipper(2) == 2


def test_zipper_2():
    assert zipper(3) == 3


def test_zipper_3():
    assert zipper(15) == 15


def test_zipper_4():
    assert zipper(16) == 16


def test_zipper_5():
    assert zipper(17) == 16
