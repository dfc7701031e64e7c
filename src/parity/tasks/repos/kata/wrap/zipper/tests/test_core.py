from kata_wrap.core import zipper


def test_zipper_0():
    assert zipper(-3) == 3


def test_zipper_1():
    assert zipper(14) == 0


def test_zipper_2():
    assert zipper(26) == 2


def test_zipper_3():
    assert zipper(1) == 2


def test_zipper_4():
    assert zipper(0) == 1


def test_zipper_5():
    assert zipper(27) == 3
