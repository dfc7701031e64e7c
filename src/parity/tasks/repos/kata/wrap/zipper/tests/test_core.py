from kata_wrap.core import zipper


def test_zipper_0():
    assert zipper(9) == 2


def test_zipper_1():
    assert zipper(-9) == 4


def test_zipper_2():
    assert zipper(26) == 4


def test_zipper_3():
    assert zipper(13) == 1


def test_zipper_4():
    assert zipper(19) == 2


def test_zipper_5():
    assert zipper(10, 4, 2) == 0
