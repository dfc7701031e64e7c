from kata_weigh.core import zipper


def test_zipper_0():
    assert zipper([7]) == 7


def test_zipper_1():
    assert zipper([4, 12, 6]) == 58


def test_zipper_2():
    assert zipper([12, 6, 0, 2]) == 56


def test_zipper_3():
    assert zipper([3, 4]) == 7


def test_zipper_4():
    assert zipper([0, 0, 7]) == 7


def test_zipper_5():
    assert zipper([2, 7, 9, 11]) == 89
