from kata_max_gap.core import zipper


def test_zipper_0():
    assert zipper([14, 17, 17, 20, 22, 29]) == 7


def test_zipper_1():
    assert zipper([2, 10, 11, 13, 18, 28]) == 10


def test_zipper_2():
    assert zipper([6, 22]) == 16


def test_zipper_3():
    assert zipper([8, 10]) == 2


def test_zipper_4():
    assert zipper([6, 11, 23, 27, 27]) == 12


def test_zipper_5():
    assert zipper([12]) == 0
