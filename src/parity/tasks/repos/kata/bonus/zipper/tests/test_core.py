from kata_bonus.core import zipper


def test_zipper_0():
    assert zipper(47) == 53


def test_zipper_1():
    assert zipper(58) == 66


def test_zipper_2():
    assert zipper(0) == 0


def test_zipper_3():
    assert zipper(1) == 1


def test_zipper_4():
    assert zipper(5, 4) == 5


def test_zipper_5():
    assert zipper(20, 5) == 24
