from kata_balance.core import zipper


def test_zipper_0():
    assert zipper([10, 10]) == 2


def test_zipper_1():
    assert zipper([16, 18, 16, 5, 20, 18]) == 4


def test_zipper_2():
    assert zipper([16, 9, 4, 12, 14]) == 3


def test_zipper_3():
    assert zipper([5]) == -1


def test_zipper_4():
    assert zipper([5, 20, 11, 14]) == 0


def test_zipper_5():
    assert zipper([7, 1, 14, 12]) == 0
